import type { Broker } from '../../contract/brokers';
import { displayCnpj, displayPhone } from '../../contract/documents';
import { dataTableColumnHelper } from '../../ui/data-table/columns';
import type { CsvColumn } from '../../ui/data-table/csv';
import { StatusBadge } from '../../ui/status-badge';

const broker = dataTableColumnHelper<Broker>();

/** Column ids that match BROKER_SORT are the ones the table lets the user sort by. */
export const brokerColumns = broker.columns([
  broker.accessor('razao_social', { header: 'Razão social' }),
  broker.accessor((row) => row.nome_fantasia ?? '—', {
    id: 'nome_fantasia',
    header: 'Nome fantasia',
    meta: { className: 'hidden @3xl:table-cell' },
  }),
  broker.accessor('cnpj', { header: 'CNPJ', cell: (info) => displayCnpj(info.getValue()) }),
  broker.accessor((row) => row.codigo_susep ?? '—', { id: 'codigo_susep', header: 'SUSEP' }),
  broker.accessor('ativo', {
    header: 'Situação',
    cell: (info) => <StatusBadge active={info.getValue()} feminine />,
  }),
]);

export const brokerCsvColumns: readonly CsvColumn<Broker>[] = [
  { header: 'Razão social', value: (b) => b.razao_social },
  { header: 'Nome fantasia', value: (b) => b.nome_fantasia },
  { header: 'CNPJ', value: (b) => displayCnpj(b.cnpj) },
  { header: 'Código SUSEP', value: (b) => b.codigo_susep },
  { header: 'E-mail', value: (b) => b.email },
  { header: 'Telefone', value: (b) => displayPhone(b.telefone) },
  { header: 'Contato', value: (b) => b.contato },
  { header: 'Ativa', value: (b) => b.ativo },
];
