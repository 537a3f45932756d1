import type { Court, CourtUnit } from '../../contract/judiciary';
import { dataTableColumnHelper } from '../../ui/data-table/columns';
import { StatusBadge } from '../../ui/status-badge';

const court = dataTableColumnHelper<Court>();

/** Column ids that match COURT_SORT are the ones the table lets the user sort by. */
export const courtColumns = court.columns([
  court.accessor('codigo', { header: 'Código' }),
  court.accessor('sigla', { header: 'Sigla' }),
  court.accessor('nome', { header: 'Nome' }),
  // The segment has its own filter: on a tablet the column gives its width to the name.
  court.accessor((row) => row.segmento.nome, {
    id: 'segmento',
    header: 'Segmento',
    meta: { className: 'hidden @3xl:table-cell' },
  }),
  court.accessor((row) => row.uf ?? '—', { id: 'uf', header: 'UF' }),
  court.accessor('ativo', { header: 'Situação', cell: (info) => <StatusBadge active={info.getValue()} /> }),
]);

const unit = dataTableColumnHelper<CourtUnit>();

export const courtUnitColumns = unit.columns([
  unit.accessor('codigo', { header: 'Código' }),
  unit.accessor('nome', { header: 'Nome' }),
  unit.accessor((row) => row.comarca ?? '—', { id: 'comarca', header: 'Comarca' }),
  unit.accessor('ativo', { header: 'Situação', cell: (info) => <StatusBadge active={info.getValue()} /> }),
]);
