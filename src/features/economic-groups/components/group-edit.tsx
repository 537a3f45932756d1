import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { HistoryPanel } from '../../../audit/history-panel';
import { displayPhone } from '../../../contract/documents';
import type { EconomicGroup } from '../../../contract/economic-groups';
import { creditLimitScreens } from '../../../contract/manifests/credit-limits';
import { economicGroupScreens } from '../../../contract/manifests/economic-groups';
import { PLACEHOLDER_ID } from '../../../contract/permissions';
import { announceOutcome } from '../../../forms/command-feedback';
import { ReadOnlyRecord } from '../../../forms/read-only-record';
import { useRecordEdit } from '../../../forms/use-record-edit';
import { buttonClasses } from '../../../ui/button';
import { Screen } from '../../../ui/screen';
import { groupQuery } from '../api';
import { groupDraftKeys, updateGroup } from '../commands';
import type { NewGroupFormData } from '../form-schema';
import { recordLabel } from '../labels';
import { useEconomicGroupPermissions } from '../permissions';
import { GroupForm } from './group-form';

/** The form's values of a group as the server has it (a saved document keeps its id as row key). */
export function groupFormValuesOf(group: EconomicGroup): NewGroupFormData {
  return {
    cnpj: group.cnpj,
    razao_social: group.razao_social,
    nome_fantasia: group.nome_fantasia,
    atividade_principal: group.atividade_principal,
    endereco: group.endereco as NewGroupFormData['endereco'],
    telefone: displayPhone(group.telefone),
    email: group.email,
    ativo: group.ativo,
    status_id: group.status.id,
    responsavel: group.responsavel,
    escritorio_id: group.escritorio?.id ?? PLACEHOLDER_ID,
    contatos: group.contatos_relacionamento,
    balancos: group.balancos.map((b) => ({ key: b.id, ano: b.ano, arquivo: b.arquivo })),
    documentos: group.documentos.map((d) => ({ key: d.id, tipo: d.tipo, arquivo: d.arquivo })),
  };
}

export interface GroupEditProps {
  groupId: string;
  /** The outbox item to correct ('Editar' on /sincronizacao): the form starts from its values. */
  itemId?: string;
  /** Shown above the form: the group's credit limits (composed by the route, from another feature). */
  summary?: ReactNode;
}

/** /grupo-economico/$groupId: the group's data (editable with criar_grupo_economico) and its history. */
export function GroupEdit({ groupId, itemId, summary }: GroupEditProps) {
  const { canCreate, canEdit } = useEconomicGroupPermissions();
  const edit = useRecordEdit({
    record: useQuery(groupQuery(groupId)),
    command: updateGroup,
    itemId,
    draftKey: groupDraftKeys.update(groupId),
    toForm: groupFormValuesOf,
    back: { to: economicGroupScreens.grupoEconomico.path },
  });
  const title = edit.record
    ? `${economicGroupScreens.grupo.title} ${recordLabel(edit.record)}`
    : economicGroupScreens.grupo.title;
  const params = { groupId };
  return (
    <Screen
      title={title}
      actions={
        <div className="flex flex-wrap gap-2">
          <Link
            to={economicGroupScreens.tomadoresEFiliais.path}
            params={params}
            className={buttonClasses('secondary')}
          >
            Tomadores e filiais
          </Link>
          <Link
            to={creditLimitScreens.limiteDeCredito.path}
            params={params}
            className={buttonClasses('secondary')}
          >
            Limite de crédito
          </Link>
          {canCreate && (
            <Link
              to={economicGroupScreens.adicionarTomadorOuFilial.path}
              params={params}
              className={buttonClasses('primary')}
            >
              Adicionar tomador ou filial
            </Link>
          )}
        </div>
      }
    >
      {edit.placeholder ?? (
        <>
          {edit.record && (
            <p className="text-sm text-slate-600">
              {edit.record.total_empresas === 1
                ? '1 empresa no grupo (a principal).'
                : `${String(edit.record.total_empresas)} empresas no grupo.`}
              {edit.record.subsidiaria && ' A empresa principal é uma filial.'}
            </p>
          )}
          {summary}
          {!canEdit && edit.record ? (
            <ReadOnlyRecord entity="grupo_economico" record={edit.record} label="Dados do grupo econômico" />
          ) : (
            <GroupForm
              key={edit.record?.id ?? groupId}
              {...edit.form}
              defaultValues={edit.form.defaultValues ?? {}}
              fixedCnpj={edit.record?.cnpj ?? edit.correcting?.data.cnpj}
              onSubmit={async (data, files) =>
                announceOutcome(
                  await edit.save({ id: groupId, data }, files),
                  (saved) => `Grupo econômico ${saved.razao_social} salvo.`,
                )
              }
            />
          )}
          <HistoryPanel entity="grupo_economico" id={groupId} />
        </>
      )}
    </Screen>
  );
}
