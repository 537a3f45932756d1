import { ifMatch } from '../../api/if-match';
import type { Court, CourtUnit } from '../../contract/judiciary';
import { apiPath } from '../../contract/manifest';
import { courtApi, courtScreens } from '../../contract/manifests/courts';
import { defineCommand } from '../../offline/commands';
import type { CourtData, CourtUnitData } from './api';
import { courtKeys } from './api';

/** A create carries a client-generated id, so a replayed create lands on the same row. */
export type NewCourt = CourtData & { id: string };

export interface CourtUpdate {
  id: string;
  /** The ETag of the record the form showed: a change made meanwhile elsewhere is a 412, not lost. */
  etag: string | null;
  data: CourtData;
}

/** The court a unit belongs to; its sigla names it on the sync page (unknown when not cached). */
export interface CourtRef {
  id: string;
  sigla: string | null;
}

const courtName = (court: CourtRef) => court.sigla ?? 'tribunal';

export interface NewCourtUnit {
  court: CourtRef;
  unit: CourtUnitData & { id: string };
}

export interface CourtUnitUpdate {
  court: CourtRef;
  id: string;
  etag: string | null;
  data: CourtUnitData;
}

/**
 * A court and its units share one scope: a unit created under a court that is itself still queued is
 * sent after it, and a refused court holds its units back.
 */
const courtScope = (courtId: string) => `court:${courtId}`;

// `ctx.api` is the outbox's client: silent (forms and the sync page show the outcome themselves) and
// with the item's `Idempotency-Key` on every write, so a replay never applies twice.
export const createCourt = defineCommand<NewCourt, Court>({
  name: 'courts.create',
  scope: (court) => courtScope(court.id),
  send: (court, { api }) => api.post<Court>(courtApi.list, court),
  describe: (court) => `Criar tribunal ${court.sigla} (${court.segmento}.${court.codigo_tr})`,
  editLink: () => ({ to: courtScreens.novoTribunal.path }),
  invalidates: (court) => [courtKeys.lists(), courtKeys.detail(court.id)],
});

export const updateCourt = defineCommand<CourtUpdate, Court>({
  name: 'courts.update',
  scope: (update) => courtScope(update.id),
  send: (update, { api }) =>
    api.put<Court>(apiPath(courtApi.item, { id: update.id }), update.data, { headers: ifMatch(update.etag) }),
  describe: (update) => `Alterar tribunal ${update.data.sigla}`,
  editLink: (update) => ({ to: courtScreens.editarTribunal.path, params: { tribunal: update.id } }),
  invalidates: (update) => [courtKeys.lists(), courtKeys.detail(update.id)],
});

export const createCourtUnit = defineCommand<NewCourtUnit, CourtUnit>({
  name: 'courtUnits.create',
  scope: ({ court }) => courtScope(court.id),
  send: ({ court, unit }, { api }) => api.post<CourtUnit>(apiPath(courtApi.units, { id: court.id }), unit),
  describe: ({ court, unit }) => `Criar vara ${unit.codigo} do ${courtName(court)}`,
  editLink: ({ court }) => ({ to: courtScreens.novaVara.path, params: { tribunal: court.id } }),
  invalidates: ({ court }) => [courtKeys.units(court.id)],
});

export const updateCourtUnit = defineCommand<CourtUnitUpdate, CourtUnit>({
  name: 'courtUnits.update',
  scope: ({ court }) => courtScope(court.id),
  send: ({ court, id, etag, data }, { api }) =>
    api.put<CourtUnit>(apiPath(courtApi.unit, { id: court.id, vara: id }), data, {
      headers: ifMatch(etag),
    }),
  describe: ({ court, data }) => `Alterar vara ${data.codigo} do ${courtName(court)}`,
  editLink: ({ court, id }) => ({
    to: courtScreens.editarVara.path,
    params: { tribunal: court.id, vara: id },
  }),
  invalidates: ({ court }) => [courtKeys.units(court.id)],
});

/** The draft keys of the courts forms (one per form and record). */
export const courtDraftKeys = {
  create: () => 'courts.create',
  update: (courtId: string) => `courts.update:${courtId}`,
  createUnit: (courtId: string) => `courtUnits.create:${courtId}`,
  updateUnit: (unitId: string) => `courtUnits.update:${unitId}`,
};
