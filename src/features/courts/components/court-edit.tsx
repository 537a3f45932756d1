import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { Court } from '../../../contract/judiciary';
import { UFS } from '../../../contract/judiciary';
import { announceOutcome } from '../../../ui/command-feedback';
import { outboxItemDraftKey } from '../../../ui/use-form-draft';
import { useCommandSave, useOutboxItem } from '../../../ui/use-command-save';
import { courtQuery } from '../api';
import { courtDraftKeys, updateCourt } from '../commands';
import type { CourtFormValues } from './court-form';
import { CourtForm } from './court-form';
import { ItemState, RecordState } from '../../../ui/record-state';
import { Screen } from '../../../ui/screen';

function formValuesOf(court: Court): CourtFormValues {
  return {
    segmento: court.segmento.id,
    codigo_tr: court.codigo_tr,
    sigla: court.sigla,
    nome: court.nome,
    uf: UFS.find((uf) => uf === court.uf) ?? null,
    ativo: court.ativo,
  };
}

export interface CourtEditProps {
  courtId: string;
  /** The outbox item to correct ('Editar' on /sincronizacao): the form starts from its values. */
  itemId?: string;
}

/** /tribunais/$tribunal/editar-tribunal. */
export function CourtEdit({ courtId, itemId }: CourtEditProps) {
  const navigate = useNavigate();
  const court = useQuery(courtQuery(courtId));
  const queued = useOutboxItem(itemId, updateCourt);
  const save = useCommandSave(updateCourt, itemId);
  const back = () => (itemId ? navigate({ to: '/sincronizacao' }) : navigate({ to: '/tribunais' }));
  // The version the form was opened on: a background refetch must not move it under the user's edit.
  const [openedEtag, setOpenedEtag] = useState<string | null | undefined>(undefined);
  if (openedEtag === undefined && court.data) setOpenedEtag(court.data.etag);

  const record = court.data?.data;
  const title = record ? `Editar tribunal ${record.sigla}` : 'Editar tribunal';
  if (queued.state === 'loading' || queued.state === 'missing')
    return (
      <Screen title={title}>
        <ItemState missing={queued.state === 'missing'} />
      </Screen>
    );
  const correcting = queued.state === 'ready' ? queued.payload : null;
  if (!record && !correcting)
    return (
      <Screen title={title}>
        <RecordState error={court.error} paused={court.fetchStatus === 'paused'} />
      </Screen>
    );

  return (
    <Screen title={title}>
      <CourtForm
        key={record?.id ?? courtId}
        draftKey={itemId ? outboxItemDraftKey(itemId) : courtDraftKeys.update(courtId)}
        defaultValues={correcting?.data ?? (record && formValuesOf(record))}
        onSubmit={async (data) => {
          // A new edit goes over the version the form showed, so a change made meanwhile elsewhere is a
          // 412, not lost. A correction ('Editar' on the sync page) goes over the record as it is now:
          // the user saw the refusal and chose to resend.
          const etag = correcting ? (court.data?.etag ?? correcting.etag) : (openedEtag ?? null);
          const outcome = await save({ id: courtId, etag, data });
          return announceOutcome(outcome, (saved) => `Tribunal ${saved.sigla} salvo.`);
        }}
        onSaved={back}
        onCancel={() => void back()}
      />
    </Screen>
  );
}
