import { createFileRoute } from '@tanstack/react-router';
import { EndorsementList } from '../../features/policies/components/endorsement-list';
import type { EndorsementListSearch } from '../../features/policies/search';
import { endorsementListSearch } from '../../features/policies/search';
import { listRouteSearch } from '../../ui/data-table/list-search';
import { useListSearchChange } from '../../ui/data-table/use-list-search';

export const Route = createFileRoute('/_app/endossos')({
  staticData: { page: 'endossos' },
  validateSearch: endorsementListSearch,
  search: listRouteSearch(endorsementListSearch),
  component: EndorsementsRoute,
});

function EndorsementsRoute() {
  const search = Route.useSearch();
  const onSearchChange = useListSearchChange<Partial<EndorsementListSearch>>();
  return <EndorsementList search={search} onSearchChange={onSearchChange} />;
}
