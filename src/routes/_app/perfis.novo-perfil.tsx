import { createFileRoute } from '@tanstack/react-router';
import { ProfileCreate } from '../../features/access-profiles/components/profile-create';
import { outboxItemSearch } from '../../forms/outbox-item-search';

export const Route = createFileRoute('/_app/perfis/novo-perfil')({
  staticData: { page: 'novoPerfil' },
  validateSearch: outboxItemSearch,
  component: NewProfileRoute,
});

function NewProfileRoute() {
  const { item } = Route.useSearch();
  return <ProfileCreate key={item} itemId={item} />;
}
