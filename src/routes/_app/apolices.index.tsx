import { createFileRoute } from '@tanstack/react-router';
import { PolicyList } from '../../features/policies/components/policy-list';
import type { PolicyListSearch } from '../../features/policies/search';
import { policyListSearch } from '../../features/policies/search';
import { listRouteSearch } from '../../ui/data-table/list-search';
import { useListSearchChange } from '../../ui/data-table/use-list-search';

export const Route = createFileRoute('/_app/apolices/')({
  staticData: { page: 'apolices' },
  validateSearch: policyListSearch,
  search: listRouteSearch(policyListSearch),
  component: PoliciesRoute,
});

function PoliciesRoute() {
  const search = Route.useSearch();
  const onSearchChange = useListSearchChange<Partial<PolicyListSearch>>();
  return <PolicyList search={search} onSearchChange={onSearchChange} />;
}
