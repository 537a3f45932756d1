import { ifMatch } from '../../api/if-match';
import type { UploadedFile } from '../../contract/files';
import { apiPath } from '../../contract/manifest';
import { fileApi } from '../../contract/manifests/files';
import { insurerApi, insurerScreens } from '../../contract/manifests/insurers';
import type { Insurer, InsurerContact } from '../../contract/insurers';
import { defineCommand } from '../../offline/commands';
import type { SendContext } from '../../offline/types';
import type { ContactData, InsurerData } from './api';
import { insurerKeys } from './api';

/** A new logo travels with the outbox item as its file `logo`; it is uploaded when the item is sent. */
export const LOGO_FILE = 'logo';

export interface NewInsurer {
  /** Client-generated: a replayed create lands on the same insurer. */
  id: string;
  data: InsurerData;
}

export interface InsurerUpdate {
  id: string;
  /** The ETag of the record the form showed: a change made meanwhile elsewhere is a 412, not lost. */
  etag: string | null;
  data: InsurerData;
}

export interface InsurerRef {
  id: string;
  nome: string | null;
}

export interface NewInsurerContact {
  insurer: InsurerRef;
  contact: ContactData & { id: string };
}

export interface InsurerContactUpdate {
  insurer: InsurerRef;
  id: string;
  etag: string | null;
  data: ContactData;
}

/** An insurer and its contacts share a scope: a contact of a queued insurer is sent after it. */
const insurerScope = (id: string) => `insurer:${id}`;

/** The data to send: with the id of the new logo when one was chosen (uploaded now, at send time). */
async function withLogo(data: InsurerData, { api, files }: SendContext): Promise<InsurerData> {
  const logo = files[LOGO_FILE];
  if (!logo) return data;
  const uploaded = await api.upload<UploadedFile>(fileApi.upload, logo);
  return { ...data, logo_arquivo_id: uploaded.id };
}

export const createInsurer = defineCommand<NewInsurer, Insurer>({
  name: 'insurers.create',
  scope: ({ id }) => insurerScope(id),
  send: async ({ id, data }, ctx) =>
    ctx.api.post<Insurer>(insurerApi.list, { id, ...(await withLogo(data, ctx)) }),
  describe: ({ data }) => `Criar seguradora ${data.nome}`,
  editLink: () => ({ to: insurerScreens.novaSeguradora.path }),
  invalidates: ({ id }) => [insurerKeys.lists(), insurerKeys.detail(id)],
});

export const updateInsurer = defineCommand<InsurerUpdate, Insurer>({
  name: 'insurers.update',
  scope: ({ id }) => insurerScope(id),
  send: async ({ id, etag, data }, ctx) =>
    ctx.api.put<Insurer>(apiPath(insurerApi.item, { id }), await withLogo(data, ctx), {
      headers: ifMatch(etag),
    }),
  describe: ({ data }) => `Alterar seguradora ${data.nome}`,
  editLink: ({ id }) => ({ to: insurerScreens.editarSeguradora.path, params: { id } }),
  invalidates: ({ id }) => [insurerKeys.lists(), insurerKeys.detail(id)],
});

const insurerName = (insurer: InsurerRef) => insurer.nome ?? 'seguradora';

export const createInsurerContact = defineCommand<NewInsurerContact, InsurerContact>({
  name: 'insurerContacts.create',
  scope: ({ insurer }) => insurerScope(insurer.id),
  send: ({ insurer, contact }, { api }) =>
    api.post<InsurerContact>(apiPath(insurerApi.contacts, { id: insurer.id }), contact),
  describe: ({ insurer, contact }) => `Criar contato ${contact.nome} da ${insurerName(insurer)}`,
  editLink: ({ insurer }) => ({ to: insurerScreens.editarSeguradora.path, params: { id: insurer.id } }),
  invalidates: ({ insurer }) => [insurerKeys.contacts(insurer.id)],
});

export const updateInsurerContact = defineCommand<InsurerContactUpdate, InsurerContact>({
  name: 'insurerContacts.update',
  scope: ({ insurer }) => insurerScope(insurer.id),
  send: ({ insurer, id, etag, data }, { api }) =>
    api.put<InsurerContact>(apiPath(insurerApi.contact, { id: insurer.id, contato: id }), data, {
      headers: ifMatch(etag),
    }),
  describe: ({ insurer, data }) => `Alterar contato ${data.nome} da ${insurerName(insurer)}`,
  editLink: ({ insurer }) => ({ to: insurerScreens.editarSeguradora.path, params: { id: insurer.id } }),
  invalidates: ({ insurer }) => [insurerKeys.contacts(insurer.id)],
});

export const insurerDraftKeys = {
  create: () => 'insurers.create',
  update: (id: string) => `insurers.update:${id}`,
  createContact: (insurerId: string) => `insurerContacts.create:${insurerId}`,
  updateContact: (contactId: string) => `insurerContacts.update:${contactId}`,
};
