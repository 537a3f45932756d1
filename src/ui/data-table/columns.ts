import type { ColumnDef, RowData } from '@tanstack/react-table';
import {
  createColumnHelper,
  metaHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';

export interface DataTableColumnMeta {
  /**
   * Classes of the column's header and cells. A secondary column hides by the width of the table's
   * own region, not the window's (the sidebar takes 72 or 300 px of it): `hidden @3xl:table-cell`
   * shows it from a 768 px wide table up (Tailwind container queries; the region is the container).
   */
  className?: string;
}

/**
 * Only sorting and pagination state: the server sorts and pages (manual modes), so no client row
 * model is registered and the bundle stays small.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
});
export type DataTableFeatures = typeof dataTableFeatures;

export type DataTableColumns<TData extends RowData> = ReadonlyArray<ColumnDef<DataTableFeatures, TData>>;

/** Typed column helper of a DataTable: `const col = dataTableColumnHelper<Court>()`. */
export function dataTableColumnHelper<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}
