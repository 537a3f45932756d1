import { useEffect, useRef, useState } from 'react';
import { getCommand } from './commands';
import { useOutbox } from './outbox';
import { subscribeOutcomes } from './outcomes';
import type { OutboxItem } from './types';

/**
 * The actions on one record written on this device and not yet accepted by the server, read from the
 * outbox by the record's scope (every write of a quotation goes in `agro:<id>` or `quotation:<id>`):
 * its page shows them as waiting, takes their buttons away and offers the next ones only once the
 * server said yes, so a step queued offline cannot be queued twice.
 */
export interface RecordAction {
  /** The outbox item's id (a React key). */
  key: string;
  command: string;
  /** What the command was given; the page narrows it by `command`. */
  payload: unknown;
  /** The page's own name of the action ('Aprovar arquivo'). */
  label: string;
  /** The server's Portuguese refusal (only on `refused`). */
  error: string | null;
}

export interface RecordActions {
  /** Pending or being sent, oldest first: the record will change when they go. */
  waiting: readonly RecordAction[];
  /** Refused by the server (dead letters): nothing was applied, the button returns. */
  refused: readonly RecordAction[];
  /**
   * Accepted by the server while the page still shows the record as it was before them: they count
   * as done until the record's version changes (its refetch), so their buttons do not flash back.
   */
  sent: readonly RecordAction[];
}

export const NO_RECORD_ACTIONS: RecordActions = { waiting: [], refused: [], sent: [] };

/** How a page names a queued action; undefined falls back to the sync page's description. */
export type ActionLabel = (item: OutboxItem) => string | undefined;

function fallbackLabel(item: OutboxItem): string {
  const described = getCommand(item.command)?.describe(item.payload);
  // 'Aprovar cartão assinado — cotação AGR-000012 (...)': the record is the page itself.
  return described ? (described.split(' — ')[0] ?? described) : item.command;
}

/** The record's waiting and refused actions out of the user's outbox items (ordered by seq). */
export function recordActionsOf(
  items: readonly OutboxItem[],
  scope: string,
  label?: ActionLabel,
): RecordActions {
  const waiting: RecordAction[] = [];
  const refused: RecordAction[] = [];
  for (const item of items) {
    if (item.scope !== scope) continue;
    const action: RecordAction = {
      key: item.id,
      command: item.command,
      payload: item.payload,
      label: label?.(item) ?? fallbackLabel(item),
      error: item.status === 'dead' ? item.last_error : null,
    };
    (item.status === 'dead' ? refused : waiting).push(action);
  }
  if (waiting.length === 0 && refused.length === 0) return NO_RECORD_ACTIONS;
  return { waiting, refused, sent: [] };
}

/** How long a sent action counts as done at most, should the record's refetch never come. */
const SENT_HOLD_MS = 30_000;

/**
 * The logged user's queued actions on one record (its outbox scope), live across tabs. `version` is
 * the record's version as the page shows it (e.g. `atualizado_em`): an action sent meanwhile stays in
 * `sent` until it changes.
 */
export function useRecordActions(scope: string, version: string, label?: ActionLabel): RecordActions {
  const actions = recordActionsOf(useOutbox(), scope, label);
  // The waiting actions seen so far, by item id: a 'sent' outcome names only the id.
  const known = useRef(new Map<string, RecordAction>());
  for (const a of actions.waiting) known.current.set(a.key, a);
  const [sent, setSent] = useState<{ action: RecordAction; version: string; at: number }[]>([]);
  const versionRef = useRef(version);
  versionRef.current = version;
  useEffect(
    () =>
      subscribeOutcomes((outcome) => {
        if (outcome.type !== 'sent') return;
        const action = known.current.get(outcome.id);
        if (action) setSent((list) => [...list, { action, version: versionRef.current, at: Date.now() }]);
      }),
    [],
  );
  const held = sent.filter((s) => s.version === version && Date.now() - s.at < SENT_HOLD_MS);
  if (held.length !== sent.length) queueMicrotask(() => setSent(held));
  if (held.length === 0) return actions;
  const waitingKeys = new Set(actions.waiting.map((a) => a.key));
  return { ...actions, sent: held.map((s) => s.action).filter((a) => !waitingKeys.has(a.key)) };
}
