import { createFileRoute } from '@tanstack/react-router';
import { UserCreate } from '../../features/users/components/user-create';
import { outboxItemSearch } from '../../forms/outbox-item-search';

export const Route = createFileRoute('/_app/usuarios/novo-usuario')({
  staticData: { page: 'novoUsuario' },
  validateSearch: outboxItemSearch,
  component: NewUserRoute,
});

function NewUserRoute() {
  const { item } = Route.useSearch();
  return <UserCreate key={item} itemId={item} />;
}
