import { createFileRoute } from '@tanstack/react-router';
import { CompanyList } from '../../features/economic-groups/components/company-list';
import type { CompanyListSearch } from '../../features/economic-groups/search';
import { companyListSearch } from '../../features/economic-groups/search';
import { listRouteSearch } from '../../ui/data-table/list-search';
import { useListSearchChange } from '../../ui/data-table/use-list-search';

export const Route = createFileRoute('/_app/grupo-economico/$groupId/tomadores-e-filiais')({
  staticData: { page: 'tomadoresEFiliais' },
  validateSearch: companyListSearch,
  search: listRouteSearch(companyListSearch),
  component: CompaniesRoute,
});

function CompaniesRoute() {
  const { groupId } = Route.useParams();
  const search = Route.useSearch();
  const onSearchChange = useListSearchChange<Partial<CompanyListSearch>>();
  return <CompanyList groupId={groupId} search={search} onSearchChange={onSearchChange} />;
}
