import { HistoryPanel } from '../../../audit/history-panel';
import { useQuery } from '@tanstack/react-query';
import type { Broker } from '../../../contract/brokers';
import { displayCnpj, displayPhone } from '../../../contract/documents';
import { announceOutcome } from '../../../forms/command-feedback';
import { brokerQuery } from '../api';
import { brokerDraftKeys, updateBroker } from '../commands';
import type { BrokerFormValues } from './broker-form';
import { BrokerForm } from './broker-form';
import { Screen } from '../../../ui/screen';
import { useRecordEdit } from '../../../forms/use-record-edit';
import { brokerScreens } from '../../../contract/manifests/brokers';

function formValuesOf(broker: Broker): BrokerFormValues {
  return {
    razao_social: broker.razao_social,
    nome_fantasia: broker.nome_fantasia ?? '',
    cnpj: displayCnpj(broker.cnpj),
    codigo_susep: broker.codigo_susep ?? '',
    email: broker.email ?? '',
    telefone: displayPhone(broker.telefone),
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
  const edit = useRecordEdit({
    record: useQuery(brokerQuery(brokerId)),
    command: updateBroker,
    itemId,
    draftKey: brokerDraftKeys.update(brokerId),
    toForm: formValuesOf,
    back: { to: brokerScreens.corretoras.path },
  });
  const title = edit.record ? `Editar corretora ${edit.record.razao_social}` : 'Editar corretora';
  return (
    <Screen title={title}>
      {edit.placeholder ?? (
        <>
          <BrokerForm
            key={edit.record?.id ?? brokerId}
            {...edit.form}
            onSubmit={async (data) => {
              const outcome = await edit.save({ id: brokerId, data });
              return announceOutcome(outcome, (saved) => `Corretora ${saved.razao_social} salva.`);
            }}
          />
          <HistoryPanel entity="corretora" id={brokerId} />
        </>
      )}
    </Screen>
  );
}
