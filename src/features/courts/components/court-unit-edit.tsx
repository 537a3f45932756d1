import { HistoryPanel } from '../../../audit/history-panel';
import { useQuery } from '@tanstack/react-query';
import type { CourtUnit } from '../../../contract/judiciary';
import { announceOutcome } from '../../../forms/command-feedback';
import { courtQuery, courtUnitQuery, recordOf } from '../api';
import { courtDraftKeys, updateCourtUnit } from '../commands';
import type { CourtUnitFormValues } from './court-unit-form';
import { CourtUnitForm } from './court-unit-form';
import { Screen } from '../../../ui/screen';
import { useRecordEdit } from '../../../forms/use-record-edit';
import { courtScreens } from '../../../contract/manifests/courts';

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
  const court = useQuery({ ...courtQuery(courtId), select: recordOf });
  const edit = useRecordEdit({
    record: useQuery(courtUnitQuery(courtId, unitId)),
    command: updateCourtUnit,
    itemId,
    draftKey: courtDraftKeys.updateUnit(unitId),
    toForm: formValuesOf,
    back: { to: courtScreens.varas.path, params: { tribunal: courtId } },
  });
  const title = court.data ? `Editar vara do ${court.data.sigla}` : 'Editar vara';
  return (
    <Screen title={title}>
      {edit.placeholder ?? (
        <>
          <CourtUnitForm
            key={unitId}
            {...edit.form}
            onSubmit={async (data) => {
              const ref = { id: courtId, sigla: court.data?.sigla ?? edit.correcting?.court.sigla ?? null };
              const outcome = await edit.save({ court: ref, id: unitId, data });
              return announceOutcome(outcome, (saved) => `Vara ${saved.codigo} salva.`);
            }}
          />
          <HistoryPanel entity="vara" id={unitId} />
        </>
      )}
    </Screen>
  );
}
