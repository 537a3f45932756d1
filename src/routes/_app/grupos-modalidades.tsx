import { createFileRoute } from '@tanstack/react-router';
import { ModalityList } from '../../features/modalities/components/modality-list';
import type { ModalityListSearch } from '../../features/modalities/search';
import { modalityListSearch } from '../../features/modalities/search';
import { listRouteSearch } from '../../ui/data-table/list-search';
import { useListSearchChange } from '../../ui/data-table/use-list-search';

export const Route = createFileRoute('/_app/grupos-modalidades')({
  staticData: { page: 'gruposModalidades' },
  validateSearch: modalityListSearch,
  search: listRouteSearch(modalityListSearch),
  component: ModalitiesRoute,
});

function ModalitiesRoute() {
  const search = Route.useSearch();
  const onSearchChange = useListSearchChange<Partial<ModalityListSearch>>();
  return <ModalityList search={search} onSearchChange={onSearchChange} />;
}
