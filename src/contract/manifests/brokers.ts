import type { DomainManifest } from '../manifest';
import { brokerAccess, brokerScreens } from '../screens/brokers';

export { brokerAccess, brokerScreens };

export const brokerApi = {
  list: '/v1/corretoras',
  suggest: '/v1/corretoras/suggest',
  item: '/v1/corretoras/:id',
} as const;

export const brokersManifest = {
  feature: 'brokers',
  server: 'brokers',
  label: 'Corretoras',
  api: brokerApi,
  access: brokerAccess,
  screens: brokerScreens,
} as const satisfies DomainManifest;
