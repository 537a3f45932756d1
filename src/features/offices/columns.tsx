import type { Office } from '../../contract/offices';
import { displayCnpj, displayPhone } from '../../contract/documents';
import { dataTableColumnHelper } from '../../ui/data-table/columns';
import type { CsvColumn } from '../../ui/data-table/csv';
import { StatusBadge } from '../../ui/status-badge';

const office = dataTableColumnHelper<Office>();

/** Column ids that match OFFICE_SORT are the ones the table lets the user sort by. */
export const officeColumns = office.columns([
  office.accessor('nome', { header: 'Nome' }),
  office.accessor((row) => (row.cnpj ? displayCnpj(row.cnpj) : '—'), {
    id: 'cnpj',
    header: 'CNPJ',
    meta: { className: 'hidden @3xl:table-cell whitespace-nowrap' },
  }),
  office.accessor((row) => row.cidade ?? '—', { id: 'cidade', header: 'Cidade' }),
  office.accessor((row) => row.uf ?? '—', { id: 'uf', header: 'UF' }),
  office.accessor('ativo', { header: 'Situação', cell: (info) => <StatusBadge active={info.getValue()} /> }),
]);

/** The columns of the CSV export: every field, formatted as on screen. */
export const officeCsvColumns: readonly CsvColumn<Office>[] = [
  { header: 'Nome', value: (o) => o.nome },
  { header: 'CNPJ', value: (o) => (o.cnpj ? displayCnpj(o.cnpj) : null) },
  { header: 'E-mail', value: (o) => o.email },
  { header: 'Telefone', value: (o) => displayPhone(o.telefone) },
  { header: 'Cidade', value: (o) => o.cidade },
  { header: 'UF', value: (o) => o.uf },
  { header: 'Ativo', value: (o) => o.ativo },
];
