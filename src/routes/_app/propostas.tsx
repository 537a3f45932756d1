import { createFileRoute } from '@tanstack/react-router';
import { ProposalList } from '../../features/agro-quotations/components/proposal-list';
import type { ProposalListSearch } from '../../features/agro-quotations/search';
import { proposalListSearch } from '../../features/agro-quotations/search';
import { listRouteSearch } from '../../ui/data-table/list-search';
import { useListSearchChange } from '../../ui/data-table/use-list-search';

export const Route = createFileRoute('/_app/propostas')({
  staticData: { page: 'propostas' },
  validateSearch: proposalListSearch,
  search: listRouteSearch(proposalListSearch),
  component: ProposalsRoute,
});

function ProposalsRoute() {
  const search = Route.useSearch();
  const onSearchChange = useListSearchChange<Partial<ProposalListSearch>>();
  return <ProposalList search={search} onSearchChange={onSearchChange} />;
}
