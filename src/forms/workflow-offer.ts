import type { WorkflowTable } from '../contract/workflow-table';
import { actionIdsOf, actionsFrom, stateAfter } from '../contract/workflow-table';

/**
 * Which actions of a workflow a record's page offers, as a pure rule over the transition table, the
 * server's allowed actions and the actions waiting on the device (no React, no storage: the server's
 * table test reads it too).
 */

/** One action waiting on the device, and what it is about when the action is per item (an insurer). */
export interface PendingAction<A extends string> {
  action: A;
  key?: string;
}

export interface WorkflowOfferSpec<S extends string, A extends string> {
  table: WorkflowTable<S, A>;
  /**
   * While an action that moves the state waits: true offers the table's actions of the state it leads
   * to (no guards in the way); false offers none until the server tells the next ones (guards such as
   * 'no open critique' are the server's to check).
   */
  offerNextState: boolean;
  /** Actions that make a record of their own and may wait more than once (a critique, an insurer's costs). */
  repeatable?: readonly A[];
}

export interface OfferedActions<S extends string, A extends string> {
  /** The state once the waiting actions are sent (the server's state when nothing waits). */
  state: S;
  /** The actions the page offers now, in the table's order. */
  allowed: A[];
  /** Whether `action` is offered for `key` (one insurer of a per-insurer action). */
  offers: (action: A, key?: string) => boolean;
}

/**
 * The actions a record's page offers: the server's allowed actions of the read (`acoes`; the table's
 * actions of the state for a read that carries none), less the actions waiting on the device. Once an
 * action that moves the state waits, the server's list is stale: the page offers the table's actions
 * of the state the queue leads to (`stateAfter`), or none, as the domain says.
 */
export function offeredActions<S extends string, A extends string>(
  spec: WorkflowOfferSpec<S, A>,
  record: { state: S; acoes?: readonly string[] | undefined },
  pending: readonly PendingAction<A>[] = [],
): OfferedActions<S, A> {
  const { table } = spec;
  const moves = pending.some((p) => !table.actions[p.action].stays);
  const state = stateAfter(
    table,
    record.state,
    pending.map((p) => p.action),
  );
  const { acoes } = record;
  const base: readonly A[] = moves
    ? spec.offerNextState
      ? actionsFrom(table, state)
      : []
    : acoes
      ? actionIdsOf(table).filter((a) => acoes.includes(a))
      : actionsFrom(table, record.state);
  const repeatable = new Set<A>(spec.repeatable ?? []);
  const offers = (action: A, key?: string) =>
    base.includes(action) &&
    (repeatable.has(action) || !pending.some((p) => p.action === action && p.key === key));
  return { state, allowed: base.filter((a) => offers(a)), offers };
}
