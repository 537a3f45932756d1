import { createFileRoute } from '@tanstack/react-router';
import { CourtUnitCreate } from '../../features/courts/components/court-unit-create';
import { outboxItemSearch } from '../../forms/outbox-item-search';

export const Route = createFileRoute('/_app/tribunais/$tribunal/nova-vara')({
  staticData: { page: 'novaVara' },
  validateSearch: outboxItemSearch,
  component: NewCourtUnitRoute,
});

function NewCourtUnitRoute() {
  const { tribunal } = Route.useParams();
  const { item } = Route.useSearch();
  return <CourtUnitCreate key={`${tribunal}:${item ?? ''}`} courtId={tribunal} itemId={item} />;
}
