import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { displayCnpj } from '../../contract/documents';
import type { WalletGroup } from '../../contract/economic-groups';
import { economicGroupScreens } from '../../contract/manifests/economic-groups';
import { dataTableColumnHelper } from '../../ui/data-table/columns';
import type { CsvColumn } from '../../ui/data-table/csv';
import { checkboxClasses } from '../../ui/styles';
import type { PageSelectionState, WalletSelection } from './selection';

const group = dataTableColumnHelper<WalletGroup>();

function PageCheckbox({ state, onToggle }: { state: PageSelectionState; onToggle: () => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <label className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
      <input
        ref={ref}
        type="checkbox"
        className={checkboxClasses}
        checked={state === 'all'}
        onChange={onToggle}
        aria-label="Selecionar os grupos desta página"
      />
    </label>
  );
}

export interface WalletColumnsOptions {
  /** Absent: the wallet is read-only (no transfer for this user), no checkboxes. */
  selection?: {
    chosen: WalletSelection;
    pageState: PageSelectionState;
    onToggle: (id: string) => void;
    onTogglePage: () => void;
  };
  /** The razão social links to the group's page (visualizar_grupo_economico). */
  linkGroups: boolean;
}

/** The wallet table's columns; ids that match WALLET_SORT are the sortable ones. */
export function walletColumns({ selection, linkGroups }: WalletColumnsOptions) {
  const select = selection
    ? [
        group.display({
          id: 'selecionar',
          header: () => <PageCheckbox state={selection.pageState} onToggle={selection.onTogglePage} />,
          cell: (info) => (
            <label className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
              <input
                type="checkbox"
                className={checkboxClasses}
                checked={selection.chosen.has(info.row.original.id)}
                onChange={() => selection.onToggle(info.row.original.id)}
                aria-label={`Selecionar ${info.row.original.razao_social}`}
              />
            </label>
          ),
          meta: { className: 'w-12' },
        }),
      ]
    : [];
  return group.columns([
    ...select,
    group.accessor('razao_social', {
      header: 'Razão social',
      cell: (info) =>
        linkGroups ? (
          <Link
            to={economicGroupScreens.grupo.path}
            params={{ groupId: info.row.original.id }}
            className="font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          >
            {info.getValue()}
          </Link>
        ) : (
          info.getValue()
        ),
    }),
    group.accessor((row) => row.nome_fantasia ?? '—', {
      id: 'nome_fantasia',
      header: 'Nome fantasia',
      meta: { className: 'hidden @3xl:table-cell' },
    }),
    group.accessor((row) => displayCnpj(row.cnpj), {
      id: 'cnpj',
      header: 'CNPJ',
      meta: { className: 'whitespace-nowrap tabular-nums' },
    }),
    group.accessor((row) => row.status.nome, { id: 'situacao', header: 'Situação' }),
    group.accessor((row) => row.escritorio?.nome ?? '—', {
      id: 'escritorio',
      header: 'Escritório',
      meta: { className: 'hidden @4xl:table-cell' },
    }),
    group.accessor('total_empresas', {
      header: 'Empresas',
      meta: { className: 'text-right tabular-nums' },
    }),
  ]);
}

/** The CSV export of a wallet: the columns on screen. */
export const walletCsvColumns: readonly CsvColumn<WalletGroup>[] = [
  { header: 'Razão social', value: (g) => g.razao_social },
  { header: 'Nome fantasia', value: (g) => g.nome_fantasia },
  { header: 'CNPJ', value: (g) => displayCnpj(g.cnpj) },
  { header: 'Situação', value: (g) => g.status.nome },
  { header: 'Escritório', value: (g) => g.escritorio?.nome },
  { header: 'Empresas', value: (g) => g.total_empresas },
];
