import { ifMatch } from '../../api/if-match';
import { apiPath } from '../../contract/manifest';
import { officeApi, officeScreens } from '../../contract/manifests/offices';
import type { Office } from '../../contract/offices';
import { defineCommand } from '../../offline/commands';
import type { OfficeData } from './api';
import { officeKeys } from './api';

/** A create carries a client-generated id, so a replayed create lands on the same row. */
export type NewOffice = OfficeData & { id: string };

export interface OfficeUpdate {
  id: string;
  /** The ETag of the record the form showed: a change made meanwhile elsewhere is a 412, not lost. */
  etag: string | null;
  data: OfficeData;
}

/** An office's create and its later edits go out in order. */
const officeScope = (id: string) => `office:${id}`;

export const createOffice = defineCommand<NewOffice, Office>({
  name: 'offices.create',
  scope: (office) => officeScope(office.id),
  send: (office, { api }) => api.post<Office>(officeApi.list, office),
  describe: (office) => `Criar escritório ${office.nome}`,
  editLink: () => ({ to: officeScreens.novoEscritorio.path }),
  invalidates: (office) => [officeKeys.lists(), officeKeys.detail(office.id)],
});

export const updateOffice = defineCommand<OfficeUpdate, Office>({
  name: 'offices.update',
  scope: (update) => officeScope(update.id),
  send: (update, { api }) =>
    api.put<Office>(apiPath(officeApi.item, { id: update.id }), update.data, {
      headers: ifMatch(update.etag),
    }),
  describe: (update) => `Alterar escritório ${update.data.nome}`,
  editLink: (update) => ({ to: officeScreens.editarEscritorio.path, params: { id: update.id } }),
  invalidates: (update) => [officeKeys.lists(), officeKeys.detail(update.id)],
});

/** The draft keys of the offices forms (one per form and record). */
export const officeDraftKeys = {
  create: () => 'offices.create',
  update: (id: string) => `offices.update:${id}`,
};
