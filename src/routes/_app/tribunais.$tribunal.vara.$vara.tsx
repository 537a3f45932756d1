import { createFileRoute } from '@tanstack/react-router';
import { CourtUnitEdit } from '../../features/courts/components/court-unit-edit';
import { outboxItemSearch } from '../../forms/outbox-item-search';

export const Route = createFileRoute('/_app/tribunais/$tribunal/vara/$vara')({
  staticData: { page: 'editarVara' },
  validateSearch: outboxItemSearch,
  component: EditCourtUnitRoute,
});

function EditCourtUnitRoute() {
  const { tribunal, vara } = Route.useParams();
  const { item } = Route.useSearch();
  return <CourtUnitEdit key={`${vara}:${item ?? ''}`} courtId={tribunal} unitId={vara} itemId={item} />;
}
