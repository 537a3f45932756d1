import * as Dialog from '@radix-ui/react-dialog';
import { PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { cx } from '../lib/cx';
import { Brand } from './brand';
import { SidebarNav } from './sidebar-nav';
import { setCollapsed, setDrawerOpen, useSidebar } from './sidebar-state';

const iconButton =
  'touch-target flex items-center justify-center rounded-lg text-white/80 hover:bg-white/10 hover:text-white ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white/80';

/** md and up: the 300 px menu, collapsible to an icon rail (the choice is remembered). */
export function Sidebar() {
  const collapsed = useSidebar((s) => s.collapsed);
  const Toggle = collapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <aside
      data-print="hide"
      className={cx(
        'sticky top-0 hidden h-screen shrink-0 flex-col bg-brand-700 text-white transition-[width] duration-200 md:flex',
        collapsed ? 'w-[72px]' : 'w-[300px]',
      )}
    >
      <div
        className={cx(
          'flex h-16 shrink-0 items-center border-b border-white/10 px-4',
          collapsed && 'justify-center px-0',
        )}
      >
        <Brand tagline iconOnly={collapsed} className="min-w-0" />
      </div>
      <SidebarNav collapsed={collapsed} />
      <div className="shrink-0 border-t border-white/10 p-3">
        <button
          type="button"
          onClick={() => setCollapsed(!collapsed)}
          aria-expanded={!collapsed}
          title={collapsed ? 'Expandir menu' : undefined}
          className={cx(
            iconButton,
            'w-full gap-3 px-3 text-sm font-medium',
            collapsed ? 'px-0' : 'justify-start',
          )}
        >
          <Toggle className="size-5 shrink-0" aria-hidden="true" />
          <span className={cx(collapsed && 'sr-only')}>{collapsed ? 'Expandir menu' : 'Recolher menu'}</span>
        </button>
      </div>
    </aside>
  );
}

/** Below md: the same menu as an overlay drawer, opened from the toolbar's menu button. */
export function MobileMenu() {
  const open = useSidebar((s) => s.drawerOpen);
  return (
    <Dialog.Root open={open} onOpenChange={setDrawerOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40 md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[300px] max-w-[85vw] flex-col bg-brand-700 text-white shadow-xl focus:outline-none md:hidden"
        >
          <div className="flex h-16 shrink-0 items-center gap-2 border-b border-white/10 pr-2 pl-4">
            <Dialog.Title className="sr-only">Menu</Dialog.Title>
            <Brand tagline className="min-w-0 flex-1" />
            <Dialog.Close aria-label="Fechar menu" className={iconButton}>
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <SidebarNav collapsed={false} onNavigate={() => setDrawerOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
