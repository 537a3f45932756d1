import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue } from '../../server/lib/jobs';
import { bearer, startTestServer } from './harness';
import type { TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const status = async (id: string, sub: string, grants: { guest?: boolean } = {}) =>
  server.app.inject({
    method: 'GET',
    url: `/v1/tarefas/${id}`,
    headers: bearer(await server.tokenWith({ sub, ...grants })),
  });

describe('GET /v1/tarefas/{id}', () => {
  it('shows the job to the user who started it, with its state and progress', async () => {
    const owner = crypto.randomUUID();
    const id = await enqueue(server.database.db, {
      tipo: 'teste-sem-handler',
      payload: { x: 1 },
      criadoPor: owner,
      executarApos: new Date(Date.now() + 3_600_000),
    });
    const res = await status(id, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      tipo: 'teste-sem-handler',
      situacao: 'pendente',
      progresso: 0,
      resultado: null,
      erro: null,
      tentativas: 0,
    });
    expect(res.json()).not.toHaveProperty('payload');
  });

  it("answers 404 for someone else's job, a system job and a missing one", async () => {
    const db = server.database.db;
    const later = new Date(Date.now() + 3_600_000);
    const theirs = await enqueue(db, {
      tipo: 't',
      payload: {},
      criadoPor: crypto.randomUUID(),
      executarApos: later,
    });
    const system = await enqueue(db, { tipo: 't', payload: {}, executarApos: later });
    const me = crypto.randomUUID();
    for (const id of [theirs, system, crypto.randomUUID()]) {
      const res = await status(id, me);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', error_description: 'Tarefa não encontrada.' });
    }
  });

  it('refuses guests and callers without a token', async () => {
    const id = crypto.randomUUID();
    expect((await status(id, crypto.randomUUID(), { guest: true })).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'GET', url: `/v1/tarefas/${id}` })).statusCode).toBe(401);
  });
});
