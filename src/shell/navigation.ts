// The two screens this module names, straight from their manifests' screen files: the full page
// registry stays out of the /login bundle.
import type { UserInfo } from '../contract/auth';
import { agroQuotationScreens } from '../contract/screens/agro-quotations';
import { authScreens } from '../contract/screens/auth';
import { dashboardScreens } from '../contract/screens/dashboard';
import { quotationScreens } from '../contract/screens/quotations';

/** Where the app starts after login (SPEC.md §2), for a user of the guarantee area. */
export const START_PATH = quotationScreens.listaCotacoes.path;

/**
 * Where a user lands after login: the dashboard when they chose it in /meu-perfil (the token's user
 * info carries the choice only while their profile grants `dashboard_inicial`), else the quotation list
 * of their area. An agribusiness field agent works on the agro quotations ('Cotações agro'), everybody
 * else on the guarantee ones.
 */
export function startPathOf(
  user: Pick<UserInfo, 'area_usuario' | 'pagina_inicial'> | null | undefined,
): string {
  if (user?.pagina_inicial === 'dashboard') return dashboardScreens.dashboard.path;
  return user?.area_usuario.id === 'agronegocio' ? agroQuotationScreens.listaCotacoesAgro.path : START_PATH;
}

/**
 * A `redirect` search param made safe to follow: only a path of this app (no other origin, no
 * protocol-relative '//' trick, never back to /login itself).
 */
export function safeRedirect(target: unknown): string | null {
  if (
    typeof target !== 'string' ||
    !target.startsWith('/') ||
    target.startsWith('//') ||
    target.startsWith('/\\')
  )
    return null;
  if (target === authScreens.login.path || target.startsWith(`${authScreens.login.path}?`) || target === '/')
    return null;
  return target;
}

/** The search schema of /login and /termo: the page to go back to after them. */
export function redirectSearch(search: Record<string, unknown>): { redirect?: string } {
  const redirect = safeRedirect(search.redirect);
  return redirect ? { redirect } : {};
}
