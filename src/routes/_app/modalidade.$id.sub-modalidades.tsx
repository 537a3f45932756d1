import { createFileRoute } from '@tanstack/react-router';
import { SubModalityList } from '../../features/modalities/components/sub-modality-list';
import type { SubModalityListSearch } from '../../features/modalities/search';
import { subModalityListSearch } from '../../features/modalities/search';
import { listRouteSearch } from '../../ui/data-table/list-search';
import { useListSearchChange } from '../../ui/data-table/use-list-search';

export const Route = createFileRoute('/_app/modalidade/$id/sub-modalidades')({
  staticData: { page: 'subModalidades' },
  validateSearch: subModalityListSearch,
  search: listRouteSearch(subModalityListSearch),
  component: SubModalitiesRoute,
});

function SubModalitiesRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const onSearchChange = useListSearchChange<Partial<SubModalityListSearch>>();
  return <SubModalityList modalityId={id} search={search} onSearchChange={onSearchChange} />;
}
