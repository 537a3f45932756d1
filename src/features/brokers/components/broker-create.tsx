import { announceOutcome } from '../../../forms/command-feedback';
import { brokerDraftKeys, createBroker } from '../commands';
import { BrokerForm } from './broker-form';
import { Screen } from '../../../ui/screen';
import { useRecordCreate } from '../../../forms/use-record-create';
import { brokerScreens } from '../../../contract/manifests/brokers';

export interface BrokerCreateProps {
  /** The outbox item to correct ('Editar' on /sincronizacao), instead of a new broker. */
  itemId?: string;
}

/** /nova-corretora. */
export function BrokerCreate({ itemId }: BrokerCreateProps) {
  const create = useRecordCreate({
    command: createBroker,
    itemId,
    draftKey: brokerDraftKeys.create(),
    fromPayload: ({ id, ...values }) => ({ id, values }),
    back: { to: brokerScreens.corretoras.path },
  });
  return (
    <Screen title={brokerScreens.novaCorretora.title}>
      {create.placeholder ?? (
        <BrokerForm
          {...create.form}
          onSubmit={async (data) =>
            announceOutcome(
              await create.save({ ...data, id: create.id }),
              (saved) => `Corretora ${saved.razao_social} cadastrada.`,
            )
          }
        />
      )}
    </Screen>
  );
}
