import type { ApiClient } from '../../api/client';
import type { UploadedFile } from '../../contract/files';
import type { User, UserData } from '../../contract/users';
import { defineCommand } from '../../offline/commands';
import { USERS_PATH, userKeys } from './api';

/** The form's data without the photo: the photo travels as the item's file `foto`. */
export type UserFormData = Omit<UserData, 'avatar_id'>;

/** What happens to the photo: kept as it is, replaced by the item's file, or removed. */
export type PhotoChange = 'keep' | 'replace' | 'remove';

export const PHOTO_FILE = 'foto';

export interface NewUser {
  id: string;
  data: UserFormData;
  photo: PhotoChange;
}

export interface UserUpdate {
  id: string;
  /** The ETag of the record the form showed: a change made meanwhile elsewhere is a 412, not lost. */
  etag: string | null;
  data: UserFormData;
  photo: PhotoChange;
}

const ifMatch = (etag: string | null): Record<string, string> => (etag ? { 'If-Match': etag } : {});
const scope = (id: string) => `user:${id}`;

/** The avatar_id the API takes: uploads the new photo first (POST /arquivos/upload). */
async function avatarOf(
  photo: PhotoChange,
  files: Record<string, Blob>,
  api: ApiClient,
): Promise<{ avatar_id?: string | null }> {
  if (photo === 'keep') return {};
  if (photo === 'remove') return { avatar_id: null };
  const file = files[PHOTO_FILE];
  if (!file) throw new Error('A foto não foi guardada com o item. Escolha a imagem novamente.');
  return { avatar_id: (await api.upload<UploadedFile>('/arquivos/upload', file)).id };
}

export const createUser = defineCommand<NewUser, User>({
  name: 'users.create',
  scope: (u) => scope(u.id),
  send: async (u, { api, files }) =>
    api.post<User>(USERS_PATH, { id: u.id, ...u.data, ...(await avatarOf(u.photo, files, api)) }),
  describe: (u) => `Criar usuário ${u.data.nome} (${u.data.email})`,
  editLink: () => ({ to: '/usuarios/novo-usuario' }),
  invalidates: (u) => [userKeys.lists(), userKeys.detail(u.id)],
});

export const updateUser = defineCommand<UserUpdate, User>({
  name: 'users.update',
  scope: (u) => scope(u.id),
  send: async (u, { api, files }) =>
    api.put<User>(
      `${USERS_PATH}${u.id}`,
      { ...u.data, ...(await avatarOf(u.photo, files, api)) },
      { headers: ifMatch(u.etag) },
    ),
  describe: (u) => `Alterar usuário ${u.data.nome}`,
  editLink: (u) => ({ to: '/usuarios/$userId', params: { userId: u.id } }),
  invalidates: (u) => [userKeys.lists(), userKeys.detail(u.id)],
});

export const userDraftKeys = {
  create: () => 'users.create',
  update: (id: string) => `users.update:${id}`,
};
