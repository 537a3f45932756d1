import { useEffect } from 'react';
import { enterGuestMode, ensureGuestSession } from '../../../offline/guest';
import { useSession } from '../../../session/store';

export interface GuestSession {
  /** A staff user is logged in: the form works with that session (no guest token). */
  staff: boolean;
  /** A token is at hand (staff or guest): reads may go to the server. */
  online: boolean;
}

/**
 * The session of the guest screens. A logged-in staff user works with their own session.
 * Anyone else is a guest: the device's guest bucket holds the draft and the outbox items, and a guest
 * token (POST /connect/guestToken, X-Area agronegocio) is obtained in the background when the
 * network is there — the form never waits for it; items queued without one get it when they are sent.
 * The outbox's sync engine (Dexie) is started by the screens once they are on screen (guest-page.tsx).
 */
export function useGuestSession(): GuestSession {
  const staff = useSession((s) => s.accessToken !== null && s.user !== null && !s.user.is_guest);
  const hasToken = useSession((s) => s.accessToken !== null);

  // The device's guest bucket is the outbox's user while the screen is open. The form does not wait
  // for it: it reads its draft for that user by name (storage.ts, peekGuestDraft), and saves only
  // after this effect ran.
  useEffect(() => {
    if (staff) return undefined;
    return enterGuestMode();
  }, [staff]);

  useEffect(() => {
    if (staff || hasToken) return undefined;
    const obtain = () => {
      if (navigator.onLine) ensureGuestSession().catch(() => undefined);
    };
    obtain();
    window.addEventListener('online', obtain);
    return () => window.removeEventListener('online', obtain);
  }, [staff, hasToken]);

  return { staff, online: hasToken };
}
