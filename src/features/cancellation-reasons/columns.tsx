import type { CancellationReason } from '../../contract/cancellation-reasons';
import { dataTableColumnHelper } from '../../ui/data-table/columns';
import type { CsvColumn } from '../../ui/data-table/csv';
import { StatusBadge } from '../../ui/status-badge';

const modalityNames = (reason: CancellationReason) => reason.modalidades.map((m) => m.nome).join(', ');

const reason = dataTableColumnHelper<CancellationReason>();

export const reasonColumns = reason.columns([
  reason.accessor('nome', { header: 'Nome' }),
  reason.accessor((row) => modalityNames(row) || '—', { id: 'modalidades', header: 'Modalidades' }),
  reason.accessor('ativo', { header: 'Situação', cell: (info) => <StatusBadge active={info.getValue()} /> }),
]);

export const reasonCsvColumns: readonly CsvColumn<CancellationReason>[] = [
  { header: 'Nome', value: (r) => r.nome },
  { header: 'Modalidades', value: modalityNames },
  { header: 'Ativo', value: (r) => r.ativo },
];
