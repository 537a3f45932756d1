import { ifMatch } from '../../api/if-match';
import type { Broker } from '../../contract/brokers';
import { apiPath } from '../../contract/manifest';
import { brokerApi, brokerScreens } from '../../contract/manifests/brokers';
import { defineCommand } from '../../offline/commands';
import type { BrokerData } from './api';
import { brokerKeys } from './api';

/** A create carries a client-generated id, so a replayed create lands on the same row. */
export type NewBroker = BrokerData & { id: string };

export interface BrokerUpdate {
  id: string;
  /** The ETag of the record the form showed: a change made meanwhile elsewhere is a 412, not lost. */
  etag: string | null;
  data: BrokerData;
}

const brokerScope = (id: string) => `broker:${id}`;

export const createBroker = defineCommand<NewBroker, Broker>({
  name: 'brokers.create',
  scope: (broker) => brokerScope(broker.id),
  send: (broker, { api }) => api.post<Broker>(brokerApi.list, broker),
  describe: (broker) => `Criar corretora ${broker.razao_social}`,
  editLink: () => ({ to: brokerScreens.novaCorretora.path }),
  invalidates: (broker) => [brokerKeys.lists(), brokerKeys.detail(broker.id)],
});

export const updateBroker = defineCommand<BrokerUpdate, Broker>({
  name: 'brokers.update',
  scope: (update) => brokerScope(update.id),
  send: (update, { api }) =>
    api.put<Broker>(apiPath(brokerApi.item, { id: update.id }), update.data, {
      headers: ifMatch(update.etag),
    }),
  describe: (update) => `Alterar corretora ${update.data.razao_social}`,
  editLink: (update) => ({ to: brokerScreens.editarCorretora.path, params: { id: update.id } }),
  invalidates: (update) => [brokerKeys.lists(), brokerKeys.detail(update.id)],
});

export const brokerDraftKeys = {
  create: () => 'brokers.create',
  update: (id: string) => `brokers.update:${id}`,
};
