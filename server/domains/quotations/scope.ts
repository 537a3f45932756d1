import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Actor } from '../../lib/audit';
import { isUuid } from '../../lib/ids';
import type { Principal } from '../../plugins/access';

/**
 * Which quotations a caller sees and acts on (docs/guarantee-quotations.md, "Quem vê as cotações"):
 * employees (`estrutura = funcionario`) and users of the `geral` area see all of them; anyone else
 * only those of the economic groups in their wallet (`grupos_economicos.responsavel_id`) and those
 * they are responsible for (`cotacoes_garantia.responsavel_id`).
 */
export type QuotationScope = { readonly all: true } | { readonly all: false; readonly userId: string };

/** The server's own reads inside a write that already passed the caller's scope. */
export const ALL_QUOTATIONS: QuotationScope = { all: true };

/** Who writes (the audit's actor) and which quotations they may write to. */
export type QuotationCaller = Actor & { readonly scope: QuotationScope };

/**
 * How long an instance trusts a user's structure and area without asking the database, as the token
 * version cache (server/plugins/auth.ts): a change made in the users' screen reaches the quotations
 * after at most this long.
 */
export const SCOPE_CACHE_TTL_MS = 5_000;
const SCOPE_CACHE_MAX = 10_000;

type Entry = { all: boolean; expires: number };
const caches = new WeakMap<Db, Map<string, Entry>>();

/** Whether the user sees every quotation; undefined when there is no such user row. */
async function seesAll(db: Db, userId: string): Promise<boolean | undefined> {
  if (!isUuid(userId)) return undefined;
  const [row] = await db
    .select({ estrutura: users.estruturaId, area: users.areaId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? row.estrutura === 'funcionario' || row.area === 'geral' : undefined;
}

/** The caller's scope: one primary-key read of `usuarios` per user every few seconds per instance. */
export async function scopeOf(db: Db, principal: Principal): Promise<QuotationScope> {
  const userId = principal.sub;
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map<string, Entry>();
    caches.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(userId);
  let all = hit && hit.expires > now ? hit.all : undefined;
  if (all === undefined) {
    // A token whose subject has no user row (users are never deleted) keeps the area it was signed
    // with and no structure; guests never reach the quotations (their access is not declared).
    all = (await seesAll(db, userId)) ?? principal.area === 'geral';
    if (cache.size >= SCOPE_CACHE_MAX)
      for (const [id, entry] of cache) if (entry.expires <= now) cache.delete(id);
    if (cache.size >= SCOPE_CACHE_MAX) cache.clear();
    cache.set(userId, { all, expires: now + SCOPE_CACHE_TTL_MS });
  }
  return all ? ALL_QUOTATIONS : { all: false, userId };
}
