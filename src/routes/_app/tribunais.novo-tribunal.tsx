import { createFileRoute } from '@tanstack/react-router';
import { CourtCreate } from '../../features/courts/components/court-create';
import { outboxItemSearch } from '../../forms/outbox-item-search';

export const Route = createFileRoute('/_app/tribunais/novo-tribunal')({
  staticData: { page: 'novoTribunal' },
  validateSearch: outboxItemSearch,
  component: NewCourtRoute,
});

function NewCourtRoute() {
  const { item } = Route.useSearch();
  return <CourtCreate key={item} itemId={item} />;
}
