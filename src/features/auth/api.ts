import { api } from '../../api/client';
import type { MessageResponse, TokenResponse, UserInfo } from '../../contract/auth';
import { accountApi } from '../../contract/manifests/account';
import { authApi } from '../../contract/manifests/auth';
import { CLIENT_ID } from '../../contract/wire';
import type { Permissions } from '../../contract/permissions';
import type { Grants } from '../../session/grants';
import { grantsOf } from '../../session/grants';
import { setGrants, signIn, useSession } from '../../session/store';

/**
 * POST /connect/token with the password grant; stores the session and loads the grants. `silent`: the
 * caller shows the refusal itself (the login form, beside its fields).
 */
export async function login(
  email: string,
  password: string,
  options: { silent?: boolean } = {},
): Promise<UserInfo> {
  const form = new URLSearchParams({
    grant_type: 'password',
    username: email,
    password,
    client_id: CLIENT_ID,
  });
  const response = await api.post<TokenResponse>(authApi.token, form, options);
  await signIn(response);
  if (!response.user_info.is_guest) await loadGrants();
  return response.user_info;
}

/**
 * POST /connect/guestToken: a guest session (nickname 'Convidado', no user data to load) for the agro
 * quotation guests fill without an account. Agribusiness token calls carry `X-Area: agronegocio`.
 */
export async function signInAsGuest(area: 'garantia' | 'agronegocio' = 'agronegocio'): Promise<UserInfo> {
  const headers: Record<string, string> = area === 'agronegocio' ? { 'X-Area': 'agronegocio' } : {};
  const response = await api.post<TokenResponse>(authApi.guestToken, undefined, { headers });
  await signIn(response);
  return response.user_info;
}

/** GET /v1/me/acoes: the modules and actions the sidebar and the guard check. */
export async function loadGrants(options: { silent?: boolean } = {}): Promise<Grants> {
  // The portal cannot open until the grants are known: this read blocks the screen, so it shows the modal.
  const permissions = await api.get<Permissions>(accountApi.permissions, { modal: true, ...options });
  const grants = grantsOf(permissions);
  await setGrants(grants);
  return grants;
}

/** Grants of the session, loading them when a login left them missing (guests never load any). */
export async function ensureGrants(): Promise<void> {
  const { grants, user } = useSession.getState();
  if (grants || !user || user.is_guest) return;
  await loadGrants();
}

/** PUT /v1/usuarios/esqueci-senha: the answer is the same whether or not the e-mail exists. */
export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return api.put<MessageResponse>(authApi.forgotPassword, { email });
}

/** PUT /v1/usuarios/recuperar-senha with the token of the e-mailed link. */
export function resetPassword(token: string, senha: string): Promise<MessageResponse> {
  return api.put<MessageResponse>(authApi.resetPassword, { token, senha });
}
