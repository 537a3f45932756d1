import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SyncPage } from '../../features/sync/components/sync-page';
import { fillPath } from '../../shell/pages';

export const Route = createFileRoute('/_app/sincronizacao')({
  staticData: { page: 'sincronizacao' },
  component: SyncRoute,
});

function SyncRoute() {
  const navigate = useNavigate();
  return (
    <SyncPage
      onEdit={(link, item) => {
        const path = fillPath(link.to, link.params ?? {});
        // The form reads the item from the outbox and, on submit, corrects and resends that same item.
        if (path) void navigate({ href: `${path}?item=${encodeURIComponent(item.id)}` });
      }}
    />
  );
}
