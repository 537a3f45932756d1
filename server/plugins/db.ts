import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../db/client';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: Config;
  }
}

export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { database: Database; config: Config }) => {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    app.decorate('config', opts.config);
  },
  { name: 'db' },
);
