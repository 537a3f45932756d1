import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { PLACEHOLDER_ID } from '../../../contract/permissions';
import type { User } from '../../../contract/users';
import { announceOutcome } from '../../../ui/command-feedback';
import { outboxItemDraftKey } from '../../../ui/use-form-draft';
import { useCommandSave, useOutboxItem } from '../../../ui/use-command-save';
import { userQuery } from '../api';
import { PHOTO_FILE, updateUser, userDraftKeys } from '../commands';
import { ItemState, RecordState } from '../../../ui/record-state';
import { Screen } from '../../../ui/screen';
import type { UserFormValues } from './user-form';
import { UserForm } from './user-form';

const formValuesOf = (u: User): UserFormValues => ({
  nome: u.nome,
  apelido: u.apelido,
  email: u.email,
  perfil_id: u.perfil?.id ?? '',
  area_id: u.area_id,
  posicao: u.posicao,
  estrutura_id: u.estrutura_id,
  escritorio_id: u.escritorio?.id ?? PLACEHOLDER_ID,
  ativo: u.ativo,
});

/** /usuarios/$userId. */
export function UserEdit({ userId, itemId }: { userId: string; itemId?: string }) {
  const navigate = useNavigate();
  const user = useQuery(userQuery(userId));
  const queued = useOutboxItem(itemId, updateUser);
  const save = useCommandSave(updateUser, itemId);
  const back = () => (itemId ? navigate({ to: '/sincronizacao' }) : navigate({ to: '/usuarios' }));
  // The version the form was opened on: a background refetch must not move it under the user's edit.
  const [openedEtag, setOpenedEtag] = useState<string | null | undefined>(undefined);
  if (openedEtag === undefined && user.data) setOpenedEtag(user.data.etag);

  const record = user.data?.data;
  const title = record ? `Usuário ${record.apelido}` : 'Usuário';
  if (queued.state === 'loading' || queued.state === 'missing')
    return (
      <Screen title={title}>
        <ItemState missing={queued.state === 'missing'} />
      </Screen>
    );
  const correcting = queued.state === 'ready' ? queued.payload : null;
  if (!record && !correcting)
    return (
      <Screen title={title}>
        <RecordState error={user.error} paused={user.fetchStatus === 'paused'} />
      </Screen>
    );

  return (
    <Screen title={title}>
      <UserForm
        key={record?.id ?? userId}
        draftKey={itemId ? outboxItemDraftKey(itemId) : userDraftKeys.update(userId)}
        defaultValues={correcting?.data ?? (record && formValuesOf(record))}
        avatarUrl={record?.avatar_url ?? null}
        onSubmit={async (data, photo) => {
          const etag = correcting ? (user.data?.etag ?? correcting.etag) : (openedEtag ?? null);
          const outcome = await save(
            { id: userId, etag, data, photo: photo.change },
            photo.file ? { [PHOTO_FILE]: photo.file } : undefined,
          );
          return announceOutcome(outcome, (saved) => `Usuário ${saved.apelido} salvo.`);
        }}
        onSaved={back}
        onCancel={() => void back()}
      />
    </Screen>
  );
}
