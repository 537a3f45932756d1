import { announceOutcome } from '../../../forms/command-feedback';
import { createOffice, officeDraftKeys } from '../commands';
import { OfficeForm } from './office-form';
import { Screen } from '../../../ui/screen';
import { useRecordCreate } from '../../../forms/use-record-create';
import { officeScreens } from '../../../contract/manifests/offices';

export interface OfficeCreateProps {
  /** The outbox item to correct ('Editar' on /sincronizacao), instead of a new office. */
  itemId?: string;
}

/** /escritorios/novo-escritorio. */
export function OfficeCreate({ itemId }: OfficeCreateProps) {
  const create = useRecordCreate({
    command: createOffice,
    itemId,
    draftKey: officeDraftKeys.create(),
    fromPayload: ({ id, ...values }) => ({ id, values }),
    back: { to: officeScreens.escritorios.path },
  });
  return (
    <Screen title={officeScreens.novoEscritorio.title}>
      {create.placeholder ?? (
        <OfficeForm
          {...create.form}
          onSubmit={async (data) =>
            announceOutcome(
              await create.save({ ...data, id: create.id }),
              (saved) => `Escritório ${saved.nome} cadastrado.`,
            )
          }
        />
      )}
    </Screen>
  );
}
