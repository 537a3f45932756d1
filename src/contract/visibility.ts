/**
 * Who may see a record (docs/architecture.md, "Visibilidade"): one rule for the economic groups, the
 * credit-limit consults, the guarantee quotations and the agro quotations. The server turns it into a
 * SQL predicate (server/lib/visibility.ts) for every list, read, write and history of those records;
 * this pure form is the same rule for one record, which the client's menu and the server tests share.
 *
 * A record is visible when
 * 1. the viewer works in the record's area: guarantee records (credit limits, guarantee quotations)
 *    for `garantia` and `geral`, agro quotations for `agronegocio` and `geral`, groups for every area
 *    (both kinds of quotation are made for them); and
 * 2. the viewer sees the whole area — an employee (`estrutura = funcionario`) or a `geral` user — or
 *    the record is in the viewer's wallet: its economic group's responsible is the viewer, or the
 *    viewer is the record's own responsible (a quotation's `responsavel_id`, an agro quotation's
 *    creator, the user a policy was requested by).
 * A guest sees only the agro quotations it created. The module and action of each route are checked
 * before this rule (src/contract/manifest.ts); the rule only narrows which records they reach.
 */
import type { AreaId, StructureId } from './permissions';

/** The record types that carry an area and a wallet. */
export const RECORD_KINDS = [
  'grupo_economico',
  'limite_credito',
  'cotacao_garantia',
  'cotacao_agro',
  'apolice',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** The area a record belongs to; null: every area (a group is a client of both). */
export const RECORD_AREA: Readonly<Record<RecordKind, 'garantia' | 'agronegocio' | null>> = {
  grupo_economico: null,
  limite_credito: 'garantia',
  cotacao_garantia: 'garantia',
  cotacao_agro: 'agronegocio',
  apolice: 'garantia',
};

/** What the rule needs of the viewer: their id, whether a guest, their area and structure. */
export interface VisibilityViewer {
  readonly userId: string;
  readonly guest: boolean;
  readonly area: AreaId;
  readonly structure: StructureId | null;
  /**
   * The user's own area, when the session works in a narrower one: a `geral` user who opened the
   * guarantee area works in it only, but still sees all of it.
   */
  readonly homeArea?: AreaId;
}

/** What the rule needs of the record: its group's responsible and its own responsible or creator. */
export interface RecordFacts {
  readonly groupResponsible?: string | null | undefined;
  readonly responsible?: string | null | undefined;
}

/** Whether a user of `area` works in `wanted`: their own area, or any when `geral` (SPEC.md §1). */
export function worksIn(area: AreaId, wanted: 'garantia' | 'agronegocio' | null): boolean {
  return wanted === null || area === wanted || area === 'geral';
}

/** Whether the viewer sees every record of the areas they work in (no wallet restriction). */
export function seesWholeArea(viewer: VisibilityViewer): boolean {
  return (
    !viewer.guest &&
    (viewer.structure === 'funcionario' || viewer.area === 'geral' || viewer.homeArea === 'geral')
  );
}

/** Whether the viewer may see (and so read, write and read the history of) one record. */
export function maySee(viewer: VisibilityViewer, kind: RecordKind, facts: RecordFacts): boolean {
  if (viewer.guest) return kind === 'cotacao_agro' && facts.responsible === viewer.userId;
  if (!worksIn(viewer.area, RECORD_AREA[kind])) return false;
  if (seesWholeArea(viewer)) return true;
  return facts.groupResponsible === viewer.userId || facts.responsible === viewer.userId;
}
