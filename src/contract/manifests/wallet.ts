import type { DomainManifest } from '../manifest';
import { WALLET_SORT, walletAccess, walletScreens } from '../screens/wallet';

export { walletAccess, walletScreens };

export const walletApi = {
  user: '/v1/usuarios/:id/carteira/',
  userTransfer: '/v1/usuarios/:id/carteira/migrar/',
  contact: '/v1/seguradoras/:seg/contatosrelacionamento/:contato/carteira',
  contactTransfer: '/v1/seguradoras/:seg/contatosrelacionamento/:contato/carteira/migrar',
} as const;

/** The wallet (carteira): the groups each responsible user and each insurer contact looks after. */
export const walletManifest = {
  feature: 'wallet',
  server: 'wallet',
  label: 'Carteira',
  api: walletApi,
  access: walletAccess,
  screens: walletScreens,
  sort: { carteira: WALLET_SORT },
} as const satisfies DomainManifest;
