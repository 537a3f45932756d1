import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

/**
 * The print view's link token (GET /v1/agro/cotacoes/{id}/impressao?token=): an HMAC-SHA256 of the
 * quotation's id. Its key is derived (HKDF) from the server's token secret — JWT_SECRET when set,
 * otherwise the `jwt_secret` the auth plugin keeps in `configuracoes` (server/plugins/auth.ts) — so
 * every instance on the same database signs and checks the same tokens, the signing key itself never
 * signs anything else, and nothing is stored per quotation. A token opens exactly one quotation.
 */
export interface PrintTokens {
  sign(quotationId: string): string;
  verify(quotationId: string, token: string): boolean;
}

const CONTEXT = 'portal:impressao-cotacao-agro';

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
  const sign = (quotationId: string) =>
    crypto.createHmac('sha256', key).update(quotationId.toLowerCase()).digest('base64url');
  return {
    sign,
    verify(quotationId, token) {
      const expected = Buffer.from(sign(quotationId));
      const given = Buffer.from(token);
      return given.length === expected.length && crypto.timingSafeEqual(given, expected);
    },
  };
}
