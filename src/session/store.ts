import { create } from 'zustand';
import type { TokenResponse, UserInfo } from '../contract/auth';
import type { Grants } from './grants';
import { NO_GRANTS } from './grants';
import { deleteSession, readSession, readStoredTokens, writeSession } from './storage';

export type { Grants } from './grants';

export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  user: UserInfo | null;
  /** Null until GET /v1/me/acoes answered for this user (guests never load it: they get none). */
  grants: Grants | null;
  /** The stored session was read at startup. */
  hydrated: boolean;
}

const signedOut = { accessToken: null, refreshToken: null, user: null, grants: null } as const;

/** Tokens, user info and grants of the logged user (no server data lives here). */
export const useSession = create<SessionState>(() => ({ ...signedOut, hydrated: false }));

export function isLoggedIn(): boolean {
  const { accessToken, user } = useSession.getState();
  // A guest token (the farm link's session kept on the device) is not a login: '/' opens /login for it.
  return accessToken !== null && user?.is_guest !== true;
}

let writes: Promise<void> = Promise.resolve();

/**
 * Mirrors the current state to IndexedDB. Writes are chained and each one stores the state as it is
 * when it runs, so a late write can never bring back an older session.
 */
function persist(): Promise<void> {
  writes = writes
    .then(async () => {
      const { accessToken, refreshToken, user, grants } = useSession.getState();
      if (accessToken && refreshToken && user)
        await writeSession({ accessToken, refreshToken, user, grants });
      else await deleteSession();
    })
    .catch((error: unknown) => {
      // Private mode or a full disk: the session still works for this tab, it just will not survive a reload.
      console.warn('Não foi possível gravar a sessão.', error);
    });
  return writes;
}

/** Reads the stored session; main.tsx awaits it before the router starts. */
export async function hydrateSession(): Promise<void> {
  let snapshot = null;
  try {
    snapshot = await readSession();
  } catch (error) {
    console.warn('Não foi possível ler a sessão gravada.', error);
  }
  useSession.setState({ ...(snapshot ?? signedOut), hydrated: true });
}

/** Stores a fresh login (password or guest token). Guests start with no grants: they load no user data. */
export function signIn(response: TokenResponse): Promise<void> {
  useSession.setState({
    accessToken: response.access_token,
    refreshToken: response.refresh_token,
    user: response.user_info,
    grants: response.user_info.is_guest ? NO_GRANTS : null,
  });
  return persist();
}

/** Stores the rotated tokens of a refresh (and the user info it brings). */
export function saveTokens(response: TokenResponse): Promise<void> {
  useSession.setState({
    accessToken: response.access_token,
    refreshToken: response.refresh_token,
    user: response.user_info,
  });
  return persist();
}

/** Adopts tokens another tab rotated, so this tab does not reuse a spent refresh token. */
export async function reloadTokens(): Promise<void> {
  await writes;
  const stored = await readStoredTokens();
  if (!stored) useSession.setState(signedOut);
  else useSession.setState({ accessToken: stored.accessToken, refreshToken: stored.refreshToken });
}

export function setGrants(grants: Grants): Promise<void> {
  useSession.setState({ grants });
  return persist();
}

export function updateUser(
  patch: Partial<Pick<UserInfo, 'nickname' | 'avatar' | 'termos_pendentes'>>,
): Promise<void> {
  const { user } = useSession.getState();
  if (!user) return Promise.resolve();
  useSession.setState({ user: { ...user, ...patch } });
  return persist();
}

/** Clears tokens and user info, in memory and on disk. */
export function signOut(): Promise<void> {
  useSession.setState(signedOut);
  return persist();
}
