import { createFileRoute } from '@tanstack/react-router';
import { CritiqueFollowUpList } from '../../features/quotations/components/critique-follow-up';
import type { CritiqueFollowUpSearch } from '../../features/quotations/search';
import { critiqueFollowUpSearch } from '../../features/quotations/search';
import { listRouteSearch } from '../../ui/data-table/list-search';
import { useListSearchChange } from '../../ui/data-table/use-list-search';

export const Route = createFileRoute('/_app/acompanhar-criticas')({
  staticData: { page: 'acompanharCriticas' },
  validateSearch: critiqueFollowUpSearch,
  search: listRouteSearch(critiqueFollowUpSearch),
  component: CritiqueFollowUpRoute,
});

function CritiqueFollowUpRoute() {
  const search = Route.useSearch();
  const onSearchChange = useListSearchChange<Partial<CritiqueFollowUpSearch>>();
  return <CritiqueFollowUpList search={search} onSearchChange={onSearchChange} />;
}
