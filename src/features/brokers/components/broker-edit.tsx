import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { Broker } from '../../../contract/brokers';
import { displayCnpj } from '../../../contract/documents';
import { announceOutcome } from '../../../ui/command-feedback';
import { outboxItemDraftKey } from '../../../ui/use-form-draft';
import { useCommandSave, useOutboxItem } from '../../../ui/use-command-save';
import { brokerQuery } from '../api';
import { brokerDraftKeys, updateBroker } from '../commands';
import type { BrokerFormValues } from './broker-form';
import { BrokerForm } from './broker-form';
import { ItemState, RecordState } from '../../../ui/record-state';
import { Screen } from '../../../ui/screen';

function formValuesOf(broker: Broker): BrokerFormValues {
  return {
    razao_social: broker.razao_social,
    nome_fantasia: broker.nome_fantasia ?? '',
    cnpj: displayCnpj(broker.cnpj),
    codigo_susep: broker.codigo_susep ?? '',
    email: broker.email ?? '',
    telefone: broker.telefone ?? '',
    contato: broker.contato ?? '',
    ativo: broker.ativo,
  };
}

export interface BrokerEditProps {
  brokerId: string;
  itemId?: string;
}

/** /editar-corretora/$id. */
export function BrokerEdit({ brokerId, itemId }: BrokerEditProps) {
  const navigate = useNavigate();
  const broker = useQuery(brokerQuery(brokerId));
  const queued = useOutboxItem(itemId, updateBroker);
  const save = useCommandSave(updateBroker, itemId);
  const back = () => (itemId ? navigate({ to: '/sincronizacao' }) : navigate({ to: '/corretoras' }));
  // The version the form was opened on: a background refetch must not move it under the user's edit.
  const [openedEtag, setOpenedEtag] = useState<string | null | undefined>(undefined);
  if (openedEtag === undefined && broker.data) setOpenedEtag(broker.data.etag);

  const record = broker.data?.data;
  const title = record ? `Editar corretora ${record.razao_social}` : 'Editar corretora';
  if (queued.state === 'loading' || queued.state === 'missing')
    return (
      <Screen title={title}>
        <ItemState missing={queued.state === 'missing'} />
      </Screen>
    );
  const correcting = queued.state === 'ready' ? queued.payload : null;
  if (!record && !correcting)
    return (
      <Screen title={title}>
        <RecordState error={broker.error} paused={broker.fetchStatus === 'paused'} />
      </Screen>
    );

  return (
    <Screen title={title}>
      <BrokerForm
        key={record?.id ?? brokerId}
        draftKey={itemId ? outboxItemDraftKey(itemId) : brokerDraftKeys.update(brokerId)}
        defaultValues={correcting?.data ?? (record && formValuesOf(record))}
        onSubmit={async (data) => {
          // A correction from the sync page goes over the record as it is now; a new edit over the
          // version the form showed, so a change made meanwhile is a 412, not lost.
          const etag = correcting ? (broker.data?.etag ?? correcting.etag) : (openedEtag ?? null);
          const outcome = await save({ id: brokerId, etag, data });
          return announceOutcome(outcome, (saved) => `Corretora ${saved.razao_social} salva.`);
        }}
        onSaved={back}
        onCancel={() => void back()}
      />
    </Screen>
  );
}
