import { createFileRoute } from '@tanstack/react-router';
import { FollowUpList } from '../../features/credit-limits/components/follow-up-list';
import type { FollowUpSearch } from '../../features/credit-limits/search';
import { followUpSearch } from '../../features/credit-limits/search';
import { listRouteSearch } from '../../ui/data-table/list-search';
import { useListSearchChange } from '../../ui/data-table/use-list-search';

export const Route = createFileRoute('/_app/acompanhar-seguradoras')({
  staticData: { page: 'acompanharSeguradoras' },
  validateSearch: followUpSearch,
  search: listRouteSearch(followUpSearch),
  component: FollowUpRoute,
});

function FollowUpRoute() {
  const search = Route.useSearch();
  const onSearchChange = useListSearchChange<Partial<FollowUpSearch>>();
  return <FollowUpList search={search} onSearchChange={onSearchChange} />;
}
