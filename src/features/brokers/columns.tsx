import type { Broker } from '../../contract/brokers';
import { displayCnpj } from '../../contract/documents';
import { dataTableColumnHelper } from '../../ui/data-table/columns';
import type { CsvColumn } from '../../ui/data-table/csv';

function StatusBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${active ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-200 text-slate-700'}`}
    >
      {active ? 'Ativa' : 'Inativa'}
    </span>
  );
}

const broker = dataTableColumnHelper<Broker>();

/** Column ids that match BROKER_SORT are the ones the table lets the user sort by. */
export const brokerColumns = broker.columns([
  broker.accessor('razao_social', { header: 'Razão social' }),
  broker.accessor((row) => row.nome_fantasia ?? '—', {
    id: 'nome_fantasia',
    header: 'Nome fantasia',
    meta: { className: 'hidden lg:table-cell' },
  }),
  broker.accessor('cnpj', { header: 'CNPJ', cell: (info) => displayCnpj(info.getValue()) }),
  broker.accessor((row) => row.codigo_susep ?? '—', { id: 'codigo_susep', header: 'SUSEP' }),
  broker.accessor('ativo', { header: 'Situação', cell: (info) => <StatusBadge active={info.getValue()} /> }),
]);

export const brokerCsvColumns: readonly CsvColumn<Broker>[] = [
  { header: 'Razão social', value: (b) => b.razao_social },
  { header: 'Nome fantasia', value: (b) => b.nome_fantasia },
  { header: 'CNPJ', value: (b) => displayCnpj(b.cnpj) },
  { header: 'Código SUSEP', value: (b) => b.codigo_susep },
  { header: 'E-mail', value: (b) => b.email },
  { header: 'Telefone', value: (b) => b.telefone },
  { header: 'Contato', value: (b) => b.contato },
  { header: 'Ativa', value: (b) => b.ativo },
];
