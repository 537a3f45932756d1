import { useQuery } from '@tanstack/react-query';
import { economicGroupScreens } from '../../../contract/manifests/economic-groups';
import { displayCnpj } from '../../../contract/documents';
import { announceOutcome } from '../../../forms/command-feedback';
import { useRecordCreate } from '../../../forms/use-record-create';
import { Screen } from '../../../ui/screen';
import { groupQuery } from '../api';
import { createCompany, groupDraftKeys } from '../commands';
import { conflictAtCnpj, rootMismatchRefusal, sharesRoot } from '../company-rules';
import { CompanyForm } from './company-form';
import { recordLabel } from '../labels';

export interface CompanyCreateProps {
  groupId: string;
  /** A filial (shares the group's CNPJ root) or a tomador. */
  subsidiaria: boolean;
  itemId?: string;
}

/** /grupo-economico/$groupId/novo-tomador and /nova-filial. */
export function CompanyCreate({ groupId, subsidiaria, itemId }: CompanyCreateProps) {
  // The group as this device last read it (offline too): its name for the queue, its CNPJ root.
  const group = useQuery(groupQuery(groupId)).data?.data;
  const screen = subsidiaria ? economicGroupScreens.novaFilial : economicGroupScreens.novoTomador;
  const create = useRecordCreate({
    command: createCompany,
    itemId,
    draftKey: groupDraftKeys.createCompany(groupId, subsidiaria),
    fromPayload: ({ id, data }) => ({ id, values: data }),
    back: { to: economicGroupScreens.tomadoresEFiliais.path, params: { groupId } },
  });
  const groupRef = { id: groupId, nome: group ? (group.nome_fantasia ?? group.razao_social) : 'grupo' };
  const kind = subsidiaria ? 'Filial' : 'Tomador';
  return (
    <Screen title={group ? `${screen.title} · ${recordLabel(group)}` : screen.title}>
      {create.placeholder ?? (
        <CompanyForm
          {...create.form}
          label={subsidiaria ? 'Dados da filial' : 'Dados do tomador'}
          cnpjHint={
            subsidiaria && group
              ? `A filial deve ter a raiz ${displayCnpj(group.cnpj).slice(0, 10)} do grupo.`
              : undefined
          }
          onSubmit={async (data) => {
            if (subsidiaria && group && !sharesRoot(data.cnpj, group.cnpj)) return rootMismatchRefusal;
            const outcome = await create.save({ group: groupRef, id: create.id, subsidiaria, data });
            return conflictAtCnpj(
              announceOutcome(
                outcome,
                (saved) => `${kind} ${saved.razao_social} ${subsidiaria ? 'cadastrada' : 'cadastrado'}.`,
              ),
            );
          }}
        />
      )}
    </Screen>
  );
}
