import { ifMatch } from '../../api/if-match';
import type { AccessProfile, AccessProfileData } from '../../contract/access-profiles';
import { apiPath } from '../../contract/manifest';
import { profileApi, profileScreens } from '../../contract/manifests/access-profiles';
import { defineCommand } from '../../offline/commands';
import { profileKeys } from './api';

export type NewProfile = AccessProfileData & { id: string };

export interface ProfileUpdate {
  id: string;
  /** The ETag of the record the form showed: a change made meanwhile elsewhere is a 412, not lost. */
  etag: string | null;
  data: AccessProfileData;
}

const scope = (id: string) => `accessProfile:${id}`;

export const createProfile = defineCommand<NewProfile, AccessProfile>({
  name: 'accessProfiles.create',
  scope: (p) => scope(p.id),
  send: (p, { api }) => api.post<AccessProfile>(profileApi.list, p),
  describe: (p) => `Criar perfil de acesso ${p.nome}`,
  editLink: () => ({ to: profileScreens.novoPerfil.path }),
  invalidates: (p) => [profileKeys.lists(), profileKeys.detail(p.id)],
});

export const updateProfile = defineCommand<ProfileUpdate, AccessProfile>({
  name: 'accessProfiles.update',
  scope: (u) => scope(u.id),
  send: (u, { api }) =>
    api.put<AccessProfile>(apiPath(profileApi.item, { id: u.id }), u.data, { headers: ifMatch(u.etag) }),
  describe: (u) => `Alterar perfil de acesso ${u.data.nome}`,
  editLink: (u) => ({ to: profileScreens.perfil.path, params: { profileId: u.id } }),
  invalidates: (u) => [profileKeys.lists(), profileKeys.detail(u.id)],
});

export const profileDraftKeys = {
  create: () => 'accessProfiles.create',
  update: (id: string) => `accessProfiles.update:${id}`,
};
