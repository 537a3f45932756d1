import { announceOutcome } from '../../../forms/command-feedback';
import { createProfile, profileDraftKeys } from '../commands';
import { AccessProfileForm } from './access-profile-form';
import { Screen } from '../../../ui/screen';
import { useRecordCreate } from '../../../forms/use-record-create';
import { profileScreens } from '../../../contract/manifests/access-profiles';

/** /perfis/novo-perfil. */
export function ProfileCreate({ itemId }: { itemId?: string }) {
  const create = useRecordCreate({
    command: createProfile,
    itemId,
    draftKey: profileDraftKeys.create(),
    fromPayload: ({ id, ...values }) => ({ id, values }),
    back: { to: profileScreens.perfis.path },
  });
  return (
    <Screen title={profileScreens.novoPerfil.title}>
      {create.placeholder ?? (
        <AccessProfileForm
          {...create.form}
          onSubmit={async (data) =>
            announceOutcome(
              await create.save({ ...data, id: create.id }),
              (saved) => `Perfil ${saved.nome} cadastrado.`,
            )
          }
        />
      )}
    </Screen>
  );
}
