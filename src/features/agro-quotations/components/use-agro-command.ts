import { useState } from 'react';
import { announceOutcome } from '../../../forms/command-feedback';
import { useCommandSave } from '../../../forms/use-command-save';
import type { CommandDefinition } from '../../../offline/types';

/**
 * Runs one agro quotation command through the outbox (sent now, or queued offline): the server's
 * refusal stays on screen in Portuguese. Resolves true when the command was sent or queued.
 */
export function useAgroCommand<P, R>(command: CommandDefinition<P, R>) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = useCommandSave(command);
  const run = async (payload: P, sentMessage: string, files?: Record<string, Blob>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    const outcome = await save(payload, files);
    setBusy(false);
    const refusal = announceOutcome(outcome, () => sentMessage);
    if (refusal) setError([refusal.message, ...refusal.details.map((d) => d.message)].join('\n'));
    return !refusal;
  };
  return { error, busy, run, clearError: () => setError(null) };
}
