import type { Db } from '../../db/client';
import type { Actor } from '../../lib/audit';
import { SYSTEM_VIEWER, viewerOf } from '../../lib/visibility';
import type { Viewer } from '../../lib/visibility';
import type { Principal } from '../../plugins/access';

/**
 * Which quotations a caller sees and acts on: the one visibility rule (server/lib/visibility.ts,
 * docs/architecture.md "Visibilidade"; docs/guarantee-quotations.md, "Quem vê as cotações").
 */
export type QuotationScope = Viewer;

/** The server's own reads inside a write that already passed the caller's scope. */
export const ALL_QUOTATIONS: QuotationScope = SYSTEM_VIEWER;

/** Who writes (the audit's actor) and which quotations they may write to. */
export type QuotationCaller = Actor & { readonly scope: QuotationScope };

/** The caller's scope (cached for a few seconds per instance: server/lib/visibility.ts). */
export const scopeOf = (db: Db, principal: Principal): Promise<QuotationScope> => viewerOf(db, principal);
