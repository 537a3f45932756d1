import { ifMatch } from '../../api/if-match';
import type { UploadedFile } from '../../contract/files';
import { apiPath } from '../../contract/manifest';
import { fileApi } from '../../contract/manifests/files';
import { modalityApi, modalityScreens } from '../../contract/manifests/modalities';
import type {
  Modality,
  ModalityData,
  PermissionArea,
  QuotePermissions,
  SubModality,
  SubModalityData,
} from '../../contract/modalities';
import { defineCommand } from '../../offline/commands';
import type { SendContext } from '../../offline/types';
import { modalityKeys } from './api';

/** The name of the stored file of a command whose icon is sent with it. */
export const ICON_FILE = 'icone';

/** A create carries a client-generated id, so a replayed create lands on the same row. */
export type NewModality = ModalityData & { id: string };

export interface ModalityUpdate {
  id: string;
  /** The ETag of the record the form showed: a change made meanwhile elsewhere is a 412, not lost. */
  etag: string | null;
  data: ModalityData;
}

export interface ModalityRef {
  id: string;
  nome: string | null;
}

export interface NewSubModality {
  modality: ModalityRef;
  sub: SubModalityData & { id: string };
}

export interface SubModalityUpdate {
  modality: ModalityRef;
  id: string;
  etag: string | null;
  data: SubModalityData;
}

export interface QuotePermissionsSave {
  area: PermissionArea;
  targetId: string;
  /** Who the target is, for the sync page ('ANA', 'ESCRITÓRIO SUL'). */
  targetName: string;
  submodalidadeids: string[];
}

/** A modality and its sub-modalities share one scope: a sub-modality waits for its queued modality. */
const modalityScope = (id: string) => `modality:${id}`;

/**
 * The icon picked in the form travels as the item's file: it is uploaded when the item is sent (so it
 * also works offline) and its id replaces the one in the data.
 */
async function withIcon(data: ModalityData, ctx: SendContext) {
  const icon = ctx.files[ICON_FILE];
  if (!icon) return data;
  const uploaded = await ctx.api.upload<UploadedFile>(fileApi.upload, icon);
  return { ...data, icone_arquivo_id: uploaded.id };
}

export const createModality = defineCommand<NewModality, Modality>({
  name: 'modalities.create',
  scope: (m) => modalityScope(m.id),
  send: async (m, ctx) => ctx.api.post<Modality>(modalityApi.list, { ...(await withIcon(m, ctx)), id: m.id }),
  describe: (m) => `Criar modalidade ${m.nome}`,
  editLink: () => ({ to: modalityScreens.gruposModalidades.path }),
  invalidates: (m) => [modalityKeys.lists(), modalityKeys.detail(m.id)],
});

export const updateModality = defineCommand<ModalityUpdate, Modality>({
  name: 'modalities.update',
  scope: (u) => modalityScope(u.id),
  send: async (u, ctx) =>
    ctx.api.put<Modality>(apiPath(modalityApi.item, { id: u.id }), await withIcon(u.data, ctx), {
      headers: ifMatch(u.etag),
    }),
  describe: (u) => `Alterar modalidade ${u.data.nome}`,
  editLink: () => ({ to: modalityScreens.gruposModalidades.path }),
  invalidates: (u) => [modalityKeys.lists(), modalityKeys.detail(u.id)],
  // A renamed modality shows in the insurers' lookups (what each accepts).
  touches: ['insurers'],
});

export const createSubModality = defineCommand<NewSubModality, SubModality>({
  name: 'subModalities.create',
  scope: ({ modality }) => modalityScope(modality.id),
  send: ({ modality, sub }, { api }) =>
    api.post<SubModality>(apiPath(modalityApi.subModalities, { id: modality.id }), sub),
  describe: ({ modality, sub }) => `Criar sub-modalidade ${sub.nome} de ${modality.nome ?? 'modalidade'}`,
  editLink: ({ modality }) => ({ to: modalityScreens.subModalidades.path, params: { id: modality.id } }),
  invalidates: ({ modality }) => [modalityKeys.detail(modality.id), modalityKeys.lists()],
  // The catalogue's lookups (src/lookups/modalities) list the sub-modalities too.
  touches: ['modalities'],
});

export const updateSubModality = defineCommand<SubModalityUpdate, SubModality>({
  name: 'subModalities.update',
  scope: ({ modality }) => modalityScope(modality.id),
  send: ({ modality, id, etag, data }, { api }) =>
    api.put<SubModality>(apiPath(modalityApi.subModality, { id: modality.id, sub: id }), data, {
      headers: ifMatch(etag),
    }),
  describe: ({ modality, data }) => `Alterar sub-modalidade ${data.nome} de ${modality.nome ?? 'modalidade'}`,
  editLink: ({ modality }) => ({ to: modalityScreens.subModalidades.path, params: { id: modality.id } }),
  invalidates: ({ modality }) => [modalityKeys.detail(modality.id)],
  // A renamed sub-modality shows in the catalogue's and the insurers' lookups.
  touches: ['modalities', 'insurers'],
});

/** Replaces the whole set of a target: the last save wins, in the order it was made. */
export const saveQuotePermissions = defineCommand<QuotePermissionsSave, QuotePermissions>({
  name: 'quotePermissions.save',
  scope: (p) => `quote-permissions:${p.area}:${p.targetId}`,
  send: (p, { api }) =>
    api.post<QuotePermissions>(apiPath(modalityApi.permissions, { area: p.area }), {
      targetId: p.targetId,
      submodalidadeids: p.submodalidadeids,
    }),
  describe: (p) => `Alterar modalidades que ${p.targetName} pode cotar`,
  invalidates: (p) => [modalityKeys.permissions(p.area, p.targetId)],
  // What the user may quote (src/lookups/modalities).
  touches: ['modalities'],
});

/** The draft keys of the modality forms (one per form and record). */
export const modalityDraftKeys = {
  create: () => 'modalities.create',
  update: (id: string) => `modalities.update:${id}`,
  createSub: (modalityId: string) => `subModalities.create:${modalityId}`,
  updateSub: (subId: string) => `subModalities.update:${subId}`,
};
