import { createFileRoute } from '@tanstack/react-router';
import { AgroPolicyList } from '../../features/agro-quotations/components/agro-policy-list';
import type { ProposalListSearch } from '../../features/agro-quotations/search';
import { proposalListSearch } from '../../features/agro-quotations/search';
import { listRouteSearch } from '../../ui/data-table/list-search';
import { useListSearchChange } from '../../ui/data-table/use-list-search';

export const Route = createFileRoute('/_app/apolices-agro')({
  staticData: { page: 'apolicesAgro' },
  validateSearch: proposalListSearch,
  search: listRouteSearch(proposalListSearch),
  component: AgroPoliciesRoute,
});

function AgroPoliciesRoute() {
  const search = Route.useSearch();
  const onSearchChange = useListSearchChange<Partial<ProposalListSearch>>();
  return <AgroPolicyList search={search} onSearchChange={onSearchChange} />;
}
