import { HistoryPanel } from '../../../audit/history-panel';
import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import type { CancellationReason } from '../../../contract/cancellation-reasons';
import { announceOutcome } from '../../../forms/command-feedback';
import { outboxItemDraftKey } from '../../../forms/use-form-draft';
import { ITEM_MISSING_MESSAGE, useCommandSave, useOutboxItem } from '../../../forms/use-command-save';
import { useEditVersion } from '../../../forms/use-record-edit';
import { reasonQuery } from '../api';
import { createReason, reasonDraftKeys, updateReason } from '../commands';
import type { ReasonFormValues } from './reason-form';
import { ReasonForm } from './reason-form';
import { RecordState } from '../../../forms/record-state';

/** What the dialog is open for: a new reason, an existing one, or an outbox item to correct. */
export type ReasonDialogTarget =
  { kind: 'create' } | { kind: 'edit'; id: string } | { kind: 'item'; itemId: string };

export interface ReasonDialogProps {
  target: ReasonDialogTarget | null;
  onClose: () => void;
}

/** The create/edit dialog of /motivos-cancelamento (the spec has no separate routes for it). */
export function ReasonDialog({ target, onClose }: ReasonDialogProps) {
  return (
    <Dialog.Root open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none"
        >
          {target?.kind === 'create' && <CreateBody onClose={onClose} />}
          {target?.kind === 'edit' && <EditBody id={target.id} onClose={onClose} />}
          {target?.kind === 'item' && <ItemBody itemId={target.itemId} onClose={onClose} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const Title = ({ children }: { children: string }) => (
  <Dialog.Title className="text-lg font-semibold text-slate-900">{children}</Dialog.Title>
);

function CreateBody({
  onClose,
  itemId,
  payload,
}: {
  onClose: () => void;
  itemId?: string;
  payload?: ReasonFormValues & { id?: string };
}) {
  const save = useCommandSave(createReason, itemId);
  // One id per dialog: a retried save lands on the same reason.
  const [newId] = useState(() => crypto.randomUUID());
  const { id = newId, ...values } = payload ?? {};
  return (
    <>
      <Title>Novo motivo de cancelamento</Title>
      <ReasonForm
        draftKey={itemId ? outboxItemDraftKey(itemId) : reasonDraftKeys.create()}
        defaultValues={payload ? values : undefined}
        onSubmit={async (data) =>
          announceOutcome(await save({ ...data, id }), (saved) => `Motivo ${saved.nome} cadastrado.`)
        }
        onSaved={onClose}
        onCancel={onClose}
      />
    </>
  );
}

const formValuesOf = (reason: CancellationReason): ReasonFormValues => ({
  nome: reason.nome,
  modalidade_ids: reason.modalidades.map((m) => m.id),
  ativo: reason.ativo,
});

function EditBody({
  id,
  onClose,
  itemId,
  correcting,
}: {
  id: string;
  onClose: () => void;
  itemId?: string;
  correcting?: { etag: string | null; data: ReasonFormValues };
}) {
  const reason = useQuery(reasonQuery(id));
  const save = useCommandSave(updateReason, itemId);
  const version = useEditVersion(reason, correcting);
  const record = reason.data?.data;

  if (!record && !correcting)
    return (
      <>
        <Title>Editar motivo de cancelamento</Title>
        <RecordState error={reason.error} paused={reason.fetchStatus === 'paused'} />
      </>
    );
  return (
    <>
      <Title>{record ? `Editar motivo ${record.nome}` : 'Editar motivo de cancelamento'}</Title>
      <ReasonForm
        key={record?.id ?? id}
        draftKey={itemId ? outboxItemDraftKey(itemId) : reasonDraftKeys.update(id)}
        defaultValues={correcting?.data ?? (record && formValuesOf(record))}
        knownModalities={record?.modalidades}
        onSubmit={async (data) => {
          const outcome = await save({ id, etag: version(), data });
          return announceOutcome(outcome, (saved) => `Motivo ${saved.nome} salvo.`);
        }}
        onSaved={onClose}
        onCancel={onClose}
      />
      <HistoryPanel entity="motivo_cancelamento" id={id} headingLevel={3} />
    </>
  );
}

/** 'Editar' on the sync page: the queued create or edit, opened with what it carried. */
function ItemBody({ itemId, onClose }: { itemId: string; onClose: () => void }) {
  const created = useOutboxItem(itemId, createReason);
  const updated = useOutboxItem(itemId, updateReason);
  if (created.state === 'ready')
    return <CreateBody onClose={onClose} itemId={itemId} payload={created.payload} />;
  if (updated.state === 'ready')
    return (
      <EditBody id={updated.payload.id} onClose={onClose} itemId={itemId} correcting={updated.payload} />
    );
  const missing = created.state === 'missing' && updated.state === 'missing';
  return (
    <>
      <Title>Motivo de cancelamento</Title>
      {missing ? (
        <p role="alert" className="text-red-700">
          {ITEM_MISSING_MESSAGE}
        </p>
      ) : (
        <p role="status" className="text-slate-600">
          Carregando…
        </p>
      )}
    </>
  );
}
