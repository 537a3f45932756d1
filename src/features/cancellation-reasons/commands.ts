import { ifMatch } from '../../api/if-match';
import type { CancellationReason } from '../../contract/cancellation-reasons';
import { apiPath } from '../../contract/manifest';
import { reasonApi, reasonScreens } from '../../contract/manifests/cancellation-reasons';
import { defineCommand } from '../../offline/commands';
import type { ReasonData } from './api';
import { reasonKeys } from './api';

export type NewReason = ReasonData & { id: string };

export interface ReasonUpdate {
  id: string;
  /** The ETag of the record the dialog showed: a change made meanwhile elsewhere is a 412. */
  etag: string | null;
  data: ReasonData;
}

const reasonScope = (id: string) => `cancellationReason:${id}`;

// The form is a dialog of the list: 'Editar' on the sync page opens the list, which opens the dialog
// for the item (?item=).
export const createReason = defineCommand<NewReason, CancellationReason>({
  name: 'cancellationReasons.create',
  scope: (reason) => reasonScope(reason.id),
  send: (reason, { api }) => api.post<CancellationReason>(reasonApi.list, reason),
  describe: (reason) => `Criar motivo de cancelamento ${reason.nome}`,
  editLink: () => ({ to: reasonScreens.motivosCancelamento.path }),
  invalidates: (reason) => [reasonKeys.lists(), reasonKeys.detail(reason.id)],
});

export const updateReason = defineCommand<ReasonUpdate, CancellationReason>({
  name: 'cancellationReasons.update',
  scope: (update) => reasonScope(update.id),
  send: (update, { api }) =>
    api.put<CancellationReason>(apiPath(reasonApi.item, { id: update.id }), update.data, {
      headers: ifMatch(update.etag),
    }),
  describe: (update) => `Alterar motivo de cancelamento ${update.data.nome}`,
  editLink: () => ({ to: reasonScreens.motivosCancelamento.path }),
  invalidates: (update) => [reasonKeys.lists(), reasonKeys.detail(update.id)],
});

export const reasonDraftKeys = {
  create: () => 'cancellationReasons.create',
  update: (id: string) => `cancellationReasons.update:${id}`,
};
