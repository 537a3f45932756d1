import { useEffect, useRef, useState } from 'react';
import { listOutbox, resendItem, runCommand } from '../offline/outbox';
import type { CommandDefinition, CommandOutcome } from '../offline/types';

/**
 * The save of a form, through the outbox (ARCHITECTURE.md §7). The first submit runs the command; once
 * the server refused it (the item is then a dead letter), or when the form was opened by 'Editar' on
 * the sync page, a submit corrects that same item and resends it, so it keeps its place in its scope
 * and no second item is written.
 */
export function useCommandSave<P, R>(
  command: CommandDefinition<P, R>,
  itemId?: string,
): (payload: P, files?: Record<string, Blob>) => Promise<CommandOutcome<R>> {
  const refused = useRef(itemId);
  return async (payload, files) => {
    const outcome = refused.current
      ? await resendItem<R>(refused.current, { payload })
      : await runCommand(command, payload, { files });
    if (outcome.status === 'refused') refused.current = outcome.item.id;
    return outcome;
  };
}

export type OutboxItemState<P> =
  | { state: 'none' }
  | { state: 'loading' }
  /** Sent, discarded, of another user, or of another command. */
  | { state: 'missing' }
  | { state: 'ready'; payload: P };

/**
 * The payload of the outbox item a form was opened for ('Editar' on /sincronizacao), read once: the
 * form starts from it. 'none' when no item was asked for.
 */
export function useOutboxItem<P, R>(itemId: string | undefined, command: CommandDefinition<P, R>) {
  const [found, setFound] = useState<OutboxItemState<P>>(itemId ? { state: 'loading' } : { state: 'none' });
  useEffect(() => {
    if (!itemId) {
      setFound({ state: 'none' });
      return;
    }
    let live = true;
    setFound({ state: 'loading' });
    listOutbox()
      .then((items) => {
        const item = items.find((i) => i.id === itemId && i.command === command.name);
        // The item was written by this very command: its payload is the command's P.
        if (live) setFound(item ? { state: 'ready', payload: item.payload as P } : { state: 'missing' });
      })
      .catch(() => {
        if (live) setFound({ state: 'missing' });
      });
    return () => {
      live = false;
    };
  }, [itemId, command.name]);
  return found;
}

/** What a form opened for a missing outbox item says. */
export const ITEM_MISSING_MESSAGE =
  'Este item não está mais na fila de sincronização: ele já foi enviado ou foi descartado.';
