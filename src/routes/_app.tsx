import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { QueryProvider } from '../api/query';
import { ensureGrants } from '../features/auth/api';
import { useSession } from '../session/store';
import { AppShell } from '../shell/app-shell';
import { Forbidden } from '../shell/forbidden';
import { guardPage } from '../shell/guard';
import { useCurrentPage } from '../shell/use-current-page';
import { showAlert } from '../feedback/store';
import { useAppOffline } from './-app-offline';

/** The guarded shell: login required, then the permission of the page (SPEC.md §2, §6). */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ location, preload }) => {
    // A guest session may enter (SPEC.md §2, §6: guests see the toolbar, not the own profile); the
    // guard below gives it the pages its empty grants allow.
    if (!useSession.getState().accessToken)
      throw redirect({ to: '/login', search: { redirect: location.href } });
    // The page registry, the guard and the lists' memory load here, not with the route tree: they
    // stay out of the /login bundle (the service worker has them cached after the first visit).
    const [guard, registry, listMemory] = await Promise.all([
      import('../shell/guard'),
      import('../shell/pages'),
      import('../ui/data-table/list-memory'),
      ensureGrants(),
    ]);
    const decision = guard.guardPage(registry.matchPage(location.pathname)?.page, useSession.getState());
    if (decision.kind === 'terms') throw redirect({ to: '/termo', search: { redirect: location.href } });
    if (decision.kind === 'redirect') {
      // A link hovered (preload) is not a visit: only a real navigation earns the alert.
      if (!preload) showAlert('error', decision.message);
      throw redirect({ to: decision.to });
    }
    // A list opened without a page size gets the one the user last picked there.
    const remembered = preload
      ? null
      : listMemory.withRememberedPageSize(location.pathname, location.searchStr);
    if (remembered) throw redirect({ href: remembered, replace: true });
  },
  component: AppLayout,
});

function AppLayout() {
  useAppOffline();
  const { page } = useCurrentPage();
  const user = useSession((s) => s.user);
  const grants = useSession((s) => s.grants);
  const forbidden = guardPage(page, { user, grants }).kind === 'forbidden';
  return (
    <QueryProvider>
      <AppShell>{forbidden ? <Forbidden /> : <Outlet />}</AppShell>
    </QueryProvider>
  );
}
