/**
 * The key a device keeps for its guest: 32 random bytes or more, base64url. The same key
 * always gets the same guest, so a guest whose session was lost (expired, cleared, another login on
 * the tablet) is still the owner of what it created when it comes back. Apart from auth.ts (valibot)
 * and wire.ts (the /login budget pays for every export the other screens take from it).
 */
export const GUEST_DEVICE_KEY = /^[A-Za-z0-9_-]{43,128}$/;
