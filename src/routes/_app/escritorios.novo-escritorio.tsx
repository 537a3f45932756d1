import { createFileRoute } from '@tanstack/react-router';
import { OfficeCreate } from '../../features/offices/components/office-create';
import { pages } from '../../shell/pages';
import { outboxItemSearch } from '../../forms/outbox-item-search';

export const Route = createFileRoute('/_app/escritorios/novo-escritorio')({
  staticData: { page: pages.novoEscritorio },
  validateSearch: outboxItemSearch,
  component: NewOfficeRoute,
});

function NewOfficeRoute() {
  const { item } = Route.useSearch();
  return <OfficeCreate key={item} itemId={item} />;
}
