import type { AccessProfile, AccessProfileData } from '../../contract/access-profiles';
import { defineCommand } from '../../offline/commands';
import { PROFILES_PATH, profileKeys } from './api';

export type NewProfile = AccessProfileData & { id: string };

export interface ProfileUpdate {
  id: string;
  /** The ETag of the record the form showed: a change made meanwhile elsewhere is a 412, not lost. */
  etag: string | null;
  data: AccessProfileData;
}

const ifMatch = (etag: string | null): Record<string, string> => (etag ? { 'If-Match': etag } : {});
const scope = (id: string) => `accessProfile:${id}`;

export const createProfile = defineCommand<NewProfile, AccessProfile>({
  name: 'accessProfiles.create',
  scope: (p) => scope(p.id),
  send: (p, { api }) => api.post<AccessProfile>(PROFILES_PATH, p),
  describe: (p) => `Criar perfil de acesso ${p.nome}`,
  editLink: () => ({ to: '/perfis/novo-perfil' }),
  invalidates: (p) => [profileKeys.lists(), profileKeys.detail(p.id)],
});

export const updateProfile = defineCommand<ProfileUpdate, AccessProfile>({
  name: 'accessProfiles.update',
  scope: (u) => scope(u.id),
  send: (u, { api }) =>
    api.put<AccessProfile>(`${PROFILES_PATH}${u.id}`, u.data, { headers: ifMatch(u.etag) }),
  describe: (u) => `Alterar perfil de acesso ${u.data.nome}`,
  editLink: (u) => ({ to: '/perfis/$profileId', params: { profileId: u.id } }),
  invalidates: (u) => [profileKeys.lists(), profileKeys.detail(u.id)],
});

export const profileDraftKeys = {
  create: () => 'accessProfiles.create',
  update: (id: string) => `accessProfiles.update:${id}`,
};
