import type { LegacyImportColumn, LegacyImportTypeId } from '../../../src/contract/legacy-import';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/audit';
import type { Viewer } from '../../lib/visibility';

/** What a row's write did: a new record, a changed one, or one already exactly as in the file. */
export type RowOutcome = 'criada' | 'atualizada' | 'inalterada';

/** What a type's write gets besides the row. */
export interface ImportContext {
  /** The batch's transaction (each row runs in a savepoint of it). */
  tx: Db;
  /** The importing user; `requestId` marks the audit rows as imported ('importacao-legado:<id>'). */
  actor: Actor;
  viewer: Viewer;
  /** The validation's dry run: the batch is rolled back, nothing stays. */
  dryRun: boolean;
  /**
   * Natural keys of valid rows seen earlier in this file, for rows that refer to them (a borrower of a
   * group created by an earlier row): in the dry run that earlier row's batch was rolled back.
   */
  seen: Set<string>;
  /** Per-run lookups a type keeps (insurers, modalities by name...). */
  cache: Map<string, unknown>;
}

/**
 * One kind of legacy file: its columns, how a row becomes the domain's own body (validated by the
 * domain's schema), its natural key and its upsert through the domain's service. Adding a kind is one
 * module listed in `registry.ts`.
 */
export interface ImportKind<T> {
  id: LegacyImportTypeId;
  nome: string;
  colunas: LegacyImportColumn[];
  /** The row (by header) as the domain body; throws RowRefused naming the columns. */
  parse: (row: Record<string, string>) => T;
  /** The natural key of a parsed row (for `seen`). */
  key: (value: T) => string;
  write: (ctx: ImportContext, value: T) => Promise<RowOutcome>;
  /**
   * Optional: a batch's parsed rows at once, by the same rules as `write` with the reads bulked (and,
   * in the dry run, nothing written). Answers each row's outcome or refusal, in order. Throwing (a
   * database failure) makes the runner redo the batch row by row through `write`.
   */
  writeBatch?: (ctx: ImportContext, values: T[]) => Promise<(RowOutcome | { error: unknown })[]>;
  /** The file column a domain refusal's field came from. */
  columnOf: (field: string) => string | null;
}

/** Same JSON once keys are sorted: how a stored record is compared with the file's values. */
export function sameValues(a: unknown, b: unknown): boolean {
  const canon = (x: unknown): unknown =>
    Array.isArray(x)
      ? x.map(canon)
      : x && typeof x === 'object'
        ? Object.fromEntries(
            Object.keys(x)
              .sort()
              .map((k) => [k, canon((x as Record<string, unknown>)[k])]),
          )
        : (x ?? null);
  return JSON.stringify(canon(a)) === JSON.stringify(canon(b));
}
