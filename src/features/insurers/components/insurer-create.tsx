import { announceOutcome } from '../../../forms/command-feedback';
import { LOGO_FILE, createInsurer, insurerDraftKeys } from '../commands';
import { InsurerForm } from './insurer-form';
import { Screen } from '../../../ui/screen';
import { useRecordCreate } from '../../../forms/use-record-create';
import { insurerScreens } from '../../../contract/manifests/insurers';

export interface InsurerCreateProps {
  /** The outbox item to correct ('Editar' on /sincronizacao), instead of a new insurer. */
  itemId?: string;
}

/** /nova-seguradora. */
export function InsurerCreate({ itemId }: InsurerCreateProps) {
  const create = useRecordCreate({
    command: createInsurer,
    itemId,
    draftKey: insurerDraftKeys.create(),
    fromPayload: ({ id, data }) => ({ id, values: data }),
    back: { to: insurerScreens.seguradoras.path },
  });
  return (
    <Screen title={insurerScreens.novaSeguradora.title}>
      {create.placeholder ?? (
        <InsurerForm
          {...create.form}
          onSubmit={async (data, logo) =>
            announceOutcome(
              await create.save({ id: create.id, data }, logo ? { [LOGO_FILE]: logo } : undefined),
              (saved) => `Seguradora ${saved.nome} cadastrada.`,
            )
          }
        />
      )}
    </Screen>
  );
}
