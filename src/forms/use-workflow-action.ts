import type { ActionLabel, RecordActions } from '../offline/pending-actions';
import { useRecordActions } from '../offline/pending-actions';
import type { CommandDefinition } from '../offline/types';
import { useRecordCommand } from './use-record-command';
import type { OfferedActions, PendingAction, WorkflowOfferSpec } from './workflow-offer';
import { offeredActions } from './workflow-offer';

export type { OfferedActions, PendingAction, WorkflowOfferSpec } from './workflow-offer';

/**
 * Runs one action of a record's workflow through the outbox: sent now when there is signal, queued on
 * the device otherwise (every workflow command of a record goes in the record's scope, so they leave in
 * the order they were made). The outcome is announced in Portuguese, the command's `invalidates` makes
 * the record's reads fresh once sent, and a refusal stays on screen as `error`. `run` resolves true
 * when the action was sent or queued.
 *
 * `sameAction` tells two payloads of one command apart (the insurer of a per-insurer action), so
 * running again an action the server refused resends that item instead of queuing a second one.
 */
export function useWorkflowAction<P, R>(
  command: CommandDefinition<P, R>,
  sameAction?: (a: P, b: P) => boolean,
) {
  return useRecordCommand(command, sameAction);
}

/** How a domain's page reads the actions of its records from the outbox. */
export interface WorkflowQueueSpec<S extends string, A extends string> extends WorkflowOfferSpec<S, A> {
  /** The outbox scope of the record's writes. */
  scope: (id: string) => string;
  /** The action a queued item performs (null for a write that is no action of the table). */
  actionOf: (item: { command: string; payload: unknown }) => PendingAction<A> | null;
  /** How the pending notice names a queued item; the sync page's description otherwise. */
  labelOf?: ActionLabel;
}

export interface WorkflowQueue<S extends string, A extends string> extends OfferedActions<S, A> {
  /** The actions written on this device and not yet accepted, and those the server refused. */
  queued: RecordActions;
}

const NOTHING = (): boolean => false;

/**
 * A record's workflow as its page offers it, live with the outbox: a queued action is applied
 * optimistically (its button goes; the next state's come, where the domain allows), an accepted one
 * counts as done until the record is read again, a refused one gives its button back. Who may not
 * write is offered nothing.
 */
export function useWorkflowQueue<S extends string, A extends string>(
  spec: WorkflowQueueSpec<S, A>,
  record: { id: string; state: S; version: string; acoes?: readonly string[] | undefined },
  canWrite: boolean,
): WorkflowQueue<S, A> {
  const queued = useRecordActions(spec.scope(record.id), record.version, spec.labelOf);
  const pending = [...queued.sent, ...queued.waiting].flatMap((a) => {
    const known = spec.actionOf(a);
    return known ? [known] : [];
  });
  const offered = offeredActions(spec, record, pending);
  if (!canWrite) return { queued, state: offered.state, allowed: [], offers: NOTHING };
  return { queued, ...offered };
}

/** The server's allowed actions of a read, for a read type that may not carry them yet. */
export function acoesOf(read: object): readonly string[] | undefined {
  const acoes = (read as { acoes?: unknown }).acoes;
  return Array.isArray(acoes) ? (acoes as string[]) : undefined;
}
