import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { announceOutcome } from '../../../ui/command-feedback';
import { outboxItemDraftKey } from '../../../ui/use-form-draft';
import { useCommandSave, useOutboxItem } from '../../../ui/use-command-save';
import { PHOTO_FILE, createUser, userDraftKeys } from '../commands';
import { ItemState } from '../../../ui/record-state';
import { Screen } from '../../../ui/screen';
import { UserForm } from './user-form';

/** /usuarios/novo-usuario. */
export function UserCreate({ itemId }: { itemId?: string }) {
  const navigate = useNavigate();
  const queued = useOutboxItem(itemId, createUser);
  const save = useCommandSave(createUser, itemId);
  // One id per form: a retried save lands on the same user (and sends one welcome mail).
  const [newId] = useState(() => crypto.randomUUID());
  const back = () => (itemId ? navigate({ to: '/sincronizacao' }) : navigate({ to: '/usuarios' }));

  if (queued.state === 'loading' || queued.state === 'missing')
    return (
      <Screen title="Novo usuário">
        <ItemState missing={queued.state === 'missing'} />
      </Screen>
    );
  const id = queued.state === 'ready' ? queued.payload.id : newId;

  return (
    <Screen title="Novo usuário">
      <UserForm
        draftKey={itemId ? outboxItemDraftKey(itemId) : userDraftKeys.create()}
        defaultValues={queued.state === 'ready' ? queued.payload.data : undefined}
        onSubmit={async (data, photo) =>
          announceOutcome(
            await save(
              { id, data, photo: photo.change === 'replace' ? 'replace' : 'keep' },
              photo.file ? { [PHOTO_FILE]: photo.file } : undefined,
            ),
            (saved) => `Usuário ${saved.apelido} cadastrado. Um e-mail para criar a senha foi enviado.`,
          )
        }
        onSaved={back}
        onCancel={() => void back()}
      />
    </Screen>
  );
}
