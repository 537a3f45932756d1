import * as v from 'valibot';
import { MODALITY_SORT, SUB_MODALITY_SORT } from '../../contract/modalities';
import { listSearchEntries } from '../../ui/data-table/list-search';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 'novo' or a record id: which dialog is open, kept in the URL so a reload or a link reopens it. */
const dialogParam = v.fallback(
  v.optional(v.union([v.literal('novo'), v.pipe(v.string(), v.regex(UUID))])),
  undefined,
);
/** The outbox item 'Editar' on /sincronizacao opened the dialog for. */
const itemParam = v.fallback(v.optional(v.pipe(v.string(), v.regex(UUID))), undefined);
const situation = v.fallback(v.optional(v.picklist(['true', 'false'])), undefined);

export const modalityListSearch = v.object({
  ...listSearchEntries(MODALITY_SORT),
  ativo: situation,
  editar: dialogParam,
  item: itemParam,
});
export type ModalityListSearch = v.InferOutput<typeof modalityListSearch>;

export const subModalityListSearch = v.object({
  ...listSearchEntries(SUB_MODALITY_SORT),
  ativo: situation,
  editar: dialogParam,
  item: itemParam,
});
export type SubModalityListSearch = v.InferOutput<typeof subModalityListSearch>;

/** The list query sent to the API: the dialog params stay on the client. */
export function listQueryOf<T extends { editar?: unknown; item?: unknown }>(search: T) {
  const { editar: _editar, item: _item, ...query } = search;
  return query;
}
