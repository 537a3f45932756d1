import type { SessionState } from '../session/store';
import { useSession } from '../session/store';
import { GUEST_BUCKET, guestModeActive, useGuestMode } from './guest';

/**
 * Whose outbox and drafts a session works with: a staff user's own id; any guest token the device's
 * guest bucket (src/offline/guest.ts); no session, the guest bucket only while a guest screen is open.
 */
export function outboxUserOf(
  session: Pick<SessionState, 'accessToken' | 'user'>,
  guestScreen: boolean,
): string | null {
  if (session.accessToken !== null && session.user !== null)
    return session.user.is_guest ? GUEST_BUCKET : session.user.id;
  return guestScreen ? GUEST_BUCKET : null;
}

/** The user whose items may be sent now: logged in with a token (a cleared session has none), or a guest. */
export function currentUserId(): string | null {
  return outboxUserOf(useSession.getState(), guestModeActive());
}

/** Calls `listener` whenever the current user changes (login, logout, a refused refresh, a guest screen). */
export function subscribeUserId(
  listener: (userId: string | null, previous: string | null) => void,
): () => void {
  let last = currentUserId();
  const check = () => {
    const next = currentUserId();
    if (next === last) return;
    const previous = last;
    last = next;
    listener(next, previous);
  };
  const stopSession = useSession.subscribe(check);
  const stopGuest = useGuestMode.subscribe(check);
  return () => {
    stopSession();
    stopGuest();
  };
}
