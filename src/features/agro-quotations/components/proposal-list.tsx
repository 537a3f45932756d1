import { useQuery } from '@tanstack/react-query';
import { policyScreens } from '../../../contract/screens/policies';
import { AGRO_QUOTATION_SORT } from '../../../contract/screens/agro-quotations';
import { DataTable } from '../../../ui/data-table/data-table';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import { Screen } from '../../../ui/screen';
import { agroProposalsQuery, fetchAllAgroProposals } from '../api';
import { proposalColumns, proposalCsvColumns } from '../columns';
import type { ProposalListSearch } from '../search';
import { AgroFilters } from './agro-filters';

export interface ProposalListProps {
  search: ProposalListSearch;
  onSearchChange: ListSearchChange<Partial<ProposalListSearch>>;
}

/** /propostas: the agro quotations that became proposals (GET listarpropostas), each linked to its page. */
export function ProposalList({ search, onSearchChange }: ProposalListProps) {
  const proposals = useQuery(agroProposalsQuery(search));
  return (
    <Screen title={policyScreens.propostas.title}>
      <DataTable
        label="Propostas"
        columns={proposalColumns}
        result={proposals.data}
        isFetching={proposals.isFetching}
        isError={proposals.isError}
        isPaused={proposals.fetchStatus === 'paused'}
        search={search}
        sortFields={AGRO_QUOTATION_SORT}
        onSearchChange={onSearchChange}
        getRowId={(row) => row.id}
        filterLabel="Buscar por produtor ou proposta"
        filterPlaceholder="Nome, CPF/CNPJ ou número da proposta"
        filters={
          <AgroFilters
            search={search}
            rows={proposals.data?.items}
            onChange={onSearchChange}
            withState={false}
          />
        }
        csv={{
          fileName: 'propostas',
          fetchAll: () => fetchAllAgroProposals(search),
          columns: proposalCsvColumns,
        }}
      />
    </Screen>
  );
}
