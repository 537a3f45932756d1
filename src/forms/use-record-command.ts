import { useState } from 'react';
import { discardItem, listOutbox, resendItem } from '../offline/outbox';
import type { CommandDefinition, CommandOutcome } from '../offline/types';
import { announceOutcome, refusalOf } from './command-feedback';
import { useCommandSave } from './use-command-save';

/**
 * Runs one action on a record through the outbox (sent now, or queued offline): the server's refusal
 * stays on screen in Portuguese. Resolves true when the command was sent or queued.
 *
 * When the server refused this same action earlier (a dead letter in the record's scope, which holds
 * the scope's later items back), running it again resends that item with the new payload instead of
 * queuing a second one behind it; with new files, the refused item gives way to the new one.
 * `sameAction` tells two payloads of one command apart (e.g. the path and insurer of an action).
 */
export function useRecordCommand<P, R>(
  command: CommandDefinition<P, R>,
  sameAction: (a: P, b: P) => boolean = () => true,
) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = useCommandSave(command);
  const send = async (payload: P, files?: Record<string, Blob>): Promise<CommandOutcome<R>> => {
    const scope = command.scope(payload);
    const earlier = (await listOutbox()).find(
      (item) =>
        item.status === 'dead' &&
        item.command === command.name &&
        item.scope === scope &&
        // An item of this command holds what the command was given: a P.
        sameAction(item.payload as P, payload),
    );
    if (earlier && !files) return resendItem<R>(earlier.id, { payload });
    if (earlier) await discardItem(earlier.id);
    return save(payload, files);
  };
  const run = async (payload: P, sentMessage: string, files?: Record<string, Blob>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    let outcome: CommandOutcome<R>;
    try {
      outcome = await send(payload, files);
    } catch (failure) {
      // Storage full, IndexedDB unavailable: nothing was saved, and the message says so.
      setError(refusalOf(failure).message);
      return false;
    } finally {
      setBusy(false);
    }
    const refusal = announceOutcome(outcome, () => sentMessage);
    if (refusal) setError([refusal.message, ...refusal.details.map((d) => d.message)].join('\n'));
    return !refusal;
  };
  return { error, busy, run, clearError: () => setError(null) };
}
