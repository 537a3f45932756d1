import { createFileRoute } from '@tanstack/react-router';
import { ProfileEdit } from '../../features/access-profiles/components/profile-edit';
import { outboxItemSearch } from '../../forms/outbox-item-search';

export const Route = createFileRoute('/_app/perfis/$profileId')({
  staticData: { page: 'perfil' },
  validateSearch: outboxItemSearch,
  component: EditProfileRoute,
});

function EditProfileRoute() {
  const { profileId } = Route.useParams();
  const { item } = Route.useSearch();
  return <ProfileEdit key={`${profileId}:${item ?? ''}`} profileId={profileId} itemId={item} />;
}
