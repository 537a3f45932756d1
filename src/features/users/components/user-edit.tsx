import { HistoryPanel } from '../../../audit/history-panel';
import { useQuery } from '@tanstack/react-query';
import { PLACEHOLDER_ID } from '../../../contract/permissions';
import type { User } from '../../../contract/users';
import { announceOutcome } from '../../../forms/command-feedback';
import { userQuery } from '../api';
import { PHOTO_FILE, updateUser, userDraftKeys } from '../commands';
import { Screen } from '../../../ui/screen';
import { useRecordEdit } from '../../../forms/use-record-edit';
import type { UserFormValues } from './user-form';
import { UserForm } from './user-form';
import { userScreens } from '../../../contract/manifests/users';

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
export function UserEdit({ userId, itemId }: { userId: string; itemId?: string | undefined }) {
  const edit = useRecordEdit({
    record: useQuery(userQuery(userId)),
    command: updateUser,
    itemId,
    draftKey: userDraftKeys.update(userId),
    toForm: formValuesOf,
    back: { to: userScreens.usuarios.path },
  });
  const title = edit.record ? `Editar usuário ${edit.record.apelido}` : 'Editar usuário';
  return (
    <Screen title={title}>
      {edit.placeholder ?? (
        <>
          <UserForm
            key={edit.record?.id ?? userId}
            {...edit.form}
            avatarUrl={edit.record?.avatar_url ?? null}
            onSubmit={async (data, photo) => {
              const outcome = await edit.save(
                { id: userId, data, photo: photo.change },
                photo.file ? { [PHOTO_FILE]: photo.file } : undefined,
              );
              return announceOutcome(outcome, (saved) => `Usuário ${saved.apelido} salvo.`);
            }}
          />
          <HistoryPanel entity="usuario" id={userId} />
        </>
      )}
    </Screen>
  );
}
