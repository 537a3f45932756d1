import { createFileRoute } from '@tanstack/react-router';
import { QuotePermissionsEditor } from '../../features/modalities/components/quote-permissions-editor';
import { UserEdit } from '../../features/users/components/user-edit';
import { outboxItemSearch } from '../../forms/outbox-item-search';

export const Route = createFileRoute('/_app/usuarios/$userId')({
  staticData: { page: 'usuario' },
  validateSearch: outboxItemSearch,
  component: EditUserRoute,
});

/** The user's data, then what the user may quote: two domains composed here, not in a feature. */
function EditUserRoute() {
  const { userId } = Route.useParams();
  const { item } = Route.useSearch();
  return (
    <>
      <UserEdit key={`${userId}:${item ?? ''}`} userId={userId} itemId={item} />
      <QuotePermissionsEditor
        targetId={userId}
        className="mx-auto mt-8 w-full max-w-3xl rounded-xl border border-slate-200 bg-white p-6"
      />
    </>
  );
}
