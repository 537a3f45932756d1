import { useId, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import type { WalletTransferResult } from '../../../contract/economic-groups';
import type { SaveOutcome } from '../../../forms/command-feedback';
import { announceOutcome } from '../../../forms/command-feedback';
import { Autocomplete } from '../../../ui/autocomplete';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { FormField } from '../../../ui/form-field';
import { checkboxClasses } from '../../../ui/styles';
import type { TransferScope, WalletSelection, WalletTransferBody } from '../selection';
import { groupCount, transferBody, transferDone, transferQuestion } from '../selection';

export interface Named {
  id: string;
  nome: string;
}

export interface TransferDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whose wallet: 'ANA SOUZA' or 'CARLOS (SEGURADORA X)'. */
  sourceName: string;
  /** The groups chosen in the table. */
  selection: WalletSelection;
  /** How many groups the whole wallet has (unfiltered); null while unknown. */
  walletTotal: number | null;
  /** 'Usuário de destino' or 'Contato de destino'. */
  destinationLabel: string;
  /** The destination picker's options for the typed text, the source already left out. */
  loadDestinations: (query: string, signal: AbortSignal) => Promise<Named[]>;
  emptyText: string;
  /** Sends the transfer through the outbox. */
  onTransfer: (destination: Named, body: WalletTransferBody) => Promise<SaveOutcome<WalletTransferResult>>;
  /** The server moved the groups (or the outbox will): the table drops its selection. */
  onDone: () => void;
}

/**
 * 'Transferir': the destination, all groups of the wallet or the chosen ones, and the question with
 * the counts before anything is sent. Refusals (an inactive destination, a group no longer in the
 * wallet) stay in the dialog.
 */
export function TransferDialog(props: TransferDialogProps) {
  const { open, onOpenChange } = props;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-semibold text-slate-900">Transferir carteira</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-700">
            Os grupos escolhidos passam para a carteira do destino.
          </Dialog.Description>
          {/* Mounted only while open: every opening starts clean. */}
          {open && <TransferForm {...props} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function TransferForm({
  onOpenChange,
  sourceName,
  selection,
  walletTotal,
  destinationLabel,
  loadDestinations,
  emptyText,
  onTransfer,
  onDone,
}: TransferDialogProps) {
  const [destination, setDestination] = useState<Named | null>(null);
  const [scope, setScope] = useState<TransferScope>(selection.size > 0 ? 'selecionados' : 'todos');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const scopeName = useId();

  const count = scope === 'todos' ? walletTotal : selection.size;
  const ready = destination !== null && (scope === 'todos' || selection.size > 0);

  const send = async () => {
    if (!destination) {
      setError('Escolha o destino da carteira.');
      return;
    }
    setSending(true);
    setError(null);
    try {
      const outcome = await onTransfer(destination, transferBody(scope, selection, destination.id));
      const refusal = announceOutcome(outcome, (result) =>
        transferDone(result.transferidos, destination.nome),
      );
      if (refusal) {
        setError(refusal.details.map((d) => d.message).join('\n') || refusal.message);
        return;
      }
      onDone();
      onOpenChange(false);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <FormAlert message={error} />
      <FormField label={destinationLabel} required>
        <Autocomplete<Named>
          value={destination}
          onChange={setDestination}
          load={loadDestinations}
          getLabel={(d) => d.nome}
          getKey={(d) => d.id}
          emptyText={emptyText}
        />
      </FormField>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium text-slate-700">Grupos</legend>
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="radio"
            name={scopeName}
            className={checkboxClasses}
            checked={scope === 'selecionados'}
            disabled={selection.size === 0}
            onChange={() => setScope('selecionados')}
          />
          <span className="text-sm text-slate-800">
            {selection.size === 0
              ? 'Os selecionados (nenhum grupo selecionado)'
              : `Os selecionados (${groupCount(selection.size)})`}
          </span>
        </label>
        <label className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="radio"
            name={scopeName}
            className={checkboxClasses}
            checked={scope === 'todos'}
            onChange={() => setScope('todos')}
          />
          <span className="text-sm text-slate-800">
            {walletTotal === null ? 'Transferir todos' : `Transferir todos (${groupCount(walletTotal)})`}
          </span>
        </label>
      </fieldset>
      {destination && count !== null && (
        <p className="rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-900" aria-live="polite">
          {transferQuestion(count, sourceName, destination.nome)}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Dialog.Close asChild>
          <Button variant="secondary">Cancelar</Button>
        </Dialog.Close>
        <Button type="submit" disabled={!ready} loading={sending}>
          Transferir
        </Button>
      </div>
    </form>
  );
}
