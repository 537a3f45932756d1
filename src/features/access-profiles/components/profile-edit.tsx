import { HistoryPanel } from '../../../audit/history-panel';
import { useQuery } from '@tanstack/react-query';
import type { AccessProfile } from '../../../contract/access-profiles';
import { announceOutcome } from '../../../forms/command-feedback';
import { profileQuery } from '../api';
import { profileDraftKeys, updateProfile } from '../commands';
import type { AccessProfileFormValues } from './access-profile-form';
import { AccessProfileForm } from './access-profile-form';
import { Screen } from '../../../ui/screen';
import { useRecordEdit } from '../../../forms/use-record-edit';
import { profileScreens } from '../../../contract/manifests/access-profiles';

const formValuesOf = (p: AccessProfile): AccessProfileFormValues => ({
  nome: p.nome,
  ativo: p.ativo,
  modulos: p.modulos,
  acoes: p.acoes,
  estruturas: p.estruturas,
});

/** /perfis/$profileId. */
export function ProfileEdit({ profileId, itemId }: { profileId: string; itemId?: string | undefined }) {
  const edit = useRecordEdit({
    record: useQuery(profileQuery(profileId)),
    command: updateProfile,
    itemId,
    draftKey: profileDraftKeys.update(profileId),
    toForm: formValuesOf,
    back: { to: profileScreens.perfis.path },
  });
  const title = edit.record ? `Editar perfil ${edit.record.nome}` : 'Editar perfil';
  return (
    <Screen title={title}>
      {edit.placeholder ?? (
        <>
          <AccessProfileForm
            key={edit.record?.id ?? profileId}
            {...edit.form}
            onSubmit={async (data) =>
              announceOutcome(
                await edit.save({ id: profileId, data }),
                (saved) => `Perfil ${saved.nome} salvo.`,
              )
            }
          />
          <HistoryPanel entity="perfil_acesso" id={profileId} />
        </>
      )}
    </Screen>
  );
}
