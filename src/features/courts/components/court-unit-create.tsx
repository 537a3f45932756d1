import { useQuery } from '@tanstack/react-query';
import { announceOutcome } from '../../../forms/command-feedback';
import { courtQuery, recordOf } from '../api';
import { courtDraftKeys, createCourtUnit } from '../commands';
import { CourtUnitForm } from './court-unit-form';
import { Screen } from '../../../ui/screen';
import { useRecordCreate } from '../../../forms/use-record-create';
import { courtScreens } from '../../../contract/manifests/courts';

export interface CourtUnitCreateProps {
  courtId: string;
  /** The outbox item to correct ('Editar' on /sincronizacao), instead of a new unit. */
  itemId?: string;
}

/** /tribunais/$tribunal/nova-vara. */
export function CourtUnitCreate({ courtId, itemId }: CourtUnitCreateProps) {
  const court = useQuery({ ...courtQuery(courtId), select: recordOf });
  const create = useRecordCreate({
    command: createCourtUnit,
    itemId,
    draftKey: courtDraftKeys.createUnit(courtId),
    fromPayload: ({ unit: { id, ...values } }) => ({ id, values }),
    back: { to: courtScreens.varas.path, params: { tribunal: courtId } },
  });
  const title = court.data ? `Nova vara do ${court.data.sigla}` : 'Nova vara';
  return (
    <Screen title={title}>
      {create.placeholder ?? (
        <CourtUnitForm
          {...create.form}
          onSubmit={async (data) => {
            const ref = { id: courtId, sigla: court.data?.sigla ?? null };
            const outcome = await create.save({ court: ref, unit: { ...data, id: create.id } });
            return announceOutcome(outcome, (unit) => `Vara ${unit.codigo} cadastrada.`);
          }}
        />
      )}
    </Screen>
  );
}
