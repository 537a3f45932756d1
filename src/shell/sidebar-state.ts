import { create } from 'zustand';

const STORAGE_KEY = 'portal.menu-recolhido';

/** The user's last choice; without one, tablets in portrait start with the icon rail. */
function initialCollapsed(): boolean {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored !== null) return stored === '1';
  } catch {
    // Storage blocked: fall back to the screen width.
  }
  return typeof matchMedia === 'function' && !matchMedia('(min-width: 1024px)').matches;
}

interface SidebarState {
  /** md and up: icon rail instead of the 300 px menu. */
  collapsed: boolean;
  /** Below md: the menu as an overlay drawer. */
  drawerOpen: boolean;
}

export const useSidebar = create<SidebarState>(() => ({ collapsed: initialCollapsed(), drawerOpen: false }));

export function setCollapsed(collapsed: boolean): void {
  useSidebar.setState({ collapsed });
  try {
    localStorage.setItem(STORAGE_KEY, collapsed ? '1' : '0');
  } catch {
    // Not remembered across visits; it still works now.
  }
}

export function setDrawerOpen(drawerOpen: boolean): void {
  useSidebar.setState({ drawerOpen });
}
