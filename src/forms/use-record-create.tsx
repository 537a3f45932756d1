import type { ReactNode } from 'react';
import { useState } from 'react';
import type { NavigateOptions } from '@tanstack/react-router';
import { useNavigate } from '@tanstack/react-router';
import type { CommandDefinition, CommandOutcome } from '../offline/types';
import { syncScreens } from '../contract/manifests/sync';
import { ItemState } from './record-state';
import { outboxItemDraftKey } from './use-form-draft';
import { useCommandSave, useOutboxItem } from './use-command-save';

export interface RecordCreateOptions<P, V, R> {
  command: CommandDefinition<P, R>;
  /** The outbox item 'Editar' on /sincronizacao opened the form for, instead of a new record. */
  itemId: string | undefined;
  /** The form's draft key for a new record. */
  draftKey: string;
  /** The record's id and the form's values in a queued payload (a correction starts from them). */
  fromPayload: (payload: NoInfer<P>) => { id: string; values: V };
  /** Where the form goes after saving or cancelling (the sync page when it corrects an outbox item). */
  back: NavigateOptions;
}

export interface RecordCreate<P, V, R> {
  /**
   * The new record's id, chosen on the device once per form, so a retried save (lost answer, double
   * click, resent item) lands on the same record; the queued item's id when correcting one.
   */
  id: string;
  /** What the screen shows instead of the form: the queued item loading, or missing. */
  placeholder: ReactNode;
  /** Props every record form takes. */
  form: { draftKey: string; defaultValues: V | undefined; onSaved: () => void; onCancel: () => void };
  /** Saves through the outbox (a correction resends its own item). */
  save: (payload: P, files?: Record<string, Blob>) => Promise<CommandOutcome<R>>;
}

/** The wiring of every create screen: a client id, an outbox item to correct, save and leave. */
export function useRecordCreate<P, V, R>(options: RecordCreateOptions<P, V, R>): RecordCreate<P, V, R> {
  const { command, itemId } = options;
  const navigate = useNavigate();
  const queued = useOutboxItem(itemId, command);
  const save = useCommandSave(command, itemId);
  const [newId] = useState(() => crypto.randomUUID());
  const correcting = queued.state === 'ready' ? options.fromPayload(queued.payload) : null;
  const placeholder =
    queued.state === 'loading' || queued.state === 'missing' ? (
      <ItemState missing={queued.state === 'missing'} />
    ) : null;
  const leave = () =>
    void (itemId ? navigate({ to: syncScreens.sincronizacao.path }) : navigate(options.back));

  return {
    id: correcting?.id ?? newId,
    placeholder,
    form: {
      draftKey: itemId ? outboxItemDraftKey(itemId) : options.draftKey,
      defaultValues: correcting?.values,
      onSaved: leave,
      onCancel: leave,
    },
    save,
  };
}
