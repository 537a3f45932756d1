import { ifMatch } from '../../api/if-match';
import type { UploadedFile } from '../../contract/files';
import type { Company, EconomicGroup } from '../../contract/economic-groups';
import { apiPath } from '../../contract/manifest';
import { fileApi } from '../../contract/manifests/files';
import { economicGroupApi, economicGroupScreens } from '../../contract/manifests/economic-groups';
import { defineCommand } from '../../offline/commands';
import type { SendContext } from '../../offline/types';
import { groupKeys } from './api';
import type { NewCompanyFormData, NewGroupFormData } from './form-schema';
import { toCompanyWire, toGroupWire } from './form-schema';

export interface NewGroup {
  /** Client-generated: a replayed create lands on the same group. */
  id: string;
  data: NewGroupFormData;
}

export interface GroupUpdate {
  id: string;
  /** The ETag of the record the form showed: a change made meanwhile elsewhere is a 412, not lost. */
  etag: string | null;
  /** The form's data; its CNPJ is the group's own, never sent (it cannot change). */
  data: NewGroupFormData;
}

/** The group a company command belongs to, with what the sync page calls it. */
export interface GroupRef {
  id: string;
  nome: string;
}

export interface NewCompany {
  group: GroupRef;
  /** Client-generated. */
  id: string;
  /** A filial (true) or a tomador (false). */
  subsidiaria: boolean;
  data: NewCompanyFormData;
}

export interface CompanyUpdate {
  group: GroupRef;
  id: string;
  etag: string | null;
  data: NewCompanyFormData;
}

/** The star of the current user on a borrower or subsidiary. */
export interface FavouriteChange {
  group: GroupRef;
  company: { id: string; nome: string };
  favorito: boolean;
}

/**
 * A group, its companies and their stars share a scope: a company of a queued group is sent after the
 * group, a star after the company, and two taps on a star arrive in the order they were made.
 */
const groupScope = (id: string) => `group:${id}`;

/** Uploads the files stored with the item (new balance sheets and documents): file name -> new id. */
async function uploadFiles({ api, files }: SendContext): Promise<Record<string, string>> {
  const uploaded: Record<string, string> = {};
  for (const [name, file] of Object.entries(files))
    uploaded[name] = (await api.upload<UploadedFile>(fileApi.upload, file)).id;
  return uploaded;
}

const groupName = (data: { nome_fantasia: string | null; razao_social: string }) =>
  data.nome_fantasia ?? data.razao_social;

export const createGroup = defineCommand<NewGroup, EconomicGroup>({
  name: 'economicGroups.create',
  scope: ({ id }) => groupScope(id),
  send: async ({ id, data }, ctx) =>
    ctx.api.post<EconomicGroup>(economicGroupApi.list, {
      id,
      cnpj: data.cnpj,
      ...toGroupWire(data, await uploadFiles(ctx)),
    }),
  describe: ({ data }) => `Criar grupo econômico ${groupName(data)}`,
  editLink: () => ({ to: economicGroupScreens.novoGrupoEconomico.path }),
  invalidates: ({ id }) => [groupKeys.lists(), groupKeys.detail(id)],
  // The wallet lists the groups of their responsible users; the office suggest filtered by groups.
  touches: ['wallet', 'offices'],
});

export const updateGroup = defineCommand<GroupUpdate, EconomicGroup>({
  name: 'economicGroups.update',
  scope: ({ id }) => groupScope(id),
  send: async ({ id, etag, data }, ctx) =>
    ctx.api.put<EconomicGroup>(
      apiPath(economicGroupApi.item, { id }),
      toGroupWire(data, await uploadFiles(ctx)),
      {
        headers: ifMatch(etag),
      },
    ),
  describe: ({ data }) => `Alterar grupo econômico ${groupName(data)}`,
  editLink: ({ id }) => ({ to: economicGroupScreens.grupo.path, params: { groupId: id } }),
  // The head company follows the group's data.
  invalidates: ({ id }) => [groupKeys.lists(), groupKeys.detail(id), groupKeys.companies(id)],
  // The office suggest filtered by groups follows the group's office.
  touches: ['wallet', 'companies', 'offices'],
});

const kindOf = (subsidiaria: boolean) => (subsidiaria ? 'filial' : 'tomador');

export const createCompany = defineCommand<NewCompany, Company>({
  name: 'companies.create',
  scope: ({ group }) => groupScope(group.id),
  send: ({ group, id, subsidiaria, data }, { api }) =>
    api.post<Company>(apiPath(economicGroupApi.companies, { id: group.id }), {
      id,
      subsidiaria,
      ...toCompanyWire(data),
      cnpj: data.cnpj,
    }),
  describe: ({ group, subsidiaria, data }) =>
    `Criar ${kindOf(subsidiaria)} ${groupName(data)} do grupo ${group.nome}`,
  editLink: ({ group, subsidiaria }) => ({
    to: subsidiaria ? economicGroupScreens.novaFilial.path : economicGroupScreens.novoTomador.path,
    params: { groupId: group.id },
  }),
  invalidates: ({ group }) => [groupKeys.lists(), groupKeys.detail(group.id), groupKeys.companies(group.id)],
  touches: ['economicGroups'],
});

export const updateCompany = defineCommand<CompanyUpdate, Company>({
  name: 'companies.update',
  scope: ({ group }) => groupScope(group.id),
  send: ({ group, id, etag, data }, { api }) =>
    api.put<Company>(
      apiPath(economicGroupApi.company, { id: group.id, companyId: id }),
      toCompanyWire(data),
      {
        headers: ifMatch(etag),
      },
    ),
  describe: ({ group, data }) => `Alterar empresa ${groupName(data)} do grupo ${group.nome}`,
  editLink: ({ group, id }) => ({
    to: economicGroupScreens.empresa.path,
    params: { groupId: group.id, companyId: id },
  }),
  // The head company's data is the group's.
  invalidates: ({ group }) => [groupKeys.lists(), groupKeys.detail(group.id), groupKeys.companies(group.id)],
  touches: ['economicGroups'],
});

/** PUT tomadores/{taker}/favoritar or desfavoritar: idempotent, so a replay changes nothing. */
export const setFavourite = defineCommand<FavouriteChange, unknown>({
  name: 'companies.favourite',
  scope: ({ group }) => groupScope(group.id),
  send: ({ company, favorito }, { api }) =>
    api.put<unknown>(
      apiPath(favorito ? economicGroupApi.favourite : economicGroupApi.unfavourite, { taker: company.id }),
    ),
  describe: ({ company, favorito }) => `${favorito ? 'Favoritar' : 'Desfavoritar'} ${company.nome}`,
  // The group list's star ('favorito') and the 'Somente favoritos' filter follow the companies' stars.
  invalidates: ({ group }) => [groupKeys.lists(), groupKeys.companies(group.id)],
  touches: ['economicGroups'],
});

/** The draft keys of the forms (one per form and record). */
export const groupDraftKeys = {
  create: () => 'economicGroups.create',
  update: (id: string) => `economicGroups.update:${id}`,
  createCompany: (groupId: string, subsidiaria: boolean) =>
    `companies.create:${groupId}:${kindOf(subsidiaria)}`,
  updateCompany: (companyId: string) => `companies.update:${companyId}`,
};
