import type { UserInfo } from '../contract/auth';
import type { Grants } from '../session/grants';
import type { PageInfo } from './pages';
import { canOpen, pages } from './pages';

export const NO_PERMISSION = 'Usuário sem permissão para acessar a página';

/** Where a user without permission lands (SPEC.md §6). */
export const HOME_PATH = pages.listaCotacoes.path;

/** Who is looking: enough of the session to decide what they may open. */
export interface Viewer {
  user: Pick<UserInfo, 'is_guest' | 'termos_pendentes' | 'area_usuario'> | null;
  grants: Grants | null;
}

export type GuardDecision =
  | { kind: 'allow' }
  /** Terms of use still pending: /termo comes first. */
  | { kind: 'terms' }
  | { kind: 'redirect'; to: typeof HOME_PATH; message: typeof NO_PERMISSION }
  /** Not even the landing page is allowed: show a notice there instead of redirecting in a loop. */
  | { kind: 'forbidden' };

/** Whether the viewer may open a page: its module and action, and guests only where marked. */
export function mayOpen(page: PageInfo, viewer: Viewer): boolean {
  if (page.public) return true;
  if (!viewer.user) return false;
  if (viewer.user.is_guest && !page.guest) return false;
  return canOpen(page, viewer.grants ?? { modules: [], actions: [] });
}

/** The permission guard of the `_app` layout, as a pure decision. */
export function guardPage(page: PageInfo | undefined, viewer: Viewer): GuardDecision {
  if (!page || page.public) return { kind: 'allow' };
  const user = viewer.user;
  if (user && !user.is_guest && user.termos_pendentes && page.key !== pages.termo.key)
    return { kind: 'terms' };
  if (mayOpen(page, viewer)) return { kind: 'allow' };
  if (page.path === HOME_PATH) return { kind: 'forbidden' };
  return { kind: 'redirect', to: HOME_PATH, message: NO_PERMISSION };
}
