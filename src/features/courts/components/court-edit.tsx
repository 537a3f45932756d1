import { HistoryPanel } from '../../../audit/history-panel';
import { useQuery } from '@tanstack/react-query';
import type { Court } from '../../../contract/judiciary';
import { UFS } from '../../../contract/judiciary';
import { announceOutcome } from '../../../forms/command-feedback';
import { courtQuery } from '../api';
import { courtDraftKeys, updateCourt } from '../commands';
import type { CourtFormValues } from './court-form';
import { CourtForm } from './court-form';
import { Screen } from '../../../ui/screen';
import { useRecordEdit } from '../../../forms/use-record-edit';
import { courtScreens } from '../../../contract/manifests/courts';

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
  const edit = useRecordEdit({
    record: useQuery(courtQuery(courtId)),
    command: updateCourt,
    itemId,
    draftKey: courtDraftKeys.update(courtId),
    toForm: formValuesOf,
    back: { to: courtScreens.tribunais.path },
  });
  const title = edit.record ? `Editar tribunal ${edit.record.sigla}` : 'Editar tribunal';
  return (
    <Screen title={title}>
      {edit.placeholder ?? (
        <>
          <CourtForm
            key={edit.record?.id ?? courtId}
            {...edit.form}
            onSubmit={async (data) => {
              const outcome = await edit.save({ id: courtId, data });
              return announceOutcome(outcome, (saved) => `Tribunal ${saved.sigla} salvo.`);
            }}
          />
          <HistoryPanel entity="tribunal" id={courtId} />
        </>
      )}
    </Screen>
  );
}
