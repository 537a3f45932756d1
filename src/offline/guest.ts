import { create } from 'zustand';
import { api } from '../api/client';
import type { TokenResponse } from '../contract/auth';
import { authApi } from '../contract/manifests/auth';
import { signIn, useSession } from '../session/store';

/**
 * Guests of this device (issue 12): producers who fill an agro quotation from the farm link without an
 * account. Their drafts and outbox items live in one stable bucket of the device, `GUEST_BUCKET`, not
 * under the id of a guest token: a guest may type and submit with no signal (no token yet), and a new
 * guest token (another visit, an expired session) must still send what an earlier one left waiting.
 */
export const GUEST_BUCKET = 'convidado';

/** How many guest screens are open in this tab (the guest form, its confirmation). */
export const useGuestMode = create<{ screens: number }>(() => ({ screens: 0 }));

export function guestModeActive(): boolean {
  return useGuestMode.getState().screens > 0;
}

/**
 * A guest screen opened without a staff session: until the returned function runs, the device's guest
 * bucket is the outbox's current user (drafts save, items queue and are sent with a guest token).
 */
export function enterGuestMode(): () => void {
  useGuestMode.setState((s) => ({ screens: s.screens + 1 }));
  let left = false;
  return () => {
    if (left) return;
    left = true;
    useGuestMode.setState((s) => ({ screens: Math.max(0, s.screens - 1) }));
  };
}

/** POST /connect/guestToken for an agro guest: token calls of agribusiness carry `X-Area: agronegocio`. */
async function requestGuestToken(): Promise<void> {
  const response = await api.post<TokenResponse>(authApi.guestToken, undefined, {
    headers: { 'X-Area': 'agronegocio' },
    silent: true,
  });
  await signIn(response);
}

let obtaining: Promise<void> | null = null;

/**
 * Before the guest bucket's items go (and before a guest screen's first read): a session to send them
 * with. With no session, one guest token is asked for (one request however many callers wait) and kept
 * in the session store, so the next sends and reloads reuse it; a staff session or a guest token
 * already held is used as it is. Fails like any request without network: the item waits its backoff.
 */
export function ensureGuestSession(bucket: string = GUEST_BUCKET): Promise<void> {
  if (bucket !== GUEST_BUCKET || useSession.getState().accessToken !== null) return Promise.resolve();
  obtaining ??= requestGuestToken().finally(() => {
    obtaining = null;
  });
  return obtaining;
}
