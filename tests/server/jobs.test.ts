import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import type { Database } from '../../server/db/client';
import { accessProfiles, jobs } from '../../server/db/schema';
import { JobRunner, cancelJob, enqueue, findJob } from '../../server/lib/jobs';
import { createMailer } from '../../server/plugins/mail';
import type { MailMessage, Mailer } from '../../server/plugins/mail';
import { PLACEHOLDER_ID } from '../../src/contract/permissions';
import { bearer, startTestServer } from './harness';
import type { TestServer } from './harness';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function server(options: Parameters<typeof startTestServer>[1] = {}): Promise<TestServer> {
  const s = await startTestServer({}, options);
  cleanups.push(() => s.close());
  return s;
}

let shared: TestServer;
beforeAll(async () => {
  shared = await startTestServer();
});
afterAll(async () => {
  await shared.close();
});

/** A worker that is not polling: the test runs it with `drain`. */
function idleRunner(s: TestServer, retryBaseMs = 1): JobRunner {
  return new JobRunner({ db: s.database.db, log: s.app.log, retryBaseMs });
}

describe('jobs', () => {
  it('two instances on the same database never run the same job', async () => {
    const s = shared;
    // A second instance: its own connection pool on PostgreSQL (TEST_DATABASE_URL), the same
    // embedded database on PGlite.
    let second: Database = s.database;
    if (s.databaseUrl) {
      const own = await openDatabase({ url: s.databaseUrl, dataDir: 'memory://' });
      second = own;
      cleanups.push(() => own.close());
    }
    const other: FastifyInstance = await buildApp({
      config: s.config,
      database: second,
      mailer: createMailer({ outboxDir: s.mailDir }),
    });
    await other.ready();
    cleanups.push(() => other.close());

    const runs = new Map<number, string[]>();
    for (const [name, app] of [
      ['a', s.app],
      ['b', other],
    ] as const) {
      app.jobs.register('contagem', async (payload) => {
        const { n } = payload as { n: number };
        runs.set(n, [...(runs.get(n) ?? []), name]);
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
        return { n };
      });
    }
    const total = 150;
    await s.database.db.transaction(async (tx) => {
      for (let n = 0; n < total; n++) await enqueue(tx, { tipo: 'contagem', payload: { n } });
    });
    await vi.waitFor(
      async () => {
        await Promise.all([s.app.jobs.drain(), other.jobs.drain()]);
        const [row] = await s.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(jobs)
          .where(eq(jobs.situacao, 'concluida'));
        expect(row?.n).toBe(total);
      },
      { timeout: 20_000, interval: 50 },
    );
    expect(runs.size).toBe(total);
    for (const [, workers] of runs) expect(workers).toHaveLength(1);
    const byWorker = [...runs.values()].flat();
    // Both took part: the exclusion was tested, not avoided.
    expect(byWorker.filter((w) => w === 'a').length).toBeGreaterThan(0);
    expect(byWorker.filter((w) => w === 'b').length).toBeGreaterThan(0);
  });

  it('claims again a job whose worker died (its lease ended), not one whose lease is live', async () => {
    const s = shared;
    const runner = idleRunner(s);
    const ran: string[] = [];
    runner.register('relatorio', async (payload) => {
      ran.push((payload as { nome: string }).nome);
      return 'ok';
    });
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 60_000);
    const [dead, alive] = await s.database.db
      .insert(jobs)
      .values([
        {
          tipo: 'relatorio',
          payload: { nome: 'morto' },
          situacao: 'executando',
          tentativas: 1,
          travadaAte: past,
          travadaPor: 'instancia-que-caiu',
        },
        {
          tipo: 'relatorio',
          payload: { nome: 'vivo' },
          situacao: 'executando',
          tentativas: 1,
          travadaAte: future,
          travadaPor: 'outra-instancia',
        },
      ])
      .returning();
    await runner.drain();
    expect(ran).toEqual(['morto']);
    expect(await findJob(s.database.db, dead!.id)).toMatchObject({
      situacao: 'concluida',
      tentativas: 2,
      resultado: 'ok',
      travadaPor: null,
    });
    expect(await findJob(s.database.db, alive!.id)).toMatchObject({
      situacao: 'executando',
      travadaPor: 'outra-instancia',
    });
  });

  it('retries a mail whose SMTP send fails and sends it once', async () => {
    const sent: MailMessage[] = [];
    let failures = 3;
    const flaky: Mailer = {
      send(message) {
        if (failures > 0) {
          failures--;
          return Promise.reject(new Error('SMTP indisponível'));
        }
        sent.push(message);
        return Promise.resolve();
      },
    };
    const s = await server({ mailer: flaky, jobs: { retryBaseMs: 5 } });
    const res = await s.app.inject({
      method: 'POST',
      url: '/v1/usuarios/',
      headers: bearer(await s.adminToken()),
      payload: {
        nome: 'Rita Reenvio',
        apelido: 'rita',
        email: 'rita.reenvio@teste.local',
        perfil_id: await adminProfileId(s),
        area_id: 'garantia',
        posicao: 'analista',
        estrutura_id: 'funcionario',
        escritorio_id: PLACEHOLDER_ID,
      },
    });
    expect(res.statusCode).toBe(201);
    await vi.waitFor(
      async () => {
        await s.settle();
        expect(sent).toHaveLength(1);
      },
      { timeout: 5000, interval: 20 },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    await s.settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'rita.reenvio@teste.local' });
    const [job] = await s.database.db.select().from(jobs).where(eq(jobs.tipo, 'email'));
    expect(job).toMatchObject({ situacao: 'concluida', tentativas: 4, erro: null, id: sent[0]!.id });
    // The body, which held the password link, is gone from the table once sent.
    expect(job!.payload).toEqual({ to: 'rita.reenvio@teste.local', subject: sent[0]!.subject });
  });

  it('does not queue the mail when the change that caused it is rolled back', async () => {
    const s = shared;
    const before = (await s.mails()).length;
    await expect(
      s.database.db.transaction(async (tx) => {
        await enqueue(tx, { tipo: 'email', payload: { to: 'x@teste.local', subject: 'x', text: 'x' } });
        throw new Error('desfeito');
      }),
    ).rejects.toThrow('desfeito');
    expect(await s.mails()).toHaveLength(before);
  });

  it('writes a mail sent again under the same id (a retry after a crash) only once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-'));
    cleanups.push(() => Promise.resolve(fs.rmSync(dir, { recursive: true, force: true })));
    const mailer = createMailer({ outboxDir: dir });
    const mail = { to: 'a@teste.local', subject: 'Olá', text: 'Oi', id: crypto.randomUUID() };
    await mailer.send(mail);
    await mailer.send(mail);
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    expect(fs.readFileSync(path.join(dir, files[0]!), 'utf8')).toContain(`Message-ID: <${mail.id}@`);
  });

  it('never runs a pending job that was cancelled', async () => {
    const s = shared;
    const runner = idleRunner(s);
    const ran: unknown[] = [];
    runner.register('cancelavel', (payload) => {
      ran.push(payload);
      return Promise.resolve();
    });
    const id = await enqueue(s.database.db, { tipo: 'cancelavel', payload: { arquivo: 1 } });
    expect(await cancelJob(s.database.db, id)).toMatchObject({ situacao: 'cancelada' });
    await runner.drain();
    expect(ran).toEqual([]);
    expect(await findJob(s.database.db, id)).toMatchObject({ situacao: 'cancelada', tentativas: 0 });
    // An ended job cannot be cancelled any more.
    await expect(cancelJob(s.database.db, id)).rejects.toMatchObject({
      statusCode: 409,
      description: "Não é possível cancelar a tarefa na situação 'Cancelada'.",
    });
  });

  it('tells a running job that it was cancelled, and keeps it cancelled', async () => {
    const s = shared;
    const runner = idleRunner(s);
    let cancelledBeforeReport: (() => void) | undefined;
    const wasCancelled = new Promise<void>((resolve) => (cancelledBeforeReport = resolve));
    let answer: boolean | undefined;
    let aborted = false;
    runner.register('cancelada-no-meio', async (_payload, job) => {
      await wasCancelled;
      answer = await job.report(40);
      aborted = job.signal.aborted;
    });
    const id = await enqueue(s.database.db, { tipo: 'cancelada-no-meio', payload: {} });
    const draining = runner.drain();
    await vi.waitFor(async () => expect((await findJob(s.database.db, id))?.situacao).toBe('executando'));
    await cancelJob(s.database.db, id);
    cancelledBeforeReport!();
    await draining;
    expect(answer).toBe(false);
    expect(aborted).toBe(true);
    expect(await findJob(s.database.db, id)).toMatchObject({ situacao: 'cancelada', progresso: 0 });
  });

  it('stores the progress while the job runs, then its result', async () => {
    const s = shared;
    const runner = idleRunner(s);
    let proceed: (() => void) | undefined;
    const gate = new Promise<void>((resolve) => (proceed = resolve));
    runner.register('importacao', async (_payload, job) => {
      await job.report(30);
      await gate;
      await job.report(250);
      return { linhas: 12 };
    });
    const id = await enqueue(s.database.db, { tipo: 'importacao', payload: {} });
    const draining = runner.drain();
    await vi.waitFor(async () => expect((await findJob(s.database.db, id))?.progresso).toBe(30));
    proceed!();
    await draining;
    expect(await findJob(s.database.db, id)).toMatchObject({
      situacao: 'concluida',
      progresso: 100,
      resultado: { linhas: 12 },
      erro: null,
    });
  });

  it('backs off after a failure and ends as failed with the error once the attempts run out', async () => {
    const s = shared;
    const runner = idleRunner(s, 200);
    const attempts: number[] = [];
    runner.register('sempre-falha', (_payload, job) => {
      attempts.push(job.tentativa);
      return Promise.reject(new Error('Arquivo ilegível.'));
    });
    const id = await enqueue(s.database.db, { tipo: 'sempre-falha', payload: {}, maxTentativas: 3 });
    await runner.drain();
    const retry = await findJob(s.database.db, id);
    expect(retry).toMatchObject({ situacao: 'pendente', tentativas: 1, erro: 'Arquivo ilegível.' });
    expect(retry!.executarApos.getTime()).toBeGreaterThan(retry!.criadoEm.getTime());
    await vi.waitFor(async () => {
      await runner.drain();
      expect((await findJob(s.database.db, id))?.situacao).toBe('falhou');
    });
    expect(attempts).toEqual([1, 2, 3]);
    expect(await findJob(s.database.db, id)).toMatchObject({ tentativas: 3, erro: 'Arquivo ilegível.' });
  });

  it('stops cleanly and leaves no timer behind', async () => {
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
    const before = timers();
    const runner = new JobRunner({ db: shared.database.db, log: shared.app.log, pollMs: 10 });
    runner.register('parada', () => Promise.resolve());
    runner.start();
    await enqueue(shared.database.db, { tipo: 'parada', payload: {} });
    await new Promise((resolve) => setTimeout(resolve, 30));
    await runner.stop();
    expect(timers()).toBeLessThanOrEqual(before);
  });
});

async function adminProfileId(s: TestServer): Promise<string> {
  const [profile] = await s.database.db.select({ id: accessProfiles.id }).from(accessProfiles).limit(1);
  return profile!.id;
}
