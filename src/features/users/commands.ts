import type { ApiClient } from '../../api/client';
import { ifMatch } from '../../api/if-match';
import type { UploadedFile } from '../../contract/files';
import { apiPath } from '../../contract/manifest';
import { fileApi } from '../../contract/manifests/files';
import { userApi, userScreens } from '../../contract/manifests/users';
import type { User, UserData } from '../../contract/users';
import { defineCommand } from '../../offline/commands';
import { userKeys } from './api';

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
  return { avatar_id: (await api.upload<UploadedFile>(fileApi.upload, file)).id };
}

export const createUser = defineCommand<NewUser, User>({
  name: 'users.create',
  scope: (u) => scope(u.id),
  send: async (u, { api, files }) =>
    api.post<User>(userApi.list, { id: u.id, ...u.data, ...(await avatarOf(u.photo, files, api)) }),
  describe: (u) => `Criar usuário ${u.data.nome} (${u.data.email})`,
  editLink: () => ({ to: userScreens.novoUsuario.path }),
  invalidates: (u) => [userKeys.lists(), userKeys.detail(u.id)],
});

export const updateUser = defineCommand<UserUpdate, User>({
  name: 'users.update',
  scope: (u) => scope(u.id),
  send: async (u, { api, files }) =>
    api.put<User>(
      apiPath(userApi.item, { id: u.id }),
      { ...u.data, ...(await avatarOf(u.photo, files, api)) },
      { headers: ifMatch(u.etag) },
    ),
  describe: (u) => `Alterar usuário ${u.data.nome}`,
  editLink: (u) => ({ to: userScreens.usuario.path, params: { userId: u.id } }),
  invalidates: (u) => [userKeys.lists(), userKeys.detail(u.id)],
});

export const userDraftKeys = {
  create: () => 'users.create',
  update: (id: string) => `users.update:${id}`,
};
