import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { policyScreens } from '../../../contract/manifests/policies';
import type { RenewalItem, RenewalWindow } from '../../../contract/policy-renewals';
import { RENEWAL_WINDOWS } from '../../../contract/policy-renewals';
import { quotationScreens } from '../../../contract/screens/quotations';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { useAllowed } from '../../../session/allowed';
import { DataTable } from '../../../ui/data-table/data-table';
import { dataTableColumnHelper } from '../../../ui/data-table/columns';
import { RowActionLink } from '../../../ui/data-table/row-action-link';
import { FormField } from '../../../ui/form-field';
import { SelectInput } from '../../../ui/select-input';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import { renewalsQuery } from '../renewal-api';
import type { PolicyListSearch } from '../search';

const row = dataTableColumnHelper<RenewalItem>();

const daysLeft = (n: number) => (n === 0 ? 'vence hoje' : n === 1 ? 'em 1 dia' : `em ${n} dias`);

const renewalColumns = row.columns([
  row.accessor('numero', {
    header: 'Número',
    cell: (info) => (
      <span>
        <Link
          to={policyScreens.detalhesApolice.path}
          params={{ id: info.row.original.id }}
          className="font-medium text-sky-800 underline underline-offset-2"
        >
          {info.getValue()}
        </Link>
        {info.row.original.judicial && (
          <span className="mt-1 block w-fit rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            Judicial
          </span>
        )}
      </span>
    ),
  }),
  row.accessor((r) => r.tomador.nome_fantasia, {
    id: 'tomador',
    header: 'Tomador',
    cell: (info) => (
      <span>
        {info.getValue()}
        <span className="block text-sm text-slate-600">{info.row.original.submodalidade.nome}</span>
      </span>
    ),
  }),
  row.accessor((r) => r.seguradora.nome, { id: 'seguradora', header: 'Seguradora' }),
  row.accessor((r) => formatMoney(r.importancia_atual), {
    id: 'importancia',
    header: 'Importância segurada',
    meta: { className: 'whitespace-nowrap text-right' },
  }),
  row.accessor('vigencia_fim_atual', {
    header: 'Fim da vigência',
    cell: (info) => (
      <span className="whitespace-nowrap">
        {formatDate(info.getValue())}
        <span className="block text-sm text-slate-600">{daysLeft(info.row.original.dias_restantes)}</span>
      </span>
    ),
  }),
  row.display({
    id: 'limites',
    header: 'Limite disponível por seguradora',
    cell: (info) => {
      const limits = info.row.original.limites;
      if (limits.length === 0) return <span className="text-sm text-slate-600">Sem limite aprovado</span>;
      return (
        <ul className="text-sm">
          {limits.map((l) => (
            <li key={l.seguradora.id} className="whitespace-nowrap">
              {l.seguradora.nome}:{' '}
              <span className={l.disponivel > 0 ? 'font-medium' : 'font-medium text-red-700'}>
                {formatMoney(l.disponivel)}
              </span>
            </li>
          ))}
        </ul>
      );
    },
  }),
]);

export interface RenewalRadarProps {
  search: PolicyListSearch & { vencendo: RenewalWindow };
  onSearchChange: ListSearchChange<Partial<PolicyListSearch>>;
}

const WINDOW_OPTIONS = RENEWAL_WINDOWS.map((d) => ({ id: String(d), nome: `Próximos ${d} dias` }));

/**
 * The 'Vencendo' view of /apolices: policies whose current term ends within the chosen window, judicial
 * ones first, each with the group's available limit per insurer and 'Renovar' (a new quotation
 * pre-filled from the policy).
 */
export function RenewalRadar({ search, onSearchChange }: RenewalRadarProps) {
  const renewals = useQuery(
    renewalsQuery({ dias: search.vencendo, page: search.page, page_size: search.page_size }),
  );
  const canQuote = useAllowed(quotationScreens.novaCotacao);
  return (
    <DataTable
      label="Apólices vencendo"
      columns={renewalColumns}
      result={renewals.data}
      isFetching={renewals.isFetching}
      isError={renewals.isError}
      search={search}
      sortFields={[]}
      textFilter={false}
      onSearchChange={onSearchChange}
      getRowId={(p) => p.id}
      filters={
        <div className="grid w-full grid-cols-1 items-start gap-3 sm:grid-cols-2">
          <FormField label="Vencendo nos">
            <SelectInput
              value={String(search.vencendo)}
              onChange={(e) =>
                onSearchChange({ vencendo: Number(e.currentTarget.value) as RenewalWindow, page: 1 })
              }
            >
              {WINDOW_OPTIONS.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.nome}
                </option>
              ))}
            </SelectInput>
          </FormField>
        </div>
      }
      rowActions={
        canQuote
          ? (p) => (
              <RowActionLink
                to={quotationScreens.novaCotacao.path}
                search={{ apolice: p.id }}
                aria-label={`Renovar a apólice ${p.numero}`}
              >
                Renovar
              </RowActionLink>
            )
          : undefined
      }
    />
  );
}
