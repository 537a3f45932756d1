import { useQuery } from '@tanstack/react-query';
import type { AgroQuotationRow } from '../../../contract/agro-quotations';
import { AGRO_QUOTATION_SORT } from '../../../contract/screens/agro-quotations';
import { policyScreens } from '../../../contract/screens/policies';
import { fetchAllRows } from '../../../api/all-rows';
import { agroQuotationApi } from '../../../contract/agro-quotations-api';
import { DataTable } from '../../../ui/data-table/data-table';
import { dataTableColumnHelper } from '../../../ui/data-table/columns';
import type { DataTableColumns } from '../../../ui/data-table/columns';
import type { CsvColumn } from '../../../ui/data-table/csv';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import { Screen } from '../../../ui/screen';
import { agroPoliciesQuery } from '../api';
import { agroCsvColumns, proposalColumns } from '../columns';
import type { ProposalListSearch } from '../search';
import { AgroFilters } from './agro-filters';

const col = dataTableColumnHelper<AgroQuotationRow>();

/** The policy number first, then the proposal's columns (without their policy column). */
const agroPolicyColumns: DataTableColumns<AgroQuotationRow> = [
  ...col.columns([
    col.accessor((row) => row.numero_apolice ?? '—', {
      id: 'apolice',
      header: 'Apólice',
      meta: { className: 'whitespace-nowrap tabular-nums font-medium' },
    }),
  ]),
  ...proposalColumns.filter((c) => c.id !== 'apolice'),
];

const agroPolicyCsvColumns: readonly CsvColumn<AgroQuotationRow>[] = [
  { header: 'Apólice', value: (q) => q.numero_apolice ?? '' },
  ...agroCsvColumns.filter((c) => c.header !== 'Apólice'),
];

export interface AgroPolicyListProps {
  search: ProposalListSearch;
  onSearchChange: ListSearchChange<Partial<ProposalListSearch>>;
}

/** /apolices-agro: the agro quotations whose policy was issued (GET listarapolices), paged, filters in the URL. */
export function AgroPolicyList({ search, onSearchChange }: AgroPolicyListProps) {
  const policies = useQuery(agroPoliciesQuery(search));
  return (
    <Screen title={policyScreens.apolicesAgro.title}>
      <DataTable
        label="Apólices agro"
        columns={agroPolicyColumns}
        result={policies.data}
        isFetching={policies.isFetching}
        isError={policies.isError}
        isPaused={policies.fetchStatus === 'paused'}
        search={search}
        sortFields={AGRO_QUOTATION_SORT}
        onSearchChange={onSearchChange}
        getRowId={(row) => row.id}
        filterLabel="Buscar por produtor ou apólice"
        filterPlaceholder="Nome, CPF/CNPJ ou número"
        filters={
          <AgroFilters
            search={search}
            rows={policies.data?.items}
            onChange={onSearchChange}
            withState={false}
          />
        }
        csv={{
          fileName: 'apolices-agro',
          fetchAll: () => fetchAllRows<AgroQuotationRow>(agroQuotationApi.policies, search),
          columns: agroPolicyCsvColumns,
        }}
      />
    </Screen>
  );
}
