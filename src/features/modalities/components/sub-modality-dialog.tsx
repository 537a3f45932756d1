import { HistoryPanel } from '../../../audit/history-panel';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SubModality } from '../../../contract/modalities';
import { announceOutcome } from '../../../forms/command-feedback';
import { ITEM_MISSING_MESSAGE, useCommandSave, useOutboxItem } from '../../../forms/use-command-save';
import { useEditVersion } from '../../../forms/use-record-edit';
import { outboxItemDraftKey } from '../../../forms/use-form-draft';
import { subModalityQuery } from '../api';
import type { ModalityRef, NewSubModality, SubModalityUpdate } from '../commands';
import { createSubModality, modalityDraftKeys, updateSubModality } from '../commands';
import { FormDialog, LoadState } from '../../../ui/form-dialog';
import type { SubModalityFormValues } from './sub-modality-form';
import { SubModalityForm } from './sub-modality-form';
import { NOT_CACHED_MESSAGE } from '../../../forms/record-state';

function formValuesOf(s: SubModality): SubModalityFormValues {
  return {
    nome: s.nome,
    descricao: s.descricao ?? '',
    ativo: s.ativo,
    exige_processo: s.exige_processo,
    exige_recurso: s.exige_recurso,
  };
}

interface CreateProps {
  modality: ModalityRef;
  itemId?: string | undefined;
  queued?: NewSubModality | undefined;
  onClose: () => void;
}

function SubModalityCreate({ modality, itemId, queued, onClose }: CreateProps) {
  const save = useCommandSave(createSubModality, itemId);
  const [newId] = useState(() => crypto.randomUUID());
  const { id = newId, ...values } = queued?.sub ?? {};
  return (
    <FormDialog title="Nova sub-modalidade" onClose={onClose}>
      <SubModalityForm
        draftKey={itemId ? outboxItemDraftKey(itemId) : modalityDraftKeys.createSub(modality.id)}
        defaultValues={queued ? values : undefined}
        onSubmit={async (data) =>
          announceOutcome(
            await save({ modality, sub: { ...data, id } }),
            (s) => `Sub-modalidade ${s.nome} cadastrada.`,
          )
        }
        onSaved={onClose}
        onCancel={onClose}
      />
    </FormDialog>
  );
}

interface EditProps {
  modality: ModalityRef;
  subId: string;
  itemId?: string | undefined;
  correcting?: SubModalityUpdate | undefined;
  onClose: () => void;
}

function SubModalityEdit({ modality, subId, itemId, correcting, onClose }: EditProps) {
  const sub = useQuery(subModalityQuery(modality.id, subId));
  const save = useCommandSave(updateSubModality, itemId);
  const version = useEditVersion(sub, correcting);
  const record = sub.data?.data;
  return (
    <FormDialog
      title={record ? `Editar sub-modalidade ${record.nome}` : 'Editar sub-modalidade'}
      onClose={onClose}
    >
      {!record && !correcting ? (
        <LoadState
          error={sub.error?.message}
          message={sub.fetchStatus === 'paused' ? NOT_CACHED_MESSAGE : undefined}
        />
      ) : (
        <>
          <SubModalityForm
            draftKey={itemId ? outboxItemDraftKey(itemId) : modalityDraftKeys.updateSub(subId)}
            defaultValues={correcting?.data ?? (record && formValuesOf(record))}
            onSubmit={async (data) => {
              const outcome = await save({ modality, id: subId, etag: version(), data });
              return announceOutcome(outcome, (s) => `Sub-modalidade ${s.nome} salva.`);
            }}
            onSaved={onClose}
            onCancel={onClose}
          />
          <HistoryPanel entity="submodalidade" id={subId} headingLevel={3} />
        </>
      )}
    </FormDialog>
  );
}

function QueuedSubModality({
  modality,
  itemId,
  onClose,
}: {
  modality: ModalityRef;
  itemId: string;
  onClose: () => void;
}) {
  const created = useOutboxItem(itemId, createSubModality);
  const updated = useOutboxItem(itemId, updateSubModality);
  if (created.state === 'ready')
    return (
      <SubModalityCreate modality={modality} itemId={itemId} queued={created.payload} onClose={onClose} />
    );
  if (updated.state === 'ready')
    return (
      <SubModalityEdit
        modality={modality}
        subId={updated.payload.id}
        itemId={itemId}
        correcting={updated.payload}
        onClose={onClose}
      />
    );
  const missing = created.state === 'missing' && updated.state === 'missing';
  return (
    <FormDialog title="Sub-modalidade" onClose={onClose}>
      <LoadState error={missing ? ITEM_MISSING_MESSAGE : null} />
    </FormDialog>
  );
}

export interface SubModalityDialogProps {
  modality: ModalityRef;
  editar?: string | undefined;
  itemId?: string | undefined;
  onClose: () => void;
}

/** The create/edit dialog of /modalidade/$id/sub-modalidades (?editar=novo|<id>, ?item=<id>). */
export function SubModalityDialog({ modality, editar, itemId, onClose }: SubModalityDialogProps) {
  if (itemId) return <QueuedSubModality key={itemId} modality={modality} itemId={itemId} onClose={onClose} />;
  if (editar === 'novo') return <SubModalityCreate modality={modality} onClose={onClose} />;
  if (editar) return <SubModalityEdit key={editar} modality={modality} subId={editar} onClose={onClose} />;
  return null;
}
