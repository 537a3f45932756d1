import type * as v from 'valibot';
import { ifMatch } from '../../api/if-match';
import type { Me, updateMeBody } from '../../contract/auth';
import type { UploadedFile } from '../../contract/files';
import { accountApi, accountScreens } from '../../contract/manifests/account';
import { fileApi } from '../../contract/manifests/files';
import { defineCommand } from '../../offline/commands';
import { followSavedAccount, meQuery } from './api';

/** What the profile form sends once validated (trimmed, nickname upper-cased). */
export type AccountData = Omit<v.InferOutput<typeof updateMeBody>, 'avatar_id'>;

export interface AccountUpdate {
  /** The ETag of the data the form showed: a change made meanwhile on another device is a 412. */
  etag: string | null;
  data: AccountData;
}

/** A new photo travels as the item's file `foto`; `remove` takes the photo away instead. */
export interface AccountPhoto {
  remove: boolean;
  fileName: string | null;
}

export const PHOTO_FILE = 'foto';

/** The own account is one record: its writes go one after the other. */
const ACCOUNT_SCOPE = 'account';

// `ctx.api` is the outbox's client: silent, and with the item's `Idempotency-Key` on every write (a
// key derived from it on the second write of the same item).
export const updateAccount = defineCommand<AccountUpdate, Me>({
  name: 'account.update',
  scope: () => ACCOUNT_SCOPE,
  send: async ({ etag, data }, { api }) => {
    const me = await api.put<Me>(accountApi.me, data, { headers: ifMatch(etag) });
    await followSavedAccount(me);
    return me;
  },
  describe: ({ data }) => `Alterar meus dados (apelido ${data.apelido})`,
  editLink: () => ({ to: accountScreens.meuPerfil.path }),
  invalidates: () => [meQuery.queryKey],
});

export const changePhoto = defineCommand<AccountPhoto, Me>({
  name: 'account.photo',
  scope: () => ACCOUNT_SCOPE,
  send: async ({ remove }, { api, files }) => {
    let avatarId: string | null = null;
    if (!remove) {
      const photo = files[PHOTO_FILE];
      if (!photo) throw new Error('A foto não foi guardada com o item. Escolha a imagem novamente.');
      avatarId = (await api.upload<UploadedFile>(fileApi.upload, photo)).id;
    }
    // PUT /v1/me takes the whole profile: the photo goes over the data as the server has them now
    // (read here, not when queued, so an earlier queued change of the nickname is not undone).
    const current = await api.getWithEtag<Me>(accountApi.me);
    const { nome, apelido, telefone } = current.data;
    const me = await api.put<Me>(
      accountApi.me,
      { nome, apelido, telefone, avatar_id: avatarId },
      { headers: ifMatch(current.etag) },
    );
    await followSavedAccount(me);
    return me;
  },
  describe: ({ remove, fileName }) =>
    remove ? 'Remover minha foto' : `Trocar minha foto (${fileName ?? 'imagem'})`,
  invalidates: () => [meQuery.queryKey],
});

export const ACCOUNT_DRAFT_KEY = 'account.update';
