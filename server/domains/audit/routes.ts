import type { FastifyInstance } from 'fastify';
import { auditQuery } from '../../../src/contract/audit';
import { parse } from '../../errors';
import { principalOf } from '../../plugins/auth';
import * as service from './service';

export async function auditRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  // Any logged-in user reaches the route; the service then requires the view permission of the
  // entity asked for, which only the query names.
  app.get('/v1/auditoria', { config: { access: { user: true } } }, async (req) =>
    service.listAudit(db, principalOf(req), parse(auditQuery, req.query)),
  );
}
