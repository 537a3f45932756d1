import { useQuery } from '@tanstack/react-query';
import { policyScreens } from '../../../contract/manifests/policies';
import type { PolicyDetail } from '../../../contract/policies';
import { announceOutcome } from '../../../forms/command-feedback';
import { useRecordEdit } from '../../../forms/use-record-edit';
import { Screen } from '../../../ui/screen';
import { policyQuery } from '../api';
import { policyDraftKeys, updatePolicy } from '../policy-commands';
import type { PolicyFormValues } from '../policy-form-schema';
import { PolicyForm } from './policy-form';

/** The form's values of the policy as read (GET {id}, which carries the ETag the PUT sends). */
export const formValuesOfPolicy = (p: PolicyDetail): PolicyFormValues => ({
  numero: p.numero,
  seguradora_id: p.seguradora.id,
  grupo_economico_id: p.tomador.grupo.id,
  tomador_id: p.tomador.id,
  modalidade_id: p.modalidade.id,
  submodalidade_id: p.submodalidade.id,
  tipo_emissao_id: p.tipo_emissao.id,
  segurado_tipo: p.segurado?.tipo ?? 'PJ',
  segurado_documento: p.segurado?.documento ?? '',
  segurado_nome: p.segurado?.nome ?? '',
  importancia_segurada: p.importancia_segurada,
  premio: p.premio,
  comissao: p.comissao,
  emitida_em: p.emitida_em,
  vigencia_inicio: p.vigencia_inicio,
  vigencia_fim: p.vigencia_fim,
  exige_processo: p.processo !== null,
  processo_numero: p.processo?.numero ?? '',
  arquivo_id: p.arquivo?.id ?? null,
});

/** /apolices/{id}/editar-apolice: the issued data of a policy, sent with If-Match (412 if changed). */
export function PolicyEdit({ id, itemId }: { id: string; itemId?: string | undefined }) {
  const edit = useRecordEdit({
    record: useQuery(policyQuery(id)),
    command: updatePolicy,
    itemId,
    draftKey: policyDraftKeys.update(id),
    toForm: formValuesOfPolicy,
    back: { to: policyScreens.detalhesApolice.path, params: { id } },
  });
  const title = edit.record ? `Editar apólice ${edit.record.numero}` : policyScreens.editarApolice.title;
  return (
    <Screen title={title}>
      {edit.placeholder ?? (
        <PolicyForm
          key={edit.record?.id ?? id}
          {...edit.form}
          currentFile={edit.record?.arquivo?.nome}
          onSubmit={async (data, file) =>
            announceOutcome(
              await edit.save(
                { id, data, fileName: file?.name ?? null },
                file ? { arquivo: file } : undefined,
              ),
              (saved) => `Apólice ${saved.numero} salva.`,
            )
          }
        />
      )}
    </Screen>
  );
}
