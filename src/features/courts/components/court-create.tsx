import { announceOutcome } from '../../../forms/command-feedback';
import { courtDraftKeys, createCourt } from '../commands';
import { CourtForm } from './court-form';
import { Screen } from '../../../ui/screen';
import { useRecordCreate } from '../../../forms/use-record-create';
import { courtScreens } from '../../../contract/manifests/courts';

export interface CourtCreateProps {
  /** The outbox item to correct ('Editar' on /sincronizacao), instead of a new court. */
  itemId?: string;
}

/** /tribunais/novo-tribunal. */
export function CourtCreate({ itemId }: CourtCreateProps) {
  const create = useRecordCreate({
    command: createCourt,
    itemId,
    draftKey: courtDraftKeys.create(),
    fromPayload: ({ id, ...values }) => ({ id, values }),
    back: { to: courtScreens.tribunais.path },
  });
  return (
    <Screen title={courtScreens.novoTribunal.title}>
      {create.placeholder ?? (
        <CourtForm
          {...create.form}
          onSubmit={async (data) =>
            announceOutcome(
              await create.save({ ...data, id: create.id }),
              (saved) => `Tribunal ${saved.sigla} cadastrado.`,
            )
          }
        />
      )}
    </Screen>
  );
}
