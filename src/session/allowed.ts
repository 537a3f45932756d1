import type { Access } from '../contract/manifest';
import type { Grants } from './grants';
import { useSession } from './store';

/** Who asks: whether they are a guest, and the grants of GET /v1/me/acoes (null until loaded). */
export interface Viewer {
  guest: boolean;
  grants: Grants | null;
}

/**
 * Whether a viewer may do what an access of a manifest requires: the same rule as the server's access
 * check (server/plugins/auth.ts), so the screens only hide what the server would refuse. A `module`
 * list is satisfied by any of its modules; guests pass only an access that lets guests in.
 */
export function allows(access: Access, { guest, grants }: Viewer): boolean {
  if ('public' in access) return true;
  if ('user' in access) return !guest;
  if (guest) return access.guest === true;
  if (!grants) return false;
  const modules = typeof access.module === 'string' ? [access.module] : access.module;
  if (!modules.some((m) => grants.modules.includes(m))) return false;
  return !access.action || grants.actions.includes(access.action);
}

/** Whether the logged user may do what `access` requires (a manifest's `xAccess.create`...). */
export function useAllowed(access: Access): boolean {
  return useSession((s) => allows(access, { guest: s.user?.is_guest ?? false, grants: s.grants }));
}
