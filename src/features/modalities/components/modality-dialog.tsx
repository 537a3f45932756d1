import { HistoryPanel } from '../../../audit/history-panel';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Modality } from '../../../contract/modalities';
import { announceOutcome } from '../../../forms/command-feedback';
import { ITEM_MISSING_MESSAGE, useCommandSave, useOutboxItem } from '../../../forms/use-command-save';
import { useEditVersion } from '../../../forms/use-record-edit';
import { outboxItemDraftKey } from '../../../forms/use-form-draft';
import { modalityQuery } from '../api';
import type { ModalityUpdate, NewModality } from '../commands';
import { ICON_FILE, createModality, modalityDraftKeys, updateModality } from '../commands';
import { FormDialog, LoadState } from '../../../ui/form-dialog';
import type { ModalityFormValues } from './modality-form';
import { ModalityForm } from './modality-form';
import { NOT_CACHED_MESSAGE } from '../../../forms/record-state';

const iconFiles = (icon: File | null) => (icon ? { [ICON_FILE]: icon } : undefined);

function formValuesOf(m: Modality): ModalityFormValues {
  return {
    nome: m.nome,
    descricao: m.descricao ?? '',
    icone_arquivo_id: m.icone?.id ?? null,
    ordem: m.ordem,
    ativo: m.ativo,
  };
}

interface CreateProps {
  itemId?: string | undefined;
  queued?: NewModality | undefined;
  onClose: () => void;
}

function ModalityCreate({ itemId, queued, onClose }: CreateProps) {
  const save = useCommandSave(createModality, itemId);
  // One id per form: a retried save lands on the same modality.
  const [newId] = useState(() => crypto.randomUUID());
  const { id = newId, ...values } = queued ?? {};
  return (
    <FormDialog title="Nova modalidade" onClose={onClose}>
      <ModalityForm
        draftKey={itemId ? outboxItemDraftKey(itemId) : modalityDraftKeys.create()}
        defaultValues={queued ? values : undefined}
        onSubmit={async (data, icon) =>
          announceOutcome(
            await save({ ...data, id }, iconFiles(icon)),
            (m) => `Modalidade ${m.nome} cadastrada.`,
          )
        }
        onSaved={onClose}
        onCancel={onClose}
      />
    </FormDialog>
  );
}

interface EditProps {
  modalityId: string;
  itemId?: string | undefined;
  correcting?: ModalityUpdate | undefined;
  onClose: () => void;
}

function ModalityEdit({ modalityId, itemId, correcting, onClose }: EditProps) {
  const modality = useQuery(modalityQuery(modalityId));
  const save = useCommandSave(updateModality, itemId);
  const version = useEditVersion(modality, correcting);
  const record = modality.data?.data;
  const title = record ? `Editar modalidade ${record.nome}` : 'Editar modalidade';

  return (
    <FormDialog title={title} onClose={onClose}>
      {!record && !correcting ? (
        <LoadState
          error={modality.error?.message}
          message={modality.fetchStatus === 'paused' ? NOT_CACHED_MESSAGE : undefined}
        />
      ) : (
        <>
          <ModalityForm
            draftKey={itemId ? outboxItemDraftKey(itemId) : modalityDraftKeys.update(modalityId)}
            defaultValues={correcting?.data ?? (record && formValuesOf(record))}
            iconUrl={record?.icone?.url ?? null}
            onSubmit={async (data, icon) => {
              const outcome = await save({ id: modalityId, etag: version(), data }, iconFiles(icon));
              return announceOutcome(outcome, (m) => `Modalidade ${m.nome} salva.`);
            }}
            onSaved={onClose}
            onCancel={onClose}
          />
          <HistoryPanel entity="modalidade" id={modalityId} headingLevel={3} />
        </>
      )}
    </FormDialog>
  );
}

/** A queued create or edit that 'Editar' on /sincronizacao reopens: which one it is comes from the item. */
function QueuedModality({ itemId, onClose }: { itemId: string; onClose: () => void }) {
  const created = useOutboxItem(itemId, createModality);
  const updated = useOutboxItem(itemId, updateModality);
  if (created.state === 'ready')
    return <ModalityCreate itemId={itemId} queued={created.payload} onClose={onClose} />;
  if (updated.state === 'ready')
    return (
      <ModalityEdit
        modalityId={updated.payload.id}
        itemId={itemId}
        correcting={updated.payload}
        onClose={onClose}
      />
    );
  const missing = created.state === 'missing' && updated.state === 'missing';
  return (
    <FormDialog title="Modalidade" onClose={onClose}>
      <LoadState error={missing ? ITEM_MISSING_MESSAGE : null} />
    </FormDialog>
  );
}

export interface ModalityDialogProps {
  /** 'novo' or the id of the modality to edit. */
  editar?: string | undefined;
  itemId?: string | undefined;
  onClose: () => void;
}

/** The create/edit dialog of /grupos-modalidades, opened by the URL (?editar=novo|<id>, ?item=<id>). */
export function ModalityDialog({ editar, itemId, onClose }: ModalityDialogProps) {
  if (itemId) return <QueuedModality key={itemId} itemId={itemId} onClose={onClose} />;
  if (editar === 'novo') return <ModalityCreate onClose={onClose} />;
  if (editar) return <ModalityEdit key={editar} modalityId={editar} onClose={onClose} />;
  return null;
}
