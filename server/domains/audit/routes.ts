import type { FastifyInstance } from 'fastify';
import { auditEntry, auditQuery } from '../../../src/contract/audit';
import { pagedOf } from '../../../src/contract/common';
import { auditAccess, auditApi } from '../../../src/contract/manifests/audit';
import { typed } from '../../lib/route-schema';
import { principalOf } from '../../plugins/auth';
import * as service from './service';

export async function auditRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const db = app.db;

  // Any logged-in user reaches the route; the service then requires the view permission of the
  // entity asked for, which only the query names.
  app.get(
    auditApi.history,
    {
      config: { access: auditAccess.history },
      schema: {
        summary: 'Histórico de alterações de um registro (paginado, mais recentes primeiro)',
        querystring: auditQuery,
        response: { 200: pagedOf(auditEntry) },
      },
    },
    async (req) => service.listAudit(db, principalOf(req), req.query),
  );
}
