import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { AccessProfile } from '../../../contract/access-profiles';
import { announceOutcome } from '../../../ui/command-feedback';
import { outboxItemDraftKey } from '../../../ui/use-form-draft';
import { useCommandSave, useOutboxItem } from '../../../ui/use-command-save';
import { profileQuery } from '../api';
import { profileDraftKeys, updateProfile } from '../commands';
import type { ProfileFormValues } from './profile-form';
import { ProfileForm } from './profile-form';
import { ItemState, RecordState } from '../../../ui/record-state';
import { Screen } from '../../../ui/screen';

const formValuesOf = (p: AccessProfile): ProfileFormValues => ({
  nome: p.nome,
  ativo: p.ativo,
  modulos: p.modulos,
  acoes: p.acoes,
  estruturas: p.estruturas,
});

/** /perfis/$profileId. */
export function ProfileEdit({ profileId, itemId }: { profileId: string; itemId?: string }) {
  const navigate = useNavigate();
  const profile = useQuery(profileQuery(profileId));
  const queued = useOutboxItem(itemId, updateProfile);
  const save = useCommandSave(updateProfile, itemId);
  const back = () => (itemId ? navigate({ to: '/sincronizacao' }) : navigate({ to: '/perfis' }));
  // The version the form was opened on: a background refetch must not move it under the user's edit.
  const [openedEtag, setOpenedEtag] = useState<string | null | undefined>(undefined);
  if (openedEtag === undefined && profile.data) setOpenedEtag(profile.data.etag);

  const record = profile.data?.data;
  const title = record ? `Perfil ${record.nome}` : 'Perfil de acesso';
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
        <RecordState error={profile.error} paused={profile.fetchStatus === 'paused'} />
      </Screen>
    );

  return (
    <Screen title={title}>
      <ProfileForm
        key={record?.id ?? profileId}
        draftKey={itemId ? outboxItemDraftKey(itemId) : profileDraftKeys.update(profileId)}
        defaultValues={correcting?.data ?? (record && formValuesOf(record))}
        onSubmit={async (data) => {
          const etag = correcting ? (profile.data?.etag ?? correcting.etag) : (openedEtag ?? null);
          return announceOutcome(
            await save({ id: profileId, etag, data }),
            (saved) => `Perfil ${saved.nome} salvo.`,
          );
        }}
        onSaved={back}
        onCancel={() => void back()}
      />
    </Screen>
  );
}
