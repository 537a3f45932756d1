import { createFileRoute } from '@tanstack/react-router';
import { InsurerCreate } from '../../features/insurers/components/insurer-create';
import { outboxItemSearch } from '../../forms/outbox-item-search';

export const Route = createFileRoute('/_app/nova-seguradora')({
  staticData: { page: 'novaSeguradora' },
  validateSearch: outboxItemSearch,
  component: NewInsurerRoute,
});

function NewInsurerRoute() {
  const { item } = Route.useSearch();
  return <InsurerCreate key={item} itemId={item} />;
}
