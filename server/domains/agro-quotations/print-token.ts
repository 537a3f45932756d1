import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

/**
 * The print view's link token (GET /v1/agro/cotacoes/{id}/impressao?token=) and the token of the file
 * links of a quotation (GET /arquivos/{id}?token=): an HMAC-SHA256 of the token's purpose, the
 * quotation's id and its expiry. Its key is derived (HKDF) from the server's token secret — JWT_SECRET
 * when set, otherwise the `jwt_secret` the auth plugin keeps in `configuracoes` (server/plugins/auth.ts)
 * — so every instance on the same database signs and checks the same tokens, the signing key itself
 * never signs anything else, and nothing is stored per quotation. A token opens exactly one quotation,
 * for PRINT_TOKEN_TTL_MS after it was issued; the print purpose stops working when the quotation is
 * cancelled (service.printView and filePermit), whatever its expiry.
 */
export type PrintPurpose = 'impressao' | 'arquivo';

export interface PrintTokens {
  sign(quotationId: string, purpose?: PrintPurpose, now?: number): string;
  /** The token's purpose when it is this quotation's and has not expired. */
  verify(quotationId: string, token: string, now?: number): PrintPurpose | undefined;
}

/**
 * Seven days: long enough for the producer to open the link sent with the card and sign it, short
 * enough that a link forwarded or left in a mailbox stops opening the producer's data. Every read of
 * the quotation hands out a fresh one.
 */
export const PRINT_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const CONTEXT = 'portal:impressao-cotacao-agro';
const PREFIX: Record<PrintPurpose, string> = { impressao: 'p', arquivo: 'a' };
const PURPOSE_OF: Record<string, PrintPurpose> = { p: 'impressao', a: 'arquivo' };

async function secret(db: Db): Promise<Uint8Array> {
  const fromEnv = process.env.JWT_SECRET;
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const [row] = await db.select().from(settings).where(eq(settings.chave, 'jwt_secret'));
  // The auth plugin creates the secret at start, before the domains' routes are registered.
  if (!row) throw new Error('jwt_secret ausente: o plugin de autenticação cria o segredo antes das rotas');
  return new TextEncoder().encode(row.valor);
}

export async function printTokens(db: Db): Promise<PrintTokens> {
  const key = Buffer.from(crypto.hkdfSync('sha256', await secret(db), new Uint8Array(0), CONTEXT, 32));
  const mac = (prefix: string, quotationId: string, expires: string) =>
    crypto
      .createHmac('sha256', key)
      .update(`${prefix}|${quotationId.toLowerCase()}|${expires}`)
      .digest('base64url');
  return {
    sign(quotationId, purpose = 'impressao', now = Date.now()) {
      const prefix = PREFIX[purpose];
      const expires = Math.floor((now + PRINT_TOKEN_TTL_MS) / 1000).toString(36);
      return `${prefix}${expires}.${mac(prefix, quotationId, expires)}`;
    },
    verify(quotationId, token, now = Date.now()) {
      const match = /^([pa])([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return undefined;
      const [, prefix = '', expires = '', given = ''] = match;
      const expected = Buffer.from(mac(prefix, quotationId, expires));
      if (!crypto.timingSafeEqual(Buffer.from(given), expected)) return undefined;
      if (parseInt(expires, 36) * 1000 <= now) return undefined;
      return PURPOSE_OF[prefix];
    },
  };
}
