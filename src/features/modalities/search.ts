import { MODALITY_SORT, SUB_MODALITY_SORT } from '../../contract/screens/modalities';
import { listSearchEntries } from '../../ui/data-table/list-search';
import type { SearchField, SearchOutput } from '../../ui/data-table/search-schema';
import { param, searchSchema } from '../../ui/data-table/search-schema';

/** 'novo' or a record id: which dialog is open, kept in the URL so a reload or a link reopens it. */
const dialogParam: SearchField<string | undefined> = {
  parse: (raw) => (raw === 'novo' ? raw : param.uuid().parse(raw)),
};
/** The outbox item 'Editar' on /sincronizacao opened the dialog for. */
const itemParam = param.uuid();
const situation = param.oneOf(['true', 'false'] as const);

export const modalityListSearch = searchSchema({
  ...listSearchEntries(MODALITY_SORT),
  ativo: situation,
  editar: dialogParam,
  item: itemParam,
});
export type ModalityListSearch = SearchOutput<typeof modalityListSearch>;

export const subModalityListSearch = searchSchema({
  ...listSearchEntries(SUB_MODALITY_SORT),
  ativo: situation,
  editar: dialogParam,
  item: itemParam,
});
export type SubModalityListSearch = SearchOutput<typeof subModalityListSearch>;

/** The list query sent to the API: the dialog params stay on the client. */
export function listQueryOf<T extends { editar?: unknown; item?: unknown }>(search: T) {
  const { editar: _editar, item: _item, ...query } = search;
  return query;
}
