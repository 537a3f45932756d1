import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { announceOutcome } from '../../../ui/command-feedback';
import { outboxItemDraftKey } from '../../../ui/use-form-draft';
import { useCommandSave, useOutboxItem } from '../../../ui/use-command-save';
import { createProfile, profileDraftKeys } from '../commands';
import { ProfileForm } from './profile-form';
import { ItemState } from '../../../ui/record-state';
import { Screen } from '../../../ui/screen';

/** /perfis/novo-perfil. */
export function ProfileCreate({ itemId }: { itemId?: string }) {
  const navigate = useNavigate();
  const queued = useOutboxItem(itemId, createProfile);
  const save = useCommandSave(createProfile, itemId);
  // One id per form: a retried save lands on the same profile.
  const [newId] = useState(() => crypto.randomUUID());
  const back = () => (itemId ? navigate({ to: '/sincronizacao' }) : navigate({ to: '/perfis' }));

  if (queued.state === 'loading' || queued.state === 'missing')
    return (
      <Screen title="Novo perfil">
        <ItemState missing={queued.state === 'missing'} />
      </Screen>
    );
  const { id = newId, ...values } = queued.state === 'ready' ? queued.payload : {};

  return (
    <Screen title="Novo perfil">
      <ProfileForm
        draftKey={itemId ? outboxItemDraftKey(itemId) : profileDraftKeys.create()}
        defaultValues={queued.state === 'ready' ? values : undefined}
        onSubmit={async (data) =>
          announceOutcome(await save({ ...data, id }), (saved) => `Perfil ${saved.nome} cadastrado.`)
        }
        onSaved={back}
        onCancel={() => void back()}
      />
    </Screen>
  );
}
