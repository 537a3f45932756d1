import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { authPlugin } from '../../server/plugins/auth';
import { dbPlugin } from '../../server/plugins/db';
import type { TestServer } from './harness';
import { startTestServer } from './harness';

describe('health and the error contract', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers /healthz with 200 while the database answers', async () => {
    const res = await server.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('answers an unknown API path with a Portuguese 404 body', async () => {
    const res = await server.app.inject({ url: '/v1/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', error_description: 'Recurso não encontrado.' });
  });

  it('refuses every route that does not declare its access', async () => {
    const app = Fastify();
    await app.register(dbPlugin, { database: server.database, config: server.config });
    await app.register(authPlugin);
    const start = async () => {
      await app.register(async (child) => {
        child.get('/v1/sem-acesso', async () => ({}));
      });
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/não declara seu acesso/);
  });
});
