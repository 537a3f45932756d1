import { worksIn } from '../contract/visibility';
import type { Viewer } from './guard';
import { mayOpen } from './guard';
import type { PageInfo } from './pages';
import { menu, pages } from './pages';

export interface MenuEntry {
  page: PageInfo;
  /** A screen a later issue builds: shown, but not a link ('em breve'). */
  disabled: boolean;
}

export interface MenuGroup {
  label: string;
  entries: MenuEntry[];
}

/** The sidebar for this viewer: only what they may open, empty groups dropped (SPEC.md §2 Shell, §6). */
export function visibleMenu(viewer: Viewer): MenuGroup[] {
  // The area decides as on the server (src/contract/visibility.ts): endorsements are guarantee records.
  const agribusiness = viewer.user !== null && !worksIn(viewer.user.area_usuario.id, 'garantia');
  return menu
    .map((group) => ({
      label: group.label,
      entries: group.items
        .filter((key) => !(agribusiness && key === pages.endossos.key))
        .map((key) => pages[key])
        .filter((page) => mayOpen(page, viewer))
        .map((page) => ({ page, disabled: !page.ready })),
    }))
    .filter((group) => group.entries.length > 0);
}
