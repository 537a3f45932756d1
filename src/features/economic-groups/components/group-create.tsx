import { useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { economicGroupScreens } from '../../../contract/manifests/economic-groups';
import { announceOutcome } from '../../../forms/command-feedback';
import { useRecordCreate } from '../../../forms/use-record-create';
import { useSession } from '../../../session/store';
import { Screen } from '../../../ui/screen';
import { createGroup, groupDraftKeys } from '../commands';
import { conflictAtCnpj } from '../company-rules';
import { GroupForm, emptyGroup } from './group-form';

export interface GroupCreateProps {
  /** The outbox item to correct ('Editar' on /sincronizacao), instead of a new group. */
  itemId?: string;
}

/** /novo-grupo-economico: saved, it opens the group's page (queued offline, the list shows it pending). */
export function GroupCreate({ itemId }: GroupCreateProps) {
  const navigate = useNavigate();
  const me = useSession((s) => s.user);
  const sent = useRef(false);
  const create = useRecordCreate({
    command: createGroup,
    itemId,
    draftKey: groupDraftKeys.create(),
    fromPayload: ({ id, data }) => ({ id, values: data }),
    back: { to: economicGroupScreens.grupoEconomico.path },
  });
  return (
    <Screen title={economicGroupScreens.novoGrupoEconomico.title}>
      {create.placeholder ?? (
        <GroupForm
          {...create.form}
          defaultValues={create.form.defaultValues ?? emptyGroup(me && { id: me.id, nome: me.nickname })}
          onSubmit={async (data, files) => {
            const outcome = await create.save({ id: create.id, data }, files);
            sent.current = outcome.status === 'sent';
            return conflictAtCnpj(
              announceOutcome(outcome, (saved) => `Grupo econômico ${saved.razao_social} cadastrado.`),
            );
          }}
          onSaved={() =>
            sent.current && !itemId
              ? navigate({ to: economicGroupScreens.grupo.path, params: { groupId: create.id } })
              : create.form.onSaved()
          }
        />
      )}
    </Screen>
  );
}
