import { createFileRoute } from '@tanstack/react-router';
import { CourtCreate } from '../../features/courts/components/court-create';
import { pages } from '../../shell/pages';
import { outboxItemSearch } from '../../forms/outbox-item-search';

export const Route = createFileRoute('/_app/tribunais/novo-tribunal')({
  staticData: { page: pages.novoTribunal },
  validateSearch: outboxItemSearch,
  component: NewCourtRoute,
});

function NewCourtRoute() {
  const { item } = Route.useSearch();
  return <CourtCreate key={item} itemId={item} />;
}
