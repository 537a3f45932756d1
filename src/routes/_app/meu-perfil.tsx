import { createFileRoute } from '@tanstack/react-router';
import { MyProfile } from '../../features/account/components/my-profile';
import { outboxItemSearch } from '../../forms/outbox-item-search';

export const Route = createFileRoute('/_app/meu-perfil')({
  staticData: { page: 'meuPerfil' },
  validateSearch: outboxItemSearch,
  component: MyProfileRoute,
});

function MyProfileRoute() {
  const { item } = Route.useSearch();
  return <MyProfile key={item} itemId={item} />;
}
