import type { AuditAction } from '../../src/contract/audit';
import type { Db } from '../db/client';
import type { AppError } from '../errors';
import { notFound } from '../errors';
import { writeAudit } from './audit';
import type { AuditTarget } from './audit';
import { isUniqueViolation } from './db-errors';
import { assertIfMatch } from './etag';
import type { Workflow } from './workflow';

/**
 * A record with a workflow, as the transition runner sees it: the sibling of `updateRecord` for
 * actions of a transition table (docs/architecture.md, "Fluxos"). A domain describes once how its
 * row is locked in the caller's visibility, what state it is in, what its guards read, how a state
 * moves into columns and what its audit row holds; every action of the domain then runs through
 * `runTransition` and nothing else.
 */
export interface TransitionRecord<Row, A extends string, C, Values> {
  workflow: Workflow<string, A, C>;
  /** The kind of record its audit rows are about ('cotacao_garantia'). */
  entidade: AuditTarget['entidade'];
  /**
   * The row, locked (SELECT … FOR UPDATE), when the caller may see it; undefined otherwise, which
   * answers exactly as a missing record (404). `viewer` is whatever the domain's visibility needs.
   */
  lock(tx: Db, id: string): Promise<Row | undefined>;
  /** The row after the write, read again in the same transaction (no visibility: it was just seen). */
  reload(tx: Db, id: string): Promise<Row | undefined>;
  /** The workflow state of the row ('cancelada' may live in another column than the stage). */
  stateOf(row: Row): string;
  /** What the guards read (open critiques, a premium), from the stored rows. */
  context?(tx: Db, row: Row): Promise<C>;
  /** The columns that put the row in state `to` after `action` (not called for an action that stays). */
  move(row: Row, to: string, action: A): Partial<Values>;
  /** Writes the row's own columns (the state move and the action's values together). */
  write(tx: Db, id: string, values: Partial<Values>): Promise<void>;
  /**
   * The audited view of a stored row: its columns as the history shows them, plus the summaries of
   * child rows an action may change (costs, a draft). Read from the database, never the wire view.
   */
  audited(tx: Db, row: Row): Promise<object> | object;
  /** The value If-Match is checked against (the record's ETag source), when the domain takes one. */
  version?(tx: Db, row: Row): Promise<object> | object;
  /**
   * The audit row's action for one of the table's actions, when the record's audit ids carry a suffix
   * (an endorsement request's 'enviar' is audited 'enviar_solicitacao': action ids are one namespace
   * across records, and 'editar' already reads otherwise for a quotation). Without it, the table's
   * action id is the audit id, and must be one (`A` a subset of `AuditAction`).
   */
  auditAs?: (action: A) => AuditAction;
  /** The refusal when the action hit a unique constraint. */
  conflict?: () => AppError;
  /** The 404 for a record the caller does not see (a guest's message differs from staff's). */
  missing?: () => AppError;
}

/** What one action does beyond the move: its If-Match, its writes and how its audit row is named. */
export interface TransitionPlan<Row, Values> {
  ifMatch?: string | undefined;
  /** The action's own writes (child rows, checks of its body); answers the row's columns to change. */
  work?: (tx: Db, row: Row) => Promise<Partial<Values> | undefined>;
  /** The audit row's action when it is not the table's action (e.g. 'reenviar_critica' under 'criticar'). */
  auditAs?: AuditAction;
  /** The state is checked but never moved (an action of a child record audited on its parent). */
  keepState?: boolean;
  /**
   * The table is not consulted and the state never moves: an action of a child record that its own
   * workflow allows whatever the parent's state (a critique is resolved even after the policy, so the
   * follow-up list can be emptied). The row is still locked in the caller's visibility and audited.
   */
  anyState?: boolean;
}

/** The outcome of an action: the stored row after it, and the state it is now in. */
export interface TransitionResult<Row> {
  row: Row;
  state: string;
}

/**
 * Runs one action of a workflow in one transaction: lock the row in the caller's visibility (404
 * outside it), check If-Match, check the table and the guard (409 naming the action and the state,
 * nothing changed), do the action's work, move the state, and write one audit row named after the
 * action from the stored rows before and after. A refusal anywhere rolls everything back.
 */
export async function runTransition<Row, A extends string, C, Values>(
  db: Db,
  record: TransitionRecord<Row, A, C, Values>,
  actor: AuditTarget['actor'],
  id: string,
  action: A,
  plan: TransitionPlan<Row, Values> = {},
): Promise<TransitionResult<Row>> {
  const missing = record.missing ?? (() => notFound());
  try {
    return await db.transaction(async (tx) => {
      const row = await record.lock(tx, id);
      if (row === undefined) throw missing();
      if (plan.ifMatch !== undefined && record.version)
        assertIfMatch(plan.ifMatch, await record.version(tx, row));
      const state = record.stateOf(row);
      const context = record.context && !plan.anyState ? await record.context(tx, row) : undefined;
      const to = plan.anyState ? state : record.workflow.apply(state, action, context);
      const before = await record.audited(tx, row);
      const values = (await plan.work?.(tx, row)) ?? {};
      const stays =
        plan.keepState || plan.anyState || record.workflow.actions[action]?.stays === true || to === state;
      const move = stays ? {} : record.move(row, to, action);
      const changes = { ...move, ...values };
      if (Object.keys(changes).length > 0) await record.write(tx, id, changes);
      const after = await record.reload(tx, id);
      if (after === undefined) throw missing();
      await writeAudit(
        tx,
        { actor, entidade: record.entidade },
        plan.auditAs ?? record.auditAs?.(action) ?? (action as AuditAction),
        id,
        before,
        await record.audited(tx, after),
        {
          always: true,
        },
      );
      return { row: after, state: record.stateOf(after) };
    });
  } catch (err) {
    if (record.conflict && isUniqueViolation(err)) throw record.conflict();
    throw err;
  }
}

/**
 * The actions allowed now for a row: what every status read answers (`acoes`), so the client draws
 * its buttons from the server's answer and never from a copy of the rules.
 */
export async function allowedActions<Row, A extends string, C, Values>(
  db: Db,
  record: TransitionRecord<Row, A, C, Values>,
  row: Row,
): Promise<A[]> {
  const context = record.context ? await record.context(db, row) : undefined;
  return record.workflow.allowed(record.stateOf(row), context);
}
