import { Menu } from 'lucide-react';
import { Breadcrumbs } from './breadcrumbs';
import { LogoutButton } from './logout-button';
import { setDrawerOpen, useSidebar } from './sidebar-state';
import { SyncIndicator } from './sync-indicator';
import { UserBadge } from './user-badge';

/**
 * Breadcrumbs, the sync indicator, the user and 'Sair' (SPEC.md §2 Shell); below md also the menu
 * button. The bar is a size container (`toolbar`): beside the open menu on a 768 px tablet it is
 * 468 px wide, and the user's name, the word 'Sair' and the parent crumbs give way (they stay for
 * screen readers and in the tooltips) so the page's name never runs under the sync indicator.
 */
export function Toolbar() {
  const drawerOpen = useSidebar((s) => s.drawerOpen);

  return (
    <header
      data-print="hide"
      className="@container/toolbar sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/95 px-3 backdrop-blur md:px-6"
    >
      <button
        type="button"
        onClick={() => setDrawerOpen(true)}
        aria-label="Abrir menu"
        aria-expanded={drawerOpen}
        className="touch-target flex items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none md:hidden"
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      <Breadcrumbs className="min-w-0 flex-1" />
      <SyncIndicator />
      <UserBadge />
      <LogoutButton />
    </header>
  );
}
