import { create } from 'zustand';
import { api } from '../api/client';
import type { GuestTokenBody, TokenResponse } from '../contract/auth';
import { GUEST_DEVICE_KEY } from '../contract/guest-device';
import { authApi } from '../contract/manifests/auth';
import { signIn, useSession } from '../session/store';

/**
 * Guests of this device: producers who fill an agro quotation from the farm link without an
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

const DEVICE_KEY_STORAGE = 'portal.convidado.dispositivo';
let memoryKey: string | undefined;

/**
 * The device's guest key (contract GUEST_DEVICE_KEY), made once and kept in localStorage: every guest
 * token this device asks for is the same guest, so a quotation created under a session that was lost
 * before its photos went (expired, cleared, a staff login and logout on the tablet) is still its own
 * when the outbox sends them with a new token. Storage blocked: one key for this page's life.
 */
export function guestDeviceKey(): string {
  try {
    const kept = localStorage.getItem(DEVICE_KEY_STORAGE);
    if (kept && GUEST_DEVICE_KEY.test(kept)) return kept;
  } catch {
    // Blocked storage: fall through to a key in memory.
  }
  memoryKey ??= newDeviceKey();
  try {
    localStorage.setItem(DEVICE_KEY_STORAGE, memoryKey);
  } catch {
    // Not kept: this page still uses the same key for all its requests.
  }
  return memoryKey;
}

function newDeviceKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** POST /connect/guestToken for an agro guest: token calls of agribusiness carry `X-Area: agronegocio`. */
async function requestGuestToken(): Promise<void> {
  const body: GuestTokenBody = { dispositivo: guestDeviceKey() };
  const response = await api.post<TokenResponse>(authApi.guestToken, body, {
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
