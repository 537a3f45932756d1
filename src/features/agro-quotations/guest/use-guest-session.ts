import { useEffect, useState } from 'react';
import { startSyncEngine } from '../../../offline/drain';
import { enterGuestMode, ensureGuestSession } from '../../../offline/guest';
import { useSession } from '../../../session/store';

export interface GuestSession {
  /** The device knows whose drafts and outbox to use: the form may load its draft. */
  ready: boolean;
  /** A staff user is logged in: the form works with that session (no guest token). */
  staff: boolean;
  /** A token is at hand (staff or guest): reads may go to the server. */
  online: boolean;
}

/**
 * The session of the guest screens (issue 12). A logged-in staff user works with their own session.
 * Anyone else is a guest: the device's guest bucket holds the draft and the outbox items, and a guest
 * token (POST /connect/guestToken, X-Area agronegocio) is obtained in the background when the
 * network is there — the form never waits for it; items queued without one get it when they are sent.
 */
export function useGuestSession(): GuestSession {
  const staff = useSession((s) => s.accessToken !== null && s.user !== null && !s.user.is_guest);
  const hasToken = useSession((s) => s.accessToken !== null);
  const [entered, setEntered] = useState(false);

  useEffect(() => {
    if (staff) return undefined;
    const leave = enterGuestMode();
    setEntered(true);
    return () => {
      leave();
      setEntered(false);
    };
  }, [staff]);

  // The outbox drains here too: this screen lives outside the logged-in layout.
  useEffect(() => {
    startSyncEngine();
  }, []);

  useEffect(() => {
    if (staff || hasToken) return undefined;
    const obtain = () => {
      if (navigator.onLine) ensureGuestSession().catch(() => undefined);
    };
    obtain();
    window.addEventListener('online', obtain);
    return () => window.removeEventListener('online', obtain);
  }, [staff, hasToken]);

  return { ready: staff || entered, staff, online: hasToken };
}
