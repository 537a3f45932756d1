import { Star } from 'lucide-react';
import { displayCnpj } from '../../contract/documents';
import type { Company, EconomicGroupRow } from '../../contract/economic-groups';
import { dataTableColumnHelper } from '../../ui/data-table/columns';
import type { CsvColumn } from '../../ui/data-table/csv';
import { StatusBadge } from '../../ui/status-badge';

const group = dataTableColumnHelper<EconomicGroupRow>();

const place = (row: { cidade: string | null; uf: string | null }) =>
  [row.cidade, row.uf].filter(Boolean).join('/') || '—';

/** Column ids that match GROUP_SORT are the ones the table lets the user sort by. */
export const groupColumns = group.columns([
  group.accessor('razao_social', {
    header: 'Razão social',
    cell: (info) => (
      <span className="inline-flex items-center gap-1.5">
        {info.row.original.favorito && (
          <Star
            role="img"
            aria-label="Tem favoritos"
            className="size-4 shrink-0 fill-current text-amber-500"
          />
        )}
        {info.getValue()}
      </span>
    ),
  }),
  group.accessor((row) => row.nome_fantasia ?? '—', {
    id: 'nome_fantasia',
    header: 'Nome fantasia',
    meta: { className: 'hidden @2xl:table-cell' },
  }),
  group.accessor((row) => displayCnpj(row.cnpj), {
    id: 'cnpj',
    header: 'CNPJ',
    meta: { className: 'whitespace-nowrap tabular-nums' },
  }),
  group.accessor((row) => row.status.nome, { id: 'situacao', header: 'Situação' }),
  group.accessor((row) => row.responsavel?.nome ?? '—', {
    id: 'responsavel',
    header: 'Responsável',
    meta: { className: 'hidden @3xl:table-cell' },
  }),
  group.accessor((row) => row.escritorio?.nome ?? '—', {
    id: 'escritorio',
    header: 'Escritório',
    meta: { className: 'hidden @4xl:table-cell' },
  }),
  group.accessor(place, { id: 'cidade', header: 'Cidade/UF', meta: { className: 'hidden @5xl:table-cell' } }),
]);

/** The CSV export of the group list: the columns on screen, and whether it is active. */
export const groupCsvColumns: readonly CsvColumn<EconomicGroupRow>[] = [
  { header: 'Razão social', value: (g) => g.razao_social },
  { header: 'Nome fantasia', value: (g) => g.nome_fantasia },
  { header: 'CNPJ', value: (g) => displayCnpj(g.cnpj) },
  { header: 'Situação', value: (g) => g.status.nome },
  { header: 'Responsável', value: (g) => g.responsavel?.nome },
  { header: 'Escritório', value: (g) => g.escritorio?.nome },
  { header: 'Cidade', value: (g) => g.cidade },
  { header: 'UF', value: (g) => g.uf },
  { header: 'Ativo', value: (g) => g.ativo },
  { header: 'Favorito', value: (g) => g.favorito },
];

const company = dataTableColumnHelper<Company>();

/** The borrowers and subsidiaries of a group (the star and the links are the row's actions). */
export const companyColumns = company.columns([
  company.accessor('razao_social', {
    header: 'Razão social',
    cell: (info) => (
      <span className="inline-flex flex-wrap items-center gap-1.5">
        {info.getValue()}
        {info.row.original.principal && (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
            Principal
          </span>
        )}
      </span>
    ),
  }),
  company.accessor((row) => row.nome_fantasia ?? '—', {
    id: 'nome_fantasia',
    header: 'Nome fantasia',
    meta: { className: 'hidden @2xl:table-cell' },
  }),
  company.accessor((row) => displayCnpj(row.cnpj), {
    id: 'cnpj',
    header: 'CNPJ',
    meta: { className: 'whitespace-nowrap tabular-nums' },
  }),
  company.accessor((row) => (row.subsidiaria ? 'Filial' : 'Tomador'), { id: 'tipo', header: 'Tipo' }),
  company.accessor((row) => place(row.endereco), {
    id: 'cidade',
    header: 'Cidade/UF',
    meta: { className: 'hidden @3xl:table-cell' },
  }),
  company.accessor('ativo', { header: 'Situação', cell: (info) => <StatusBadge active={info.getValue()} /> }),
]);
