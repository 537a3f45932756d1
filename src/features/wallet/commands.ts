import type { WalletTransferResult } from '../../contract/economic-groups';
import { apiPath } from '../../contract/manifest';
import { walletApi, walletScreens } from '../../contract/manifests/wallet';
import { defineCommand } from '../../offline/commands';
import { walletKeys } from './api';
import type { WalletTransferBody } from './selection';
import { groupCount } from './selection';

interface Named {
  id: string;
  nome: string;
}

/** PUT /v1/usuarios/{id}/carteira/migrar/: groups of a user's wallet go to another active user. */
export interface UserWalletTransfer {
  source: Named;
  destination: Named;
  body: WalletTransferBody;
}

/** PUT .../contatosrelacionamento/{contato}/carteira/migrar: to another contact of the insurer. */
export interface ContactWalletTransfer {
  insurer: Named;
  source: Named;
  destination: Named;
  body: WalletTransferBody;
}

/**
 * The group lists and pages (feature economic-groups, keys under `economicGroups`) show the
 * responsible user and carry the ETag a transfer changes. Features do not import each other: the root
 * key is the contract between them (groupKeys.all there).
 */
const GROUP_QUERIES = ['economicGroups'] as const;

const what = ({ body }: { body: WalletTransferBody }) =>
  body.todos ? 'todos os grupos' : groupCount(body.grupo_ids.length);

export const transferUserWallet = defineCommand<UserWalletTransfer, WalletTransferResult>({
  name: 'wallet.transfer',
  // Transfers out of one wallet go in the order they were made.
  scope: ({ source }) => `wallet:user:${source.id}`,
  send: ({ source, body }, { api }) =>
    api.put<WalletTransferResult>(apiPath(walletApi.userTransfer, { id: source.id }), body),
  describe: (t) => `Transferir ${what(t)} da carteira de ${t.source.nome} para ${t.destination.nome}`,
  editLink: () => ({ to: walletScreens.carteira.path }),
  invalidates: () => [walletKeys.all, GROUP_QUERIES],
  // The groups a user may quote for (cotacaocurrentuser) follow their wallet.
  touches: ['economicGroups'],
});

export const transferContactWallet = defineCommand<ContactWalletTransfer, WalletTransferResult>({
  name: 'wallet.contactTransfer',
  scope: ({ insurer, source }) => `wallet:contact:${insurer.id}:${source.id}`,
  send: ({ insurer, source, body }, { api }) =>
    api.put<WalletTransferResult>(
      apiPath(walletApi.contactTransfer, { seg: insurer.id, contato: source.id }),
      body,
    ),
  describe: (t) =>
    `Transferir ${what(t)} do contato ${t.source.nome} (${t.insurer.nome}) para ${t.destination.nome}`,
  editLink: () => ({ to: walletScreens.carteira.path }),
  // A group's page lists its relationship contacts.
  invalidates: () => [walletKeys.all, GROUP_QUERIES],
  touches: ['economicGroups'],
});
