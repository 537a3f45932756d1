import { useSession } from '../session/store';

/** The user whose items may be sent now: logged in with a token (a cleared session has none). */
export function currentUserId(): string | null {
  const { accessToken, user } = useSession.getState();
  return accessToken !== null && user !== null ? user.id : null;
}

/** Calls `listener` whenever the current user changes (login, logout, a refused refresh). */
export function subscribeUserId(
  listener: (userId: string | null, previous: string | null) => void,
): () => void {
  let last = currentUserId();
  return useSession.subscribe(() => {
    const next = currentUserId();
    if (next === last) return;
    const previous = last;
    last = next;
    listener(next, previous);
  });
}
