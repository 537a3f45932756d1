import { displayCnpj, displayPhone } from '../../contract/documents';
import type { InsurerContact, InsurerSummary } from '../../contract/insurers';
import { dataTableColumnHelper } from '../../ui/data-table/columns';
import type { CsvColumn } from '../../ui/data-table/csv';
import { StatusBadge } from '../../ui/status-badge';

function LogoThumbnail({ insurer }: { insurer: InsurerSummary }) {
  if (!insurer.logo) return <span className="inline-block size-10 rounded bg-slate-100" aria-hidden="true" />;
  return (
    <img
      src={insurer.logo.url}
      alt={`Logo da ${insurer.nome}`}
      className="size-10 rounded bg-white object-contain"
      loading="lazy"
    />
  );
}

const insurer = dataTableColumnHelper<InsurerSummary>();

/** Column ids that match INSURER_SORT are the ones the table lets the user sort by. */
export const insurerColumns = insurer.columns([
  insurer.display({
    id: 'logo',
    header: 'Logo',
    cell: (info) => <LogoThumbnail insurer={info.row.original} />,
  }),
  insurer.accessor('nome', { header: 'Nome' }),
  insurer.accessor('cnpj', { header: 'CNPJ', cell: (info) => displayCnpj(info.getValue()) }),
  insurer.accessor((row) => row.codigo_susep ?? '—', { id: 'codigo_susep', header: 'SUSEP' }),
  insurer.accessor('ativo', {
    header: 'Situação',
    cell: (info) => <StatusBadge active={info.getValue()} feminine />,
  }),
]);

export const insurerCsvColumns: readonly CsvColumn<InsurerSummary>[] = [
  { header: 'Nome', value: (i) => i.nome },
  { header: 'Razão social', value: (i) => i.razao_social },
  { header: 'CNPJ', value: (i) => displayCnpj(i.cnpj) },
  { header: 'Código SUSEP', value: (i) => i.codigo_susep },
  { header: 'Consulta de mercado', value: (i) => i.consulta_mercado },
  { header: 'Ativa', value: (i) => i.ativo },
];

const contact = dataTableColumnHelper<InsurerContact>();

export const contactColumns = contact.columns([
  contact.accessor('nome', { header: 'Nome' }),
  contact.accessor((row) => row.cargo ?? '—', { id: 'cargo', header: 'Cargo' }),
  contact.accessor((row) => row.email ?? '—', { id: 'email', header: 'E-mail' }),
  contact.accessor((row) => displayPhone(row.telefone) || '—', {
    id: 'telefone',
    header: 'Telefone',
    meta: { className: 'hidden @3xl:table-cell' },
  }),
  contact.accessor('ativo', { header: 'Situação', cell: (info) => <StatusBadge active={info.getValue()} /> }),
]);

export const contactCsvColumns: readonly CsvColumn<InsurerContact>[] = [
  { header: 'Nome', value: (c) => c.nome },
  { header: 'Cargo', value: (c) => c.cargo },
  { header: 'E-mail', value: (c) => c.email },
  { header: 'Telefone', value: (c) => displayPhone(c.telefone) },
  { header: 'Ativo', value: (c) => c.ativo },
];
