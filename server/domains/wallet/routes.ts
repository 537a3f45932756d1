import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { uuid } from '../../../src/contract/common';
import {
  contactWalletParams,
  walletPage,
  walletQuery,
  walletTransferBody,
  walletTransferResult,
} from '../../../src/contract/economic-groups';
import { walletAccess as access, walletApi as api } from '../../../src/contract/manifests/wallet';
import { actorOf } from '../../lib/audit';
import { typed } from '../../lib/route-schema';
import { principalOf } from '../../plugins/auth';
import * as service from './service';

const userParams = v.object({ id: uuid() });

export async function walletRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const db = app.db;

  app.get(
    api.user,
    {
      config: { access: access.own },
      schema: {
        summary: 'Carteira de um usuário: os grupos de que é responsável (o próprio, ou módulo carteira)',
        params: userParams,
        querystring: walletQuery,
        response: { 200: walletPage },
      },
    },
    async (req) => service.userWallet(db, principalOf(req), req.params.id, req.query),
  );

  app.put(
    api.userTransfer,
    {
      config: { access: access.transfer },
      schema: {
        summary: 'Transfere grupos da carteira de um usuário para outro usuário ativo',
        params: userParams,
        body: walletTransferBody,
        response: { 200: walletTransferResult },
      },
    },
    async (req) => service.transferUserWallet(db, actorOf(req), req.params.id, req.body),
  );

  app.get(
    api.contact,
    {
      config: { access: access.manage },
      schema: {
        summary: 'Carteira de um contato de relacionamento da seguradora',
        params: contactWalletParams,
        querystring: walletQuery,
        response: { 200: walletPage },
      },
    },
    async (req) => service.contactWallet(db, req.params.seg, req.params.contato, req.query),
  );

  app.put(
    api.contactTransfer,
    {
      config: { access: access.transfer },
      schema: {
        summary: 'Transfere grupos de um contato de relacionamento para outro da mesma seguradora',
        params: contactWalletParams,
        body: walletTransferBody,
        response: { 200: walletTransferResult },
      },
    },
    async (req) =>
      service.transferContactWallet(db, actorOf(req), req.params.seg, req.params.contato, req.body),
  );
}
