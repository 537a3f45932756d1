import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { announceOutcome } from '../../../ui/command-feedback';
import { outboxItemDraftKey } from '../../../ui/use-form-draft';
import { useCommandSave, useOutboxItem } from '../../../ui/use-command-save';
import { courtQuery, recordOf } from '../api';
import { courtDraftKeys, createCourtUnit } from '../commands';
import { CourtUnitForm } from './court-unit-form';
import { ItemState } from '../../../ui/record-state';
import { Screen } from '../../../ui/screen';

export interface CourtUnitCreateProps {
  courtId: string;
  /** The outbox item to correct ('Editar' on /sincronizacao), instead of a new unit. */
  itemId?: string;
}

/** /tribunais/$tribunal/nova-vara. */
export function CourtUnitCreate({ courtId, itemId }: CourtUnitCreateProps) {
  const navigate = useNavigate();
  const court = useQuery({ ...courtQuery(courtId), select: recordOf });
  const queued = useOutboxItem(itemId, createCourtUnit);
  const save = useCommandSave(createCourtUnit, itemId);
  // One id per form: a retried save (lost answer, double click, resent item) lands on the same unit.
  const [newId] = useState(() => crypto.randomUUID());
  const back = () =>
    itemId
      ? navigate({ to: '/sincronizacao' })
      : navigate({ to: '/tribunais/$tribunal/varas', params: { tribunal: courtId } });

  const title = court.data ? `Nova vara do ${court.data.sigla}` : 'Nova vara';
  if (queued.state === 'loading' || queued.state === 'missing')
    return (
      <Screen title={title}>
        <ItemState missing={queued.state === 'missing'} />
      </Screen>
    );
  const { id = newId, ...values } = queued.state === 'ready' ? queued.payload.unit : {};

  return (
    <Screen title={title}>
      <CourtUnitForm
        draftKey={itemId ? outboxItemDraftKey(itemId) : courtDraftKeys.createUnit(courtId)}
        defaultValues={queued.state === 'ready' ? values : undefined}
        onSubmit={async (data) => {
          const ref = { id: courtId, sigla: court.data?.sigla ?? null };
          const outcome = await save({ court: ref, unit: { ...data, id } });
          return announceOutcome(outcome, (unit) => `Vara ${unit.codigo} cadastrada.`);
        }}
        onSaved={back}
        onCancel={() => void back()}
      />
    </Screen>
  );
}
