import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { Paged } from '../../../src/contract/common';
import {
  critiqueBody,
  critiqueFollowUpQuery,
  critiqueParams,
  critiqueResolveBody,
} from '../../../src/contract/guarantee-quotations';
import type { Access } from '../../../src/contract/manifest';
import type { Actor } from '../../lib/audit';
import type { ParentColumns } from './repository';
import type { Viewer } from '../../lib/visibility';
import { typed } from '../../lib/route-schema';
import * as critiques from './core';
import type { CritiqueHost, CritiqueView, FollowUpRow } from './core';

/**
 * The critique routes of one kind of record, registered by the parent's routes under its own paths
 * (`app.register(critiqueRoutes, { … })`, docs/architecture.md "Críticas"): the thread, a new
 * critique (201, or 200 for a replay of the same client id), resend, resolve and the follow-up list.
 * The parent keeps its wire: `wire` renames the generic view (the quotation calls its parent
 * `cotacao_id`). Found by the domain discovery with no options, it serves nothing: critiques have no
 * paths of their own.
 */
export interface CritiqueRoutesOptions<Row, A extends string, C, V, W, F> {
  host: CritiqueHost<Row, A, C, V>;
  /** The parent's paths: ':id' is the record, ':critica' the critique. */
  paths: { thread: string; resend: string; resolve: string; followUp: string };
  access: { read: Access; write: Access };
  /** The caller's visibility and, for writes, the audit's actor. */
  viewer: (req: FastifyRequest) => Promise<Viewer>;
  actor: (req: FastifyRequest) => Actor;
  /** The parent's schemas: its record params ({ id }), its critique, its follow-up page. */
  schemas: { params: v.GenericSchema; critique: v.GenericSchema; followUpPage: v.GenericSchema };
  /** What the follow-up list shows of each parent. */
  parent: ParentColumns;
  wire: { critique: (c: CritiqueView) => W; followUp: (row: FollowUpRow) => F };
  /** The parent's words for the documents (OpenAPI summaries). */
  summaries: { thread: string; add: string; followUp: string };
}

export async function critiqueRoutes<Row, A extends string, C, V, W, F>(
  instance: FastifyInstance,
  options: Partial<CritiqueRoutesOptions<Row, A, C, V, W, F>>,
): Promise<void> {
  if (!options.host) return;
  const o = options as CritiqueRoutesOptions<Row, A, C, V, W, F>;
  const app = typed(instance);
  const db = app.db;
  const { host, paths, access, schemas, wire } = o;
  const read = { access: access.read };
  const write = { access: access.write };
  type Params = { id: string };

  app.get(
    paths.followUp,
    {
      config: read,
      schema: {
        summary: o.summaries.followUp,
        querystring: critiqueFollowUpQuery,
        response: { 200: schemas.followUpPage },
      },
    },
    async (req): Promise<Paged<F>> => {
      const page = await critiques.followUp(db, host.entidade, o.parent, await o.viewer(req), req.query);
      return { items: page.items.map(wire.followUp), total_count: page.total_count };
    },
  );

  app.get(
    paths.thread,
    {
      config: read,
      schema: {
        summary: o.summaries.thread,
        params: schemas.params,
        response: { 200: v.array(schemas.critique) },
      },
    },
    async (req) => {
      const { id } = req.params as Params;
      return (await critiques.thread(db, host, id, await o.viewer(req))).map(wire.critique);
    },
  );

  app.post(
    paths.thread,
    {
      config: write,
      schema: {
        summary: o.summaries.add,
        params: schemas.params,
        body: critiqueBody,
        response: { 201: schemas.critique, 200: schemas.critique },
      },
    },
    async (req, reply) => {
      const { id } = req.params as Params;
      const { created, record } = await critiques.add(
        db,
        host,
        o.actor(req),
        await o.viewer(req),
        id,
        req.body,
      );
      return reply.code(created ? 201 : 200).send(wire.critique(record));
    },
  );

  app.post(
    paths.resend,
    {
      config: write,
      schema: {
        summary: 'Reenvia uma crítica aberta',
        params: critiqueParams,
        body: v.optional(v.object({}), {}),
        response: { 200: schemas.critique },
      },
    },
    async (req) => {
      const { id, critica } = req.params;
      return wire.critique(await critiques.resend(db, host, o.actor(req), await o.viewer(req), id, critica));
    },
  );

  app.put(
    paths.resolve,
    {
      config: write,
      schema: {
        summary: 'Regulariza uma crítica',
        params: critiqueParams,
        body: critiqueResolveBody,
        response: { 200: schemas.critique },
      },
    },
    async (req) => {
      const { id, critica } = req.params;
      return wire.critique(
        await critiques.resolve(db, host, o.actor(req), await o.viewer(req), id, critica, req.body),
      );
    },
  );
}
