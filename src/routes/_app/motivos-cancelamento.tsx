import { createFileRoute } from '@tanstack/react-router';
import { ReasonList } from '../../features/cancellation-reasons/components/reason-list';
import type { ReasonListSearch } from '../../features/cancellation-reasons/search';
import { reasonListSearch } from '../../features/cancellation-reasons/search';
import { listRouteSearch } from '../../ui/data-table/list-search';
import { useListSearchChange } from '../../ui/data-table/use-list-search';

export const Route = createFileRoute('/_app/motivos-cancelamento')({
  staticData: { page: 'motivosCancelamento' },
  validateSearch: reasonListSearch,
  search: listRouteSearch(reasonListSearch),
  component: ReasonsRoute,
});

function ReasonsRoute() {
  const search = Route.useSearch();
  const onSearchChange = useListSearchChange<Partial<ReasonListSearch>>();
  return <ReasonList search={search} onSearchChange={onSearchChange} />;
}
