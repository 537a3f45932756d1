import { announceOutcome } from '../../../forms/command-feedback';
import { PHOTO_FILE, createUser, userDraftKeys } from '../commands';
import { Screen } from '../../../ui/screen';
import { UserForm } from './user-form';
import { useRecordCreate } from '../../../forms/use-record-create';
import { userScreens } from '../../../contract/manifests/users';

/** /usuarios/novo-usuario. */
export function UserCreate({ itemId }: { itemId?: string }) {
  // One id per form: a retried save lands on the same user (and sends one welcome mail).
  const create = useRecordCreate({
    command: createUser,
    itemId,
    draftKey: userDraftKeys.create(),
    fromPayload: ({ id, data }) => ({ id, values: data }),
    back: { to: userScreens.usuarios.path },
  });
  return (
    <Screen title={userScreens.novoUsuario.title}>
      {create.placeholder ?? (
        <UserForm
          {...create.form}
          onSubmit={async (data, photo) =>
            announceOutcome(
              await create.save(
                { id: create.id, data, photo: photo.change === 'replace' ? 'replace' : 'keep' },
                photo.file ? { [PHOTO_FILE]: photo.file } : undefined,
              ),
              (saved) => `Usuário ${saved.apelido} cadastrado. Um e-mail para criar a senha foi enviado.`,
            )
          }
        />
      )}
    </Screen>
  );
}
