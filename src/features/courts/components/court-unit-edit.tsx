import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { CourtUnit } from '../../../contract/judiciary';
import { announceOutcome } from '../../../ui/command-feedback';
import { outboxItemDraftKey } from '../../../ui/use-form-draft';
import { useCommandSave, useOutboxItem } from '../../../ui/use-command-save';
import { courtQuery, courtUnitQuery, recordOf } from '../api';
import { courtDraftKeys, updateCourtUnit } from '../commands';
import type { CourtUnitFormValues } from './court-unit-form';
import { CourtUnitForm } from './court-unit-form';
import { ItemState, RecordState } from '../../../ui/record-state';
import { Screen } from '../../../ui/screen';

function formValuesOf(unit: CourtUnit): CourtUnitFormValues {
  return { codigo: unit.codigo, nome: unit.nome, comarca: unit.comarca ?? '', ativo: unit.ativo };
}

export interface CourtUnitEditProps {
  courtId: string;
  unitId: string;
  /** The outbox item to correct ('Editar' on /sincronizacao): the form starts from its values. */
  itemId?: string;
}

/** /tribunais/$tribunal/vara/$vara. */
export function CourtUnitEdit({ courtId, unitId, itemId }: CourtUnitEditProps) {
  const navigate = useNavigate();
  const court = useQuery({ ...courtQuery(courtId), select: recordOf });
  const unit = useQuery(courtUnitQuery(courtId, unitId));
  const queued = useOutboxItem(itemId, updateCourtUnit);
  const save = useCommandSave(updateCourtUnit, itemId);
  const back = () =>
    itemId
      ? navigate({ to: '/sincronizacao' })
      : navigate({ to: '/tribunais/$tribunal/varas', params: { tribunal: courtId } });
  // The version the form was opened on: a background refetch must not move it under the user's edit.
  const [openedEtag, setOpenedEtag] = useState<string | null | undefined>(undefined);
  if (openedEtag === undefined && unit.data) setOpenedEtag(unit.data.etag);

  const title = court.data ? `Editar vara do ${court.data.sigla}` : 'Editar vara';
  if (queued.state === 'loading' || queued.state === 'missing')
    return (
      <Screen title={title}>
        <ItemState missing={queued.state === 'missing'} />
      </Screen>
    );
  const correcting = queued.state === 'ready' ? queued.payload : null;
  const record = unit.data?.data;
  if (!record && !correcting)
    return (
      <Screen title={title}>
        <RecordState error={unit.error} paused={unit.fetchStatus === 'paused'} />
      </Screen>
    );

  return (
    <Screen title={title}>
      <CourtUnitForm
        key={unitId}
        draftKey={itemId ? outboxItemDraftKey(itemId) : courtDraftKeys.updateUnit(unitId)}
        defaultValues={correcting?.data ?? (record && formValuesOf(record))}
        onSubmit={async (data) => {
          // As for courts: a new edit over the version it was opened on, a correction over the current one.
          const etag = correcting ? (unit.data?.etag ?? correcting.etag) : (openedEtag ?? null);
          const ref = { id: courtId, sigla: court.data?.sigla ?? correcting?.court.sigla ?? null };
          const outcome = await save({ court: ref, id: unitId, etag, data });
          return announceOutcome(outcome, (saved) => `Vara ${saved.codigo} salva.`);
        }}
        onSaved={back}
        onCancel={() => void back()}
      />
    </Screen>
  );
}
