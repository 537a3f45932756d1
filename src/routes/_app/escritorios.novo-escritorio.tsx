import { createFileRoute } from '@tanstack/react-router';
import { OfficeCreate } from '../../features/offices/components/office-create';
import { outboxItemSearch } from '../../forms/outbox-item-search';

export const Route = createFileRoute('/_app/escritorios/novo-escritorio')({
  staticData: { page: 'novoEscritorio' },
  validateSearch: outboxItemSearch,
  component: NewOfficeRoute,
});

function NewOfficeRoute() {
  const { item } = Route.useSearch();
  return <OfficeCreate key={item} itemId={item} />;
}
