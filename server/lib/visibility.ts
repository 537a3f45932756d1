import { eq, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { AreaId, StructureId } from '../../src/contract/permissions';
import { AREAS, STRUCTURES } from '../../src/contract/permissions';
import { RECORD_AREA, maySee, seesWholeArea, worksIn } from '../../src/contract/visibility';
import type { RecordFacts, RecordKind, VisibilityViewer } from '../../src/contract/visibility';
import type { Db } from '../db/client';
import {
  agroQuotations,
  companies,
  creditConsults,
  economicGroups,
  invoices,
  policies,
  quotations,
  users,
} from '../db/schema';
import { notFound } from '../errors';
import { isUuid } from './ids';
import type { Principal } from '../plugins/access';

/**
 * The one visibility rule on the server (src/contract/visibility.ts; docs/architecture.md,
 * "Visibilidade"): the viewer of a request, the rule as a SQL predicate for lists and reads by id, and
 * the same rule on one record's facts for the writes and the history.
 */
export type Viewer = VisibilityViewer & { readonly system?: true };

/** The server's own reads inside a write that already passed the caller's visibility. */
export const SYSTEM_VIEWER: Viewer = {
  userId: 'sistema',
  guest: false,
  area: 'geral',
  structure: 'funcionario',
  system: true,
};

/**
 * How long an instance trusts a user's structure and area without asking the database, as the token
 * version cache (server/plugins/auth.ts): a change made in the users' screen reaches every list and
 * read after at most this long.
 */
export const VIEWER_CACHE_TTL_MS = 5_000;
const VIEWER_CACHE_MAX = 10_000;

type Stored = { area: AreaId; structure: StructureId | null } | null;
type Entry = { stored: Stored; expires: number };
const caches = new WeakMap<Db, Map<string, Entry>>();

async function storedUser(db: Db, userId: string): Promise<Stored> {
  if (!isUuid(userId)) return null;
  const [row] = await db
    .select({ estrutura: users.estruturaId, area: users.areaId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    area: row.area in AREAS ? (row.area as AreaId) : 'garantia',
    structure: row.estrutura !== null && row.estrutura in STRUCTURES ? (row.estrutura as StructureId) : null,
  };
}

/**
 * The viewer of a request: the session's area (the X-Area it was opened with), narrowed to the user's
 * current area when that no longer allows it, and the user's current structure. One primary-key read of
 * `usuarios` per user every few seconds per instance. A token whose subject has no user row keeps the
 * area it was signed with and no structure; a guest is only its own subject.
 */
export async function viewerOf(db: Db, principal: Principal): Promise<Viewer> {
  if (principal.guest) return { userId: principal.sub, guest: true, area: principal.area, structure: null };
  const userId = principal.sub;
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map<string, Entry>();
    caches.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(userId);
  let stored: Stored;
  if (hit && hit.expires > now) stored = hit.stored;
  else {
    stored = await storedUser(db, userId);
    if (cache.size >= VIEWER_CACHE_MAX)
      for (const [id, entry] of cache) if (entry.expires <= now) cache.delete(id);
    if (cache.size >= VIEWER_CACHE_MAX) cache.clear();
    cache.set(userId, { stored, expires: now + VIEWER_CACHE_TTL_MS });
  }
  if (!stored) return { userId, guest: false, area: principal.area, structure: null };
  const area = principal.area === stored.area || stored.area === 'geral' ? principal.area : stored.area;
  return { userId, guest: false, area, structure: stored.structure, homeArea: stored.area };
}

/** Whether the viewer may see a record with these facts (the pure rule; the system sees everything). */
export function canSee(viewer: Viewer, kind: RecordKind, facts: RecordFacts): boolean {
  return viewer.system === true || maySee(viewer, kind, facts);
}

/** A record the viewer may not see is answered exactly as a missing one. */
export function assertVisible(viewer: Viewer, kind: RecordKind, facts: RecordFacts): void {
  if (!canSee(viewer, kind, facts)) throw notFound();
}

const NOTHING = sql`false`;

/**
 * The viewer's wallet as an array read once through grupos_economicos_responsavel_idx (an InitPlan),
 * so `grupo_id = any(...)` stays an index condition instead of a filter run per row.
 */
const walletOf = (userId: string) =>
  sql`array(select g.id from ${economicGroups} g where g.responsavel_id = ${userId})`;

/**
 * The rule as a SQL predicate on the record's own table (undefined: no restriction). Every list and
 * read by id of the record types adds it to its WHERE.
 */
export function visibleWhere(viewer: Viewer, kind: RecordKind): SQL | undefined {
  if (viewer.system) return undefined;
  const me = viewer.userId;
  if (viewer.guest) return kind === 'cotacao_agro' ? eq(agroQuotations.criadoPor, me) : NOTHING;
  if (!worksIn(viewer.area, RECORD_AREA[kind])) return NOTHING;
  if (seesWholeArea(viewer)) return undefined;
  // The uuid columns are compared only with a uuid (a token's subject is text).
  const uuid = isUuid(me);
  switch (kind) {
    case 'grupo_economico':
      return uuid ? eq(economicGroups.responsavelId, me) : NOTHING;
    case 'limite_credito':
      return uuid ? sql`${creditConsults.grupoId} = any(${walletOf(me)})` : NOTHING;
    case 'cotacao_garantia':
      return uuid
        ? sql`(${quotations.responsavelId} = ${me} or ${quotations.grupoId} = any(${walletOf(me)}))`
        : NOTHING;
    case 'cotacao_agro':
      return uuid
        ? sql`(${agroQuotations.criadoPor} = ${me} or ${agroQuotations.grupoId} = any(${walletOf(me)}))`
        : eq(agroQuotations.criadoPor, me);
    case 'apolice':
      return uuid
        ? sql`(${policies.solicitadaPor} = ${me} or ${policies.grupoId} = any(${walletOf(me)}))`
        : NOTHING;
  }
}

/** The group kind's predicate for a table whose rows belong to a group (companies: `grupo_id`). */
export function visibleGroupIdWhere(viewer: Viewer, groupId: AnyColumn): SQL | undefined {
  const groups = visibleWhere(viewer, 'grupo_economico');
  if (groups === undefined) return undefined;
  return sql`${groupId} in (select ${economicGroups.id} from ${economicGroups} where ${groups})`;
}

/**
 * The group-scoped routes (`/v1/gruposeconomicos/:id/...`: the group itself, its companies, its
 * credit-limit consults): 404 when the viewer may not see that group's records of `kind`. A missing
 * group is left to the route (its own 404).
 */
export async function assertGroupVisible(
  db: Db,
  viewer: Viewer,
  kind: 'grupo_economico' | 'limite_credito',
  groupId: string,
): Promise<void> {
  if (viewer.system || visibleWhere(viewer, kind) === undefined) return;
  const facts = await recordFacts(db, 'grupo_economico', groupId);
  if (facts) assertVisible(viewer, kind, facts);
}

/**
 * The facts of one record by its audit entity and id (undefined: no such record). The history of a
 * company is its group's; an invoice's are its policy's.
 */
export async function recordFacts(
  db: Db,
  entity: RecordKind | 'empresa' | 'fatura',
  id: string,
): Promise<RecordFacts | undefined> {
  if (!isUuid(id)) return undefined;
  const owner = (groupId: AnyColumn) =>
    sql<string | null>`(select g.responsavel_id from ${economicGroups} g where g.id = ${groupId})`;
  switch (entity) {
    case 'grupo_economico': {
      const [row] = await db
        .select({ groupResponsible: economicGroups.responsavelId })
        .from(economicGroups)
        .where(eq(economicGroups.id, id));
      return row;
    }
    case 'empresa': {
      const [row] = await db
        .select({ groupResponsible: owner(companies.grupoId) })
        .from(companies)
        .where(eq(companies.id, id));
      return row;
    }
    case 'limite_credito': {
      const [row] = await db
        .select({ groupResponsible: owner(creditConsults.grupoId) })
        .from(creditConsults)
        .where(eq(creditConsults.id, id));
      return row;
    }
    case 'cotacao_garantia': {
      const [row] = await db
        .select({ groupResponsible: owner(quotations.grupoId), responsible: quotations.responsavelId })
        .from(quotations)
        .where(eq(quotations.id, id));
      return row;
    }
    case 'cotacao_agro': {
      const [row] = await db
        .select({ groupResponsible: owner(agroQuotations.grupoId), responsible: agroQuotations.criadoPor })
        .from(agroQuotations)
        .where(eq(agroQuotations.id, id));
      return row;
    }
    case 'apolice': {
      const [row] = await db
        .select({ groupResponsible: owner(policies.grupoId), responsible: policies.solicitadaPor })
        .from(policies)
        .where(eq(policies.id, id));
      return row;
    }
    case 'fatura': {
      const [row] = await db
        .select({ groupResponsible: owner(policies.grupoId), responsible: policies.solicitadaPor })
        .from(invoices)
        .innerJoin(policies, eq(policies.id, invoices.apoliceId))
        .where(eq(invoices.id, id));
      return row;
    }
  }
}
