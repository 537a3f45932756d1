import { getCommand } from './commands';
import { useOutbox } from './outbox';
import type { CommandDefinition, OutboxItem, OutboxStatus } from './types';

/**
 * A command of a list's domain whose waiting items the list shows: the creates as rows of their own,
 * the edits as a mark on the row they change (a record saved offline shows in its list).
 */
export interface PendingSource {
  command: string;
  /** Keeps only the items of this list (the units of one court, the contacts of one insurer). */
  where?: (payload: unknown) => boolean;
  /** The id of the record the item creates or changes; `payload.id` when not given. */
  recordId?: (payload: unknown) => string | undefined;
}

/** The typed way to name a source: `pendingOf(createCourtUnit, { where: (p) => p.court.id === id })`. */
export function pendingOf<P, R>(
  command: CommandDefinition<P, R>,
  options: { where?: (payload: P) => boolean; recordId?: (payload: P) => string | undefined } = {},
): PendingSource {
  // The outbox stores what the command was given: an item of this command holds a P.
  const { where, recordId } = options;
  return {
    command: command.name,
    where: where && ((payload) => where(payload as P)),
    recordId: recordId && ((payload) => recordId(payload as P)),
  };
}

/** A record created on this device and not yet accepted by the server. */
export interface PendingCreate {
  /** The outbox item's id (a React key). */
  key: string;
  /** The id the record will have (client-generated), when known: hides the row once the server lists it. */
  recordId: string | undefined;
  /** What the sync page calls it, e.g. 'Criar tribunal TJMOF (9.41)'. */
  label: string;
  /** The texts of what was saved (name, code...): a search finds the row by them, as by its label. */
  texts: readonly string[];
  /** 'dead': the server refused it; it waits on /sincronizacao to be corrected or discarded. */
  status: OutboxStatus;
}

export interface PendingRows {
  creates: readonly PendingCreate[];
  /** Records with an edit waiting to be sent (or refused), by id. */
  changed: ReadonlySet<string>;
}

export interface PendingRowsOptions {
  creates?: readonly PendingSource[];
  updates?: readonly PendingSource[];
}

export const NO_PENDING_ROWS: PendingRows = { creates: [], changed: new Set() };

function defaultRecordId(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const id = (payload as { id?: unknown }).id;
  return typeof id === 'string' ? id : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The texts of a saved payload, nested objects included; ids aside (nobody searches by them). */
export function payloadTexts(payload: unknown, out: string[] = []): string[] {
  if (typeof payload === 'string') {
    if (!UUID.test(payload)) out.push(payload);
  } else if (typeof payload === 'number') {
    out.push(String(payload));
  } else if (Array.isArray(payload)) {
    for (const value of payload) payloadTexts(value, out);
  } else if (typeof payload === 'object' && payload !== null) {
    for (const [key, value] of Object.entries(payload)) {
      if (key !== 'id' && !key.endsWith('_id')) payloadTexts(value, out);
    }
  }
  return out;
}

function sourceOf(sources: readonly PendingSource[] | undefined, item: OutboxItem) {
  return sources?.find((s) => s.command === item.command && (s.where?.(item.payload) ?? true));
}

/** The pending rows of a list out of the user's outbox items (oldest first). */
export function pendingRowsOf(items: readonly OutboxItem[], options: PendingRowsOptions): PendingRows {
  const creates: PendingCreate[] = [];
  const changed = new Set<string>();
  for (const item of items) {
    const created = sourceOf(options.creates, item);
    if (created) {
      const recordId = (created.recordId ?? defaultRecordId)(item.payload);
      const label = getCommand(item.command)?.describe(item.payload) ?? item.command;
      creates.push({ key: item.id, recordId, label, texts: payloadTexts(item.payload), status: item.status });
      continue;
    }
    const updated = sourceOf(options.updates, item);
    const id = updated && (updated.recordId ?? defaultRecordId)(item.payload);
    if (id) changed.add(id);
  }
  // Newest first: the record just saved is the one the user looks for at the top of the list.
  creates.reverse();
  return { creates, changed };
}

/**
 * The logged user's waiting creates and edits of a list's domain, live (this tab and others). Feed it
 * to the list's `DataTable` as `pending`.
 */
export function usePendingRows(options: PendingRowsOptions): PendingRows {
  return pendingRowsOf(useOutbox(), options);
}
