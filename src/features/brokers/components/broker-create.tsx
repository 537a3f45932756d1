import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { announceOutcome } from '../../../ui/command-feedback';
import { outboxItemDraftKey } from '../../../ui/use-form-draft';
import { useCommandSave, useOutboxItem } from '../../../ui/use-command-save';
import { brokerDraftKeys, createBroker } from '../commands';
import { BrokerForm } from './broker-form';
import { ItemState } from '../../../ui/record-state';
import { Screen } from '../../../ui/screen';

export interface BrokerCreateProps {
  /** The outbox item to correct ('Editar' on /sincronizacao), instead of a new broker. */
  itemId?: string;
}

/** /nova-corretora. */
export function BrokerCreate({ itemId }: BrokerCreateProps) {
  const navigate = useNavigate();
  const queued = useOutboxItem(itemId, createBroker);
  const save = useCommandSave(createBroker, itemId);
  // One id per form: a retried save lands on the same broker.
  const [newId] = useState(() => crypto.randomUUID());
  const back = () => (itemId ? navigate({ to: '/sincronizacao' }) : navigate({ to: '/corretoras' }));

  if (queued.state === 'loading' || queued.state === 'missing')
    return (
      <Screen title="Nova corretora">
        <ItemState missing={queued.state === 'missing'} />
      </Screen>
    );
  const { id = newId, ...values } = queued.state === 'ready' ? queued.payload : {};

  return (
    <Screen title="Nova corretora">
      <BrokerForm
        draftKey={itemId ? outboxItemDraftKey(itemId) : brokerDraftKeys.create()}
        defaultValues={queued.state === 'ready' ? values : undefined}
        onSubmit={async (data) =>
          announceOutcome(
            await save({ ...data, id }),
            (saved) => `Corretora ${saved.razao_social} cadastrada.`,
          )
        }
        onSaved={back}
        onCancel={() => void back()}
      />
    </Screen>
  );
}
