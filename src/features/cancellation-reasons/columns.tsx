import type { CancellationReason } from '../../contract/cancellation-reasons';
import { dataTableColumnHelper } from '../../ui/data-table/columns';
import type { CsvColumn } from '../../ui/data-table/csv';

const modalityNames = (reason: CancellationReason) => reason.modalidades.map((m) => m.nome).join(', ');

function StatusBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${active ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-200 text-slate-700'}`}
    >
      {active ? 'Ativo' : 'Inativo'}
    </span>
  );
}

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
