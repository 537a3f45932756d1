import crypto from 'node:crypto';

/**
 * Refresh tokens and password-reset links are opaque random strings (32 bytes, base64url). Only their
 * SHA-256 is stored, so a copy of the database cannot be replayed as a session or a reset link.
 */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}
