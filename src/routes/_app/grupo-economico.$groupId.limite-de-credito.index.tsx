import { createFileRoute } from '@tanstack/react-router';
import { ConsultList } from '../../features/credit-limits/components/consult-list';
import type { ConsultListSearch } from '../../features/credit-limits/search';
import { consultListSearch } from '../../features/credit-limits/search';
import { listRouteSearch } from '../../ui/data-table/list-search';
import { useListSearchChange } from '../../ui/data-table/use-list-search';

export const Route = createFileRoute('/_app/grupo-economico/$groupId/limite-de-credito/')({
  staticData: { page: 'limiteDeCredito' },
  validateSearch: consultListSearch,
  search: listRouteSearch(consultListSearch),
  component: ConsultsRoute,
});

function ConsultsRoute() {
  const { groupId } = Route.useParams();
  const search = Route.useSearch();
  const onSearchChange = useListSearchChange<Partial<ConsultListSearch>>();
  return <ConsultList groupId={groupId} search={search} onSearchChange={onSearchChange} />;
}
