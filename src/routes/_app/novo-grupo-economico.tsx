import { createFileRoute } from '@tanstack/react-router';
import { GroupCreate } from '../../features/economic-groups/components/group-create';
import { outboxItemSearch } from '../../forms/outbox-item-search';

export const Route = createFileRoute('/_app/novo-grupo-economico')({
  staticData: { page: 'novoGrupoEconomico' },
  validateSearch: outboxItemSearch,
  component: NewGroupRoute,
});

function NewGroupRoute() {
  const { item } = Route.useSearch();
  return <GroupCreate key={item} itemId={item} />;
}
