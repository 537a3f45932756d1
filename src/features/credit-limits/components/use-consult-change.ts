import { useState } from 'react';
import { announceOutcome } from '../../../forms/command-feedback';
import { useCommandSave } from '../../../forms/use-command-save';
import type { ConsultUpdate } from '../commands';
import { updateConsult } from '../commands';

/**
 * The save of a change to a consult (an answer, the co-brokerage) through the outbox: checked first on
 * the device, then sent or queued; the server's refusal (or the local check's message) stays on the
 * form. Resolves true when the change was sent or queued.
 */
export function useConsultChange() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = useCommandSave(updateConsult);
  const send = async (
    checked: { ok: true; update: ConsultUpdate } | { ok: false; message: string },
    sentMessage: string,
  ): Promise<boolean> => {
    if (!checked.ok) {
      setError(checked.message);
      return false;
    }
    setBusy(true);
    setError(null);
    const outcome = await save(checked.update);
    setBusy(false);
    const refusal = announceOutcome(outcome, () => sentMessage);
    if (refusal) setError([refusal.message, ...refusal.details.map((d) => d.message)].join('\n'));
    return !refusal;
  };
  return { error, busy, send };
}
