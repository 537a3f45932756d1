import { reloadTokens, saveTokens, signOut, useSession } from '../session/store';
import { beginLoading, endLoading, showAlert } from '../feedback/store';
import type { TokenStore } from './http';
import { createApiClient } from './http';
import { isUnreachable, markUnreachable } from './reachability';

export { ApiError, LOGIN_EXPIRED, errorMessage, fieldErrors } from './errors';
export type { ApiClient, ApiHooks, QueryValue, RequestOptions, Versioned } from './http';
export { createApiClient } from './http';

const sessionTokens: TokenStore = {
  accessToken: () => useSession.getState().accessToken,
  refreshToken: () => useSession.getState().refreshToken,
  area: () => useSession.getState().user?.area_usuario.id ?? null,
  save: saveTokens,
  clear: signOut,
  reload: reloadTokens,
};

/** Web Locks keep two tabs from spending the same refresh token (reuse revokes the whole family). */
function browserLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return task();
  return navigator.locks.request(name, task);
}

/**
 * The one HTTP client of the web app. main.tsx calls `api.configure({ onSessionExpired })` to send the
 * user to /login once a refresh is refused.
 */
export const api = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  tokens: sessionTokens,
  feedback: { begin: beginLoading, end: endLoading, error: (message) => showAlert('error', message) },
  lock: browserLock,
  isOffline: () => (typeof navigator !== 'undefined' && !navigator.onLine) || isUnreachable(),
  onUnreachable: () => markUnreachable(),
});
