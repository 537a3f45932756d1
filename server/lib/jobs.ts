import { EventEmitter } from 'node:events';
import crypto from 'node:crypto';
import os from 'node:os';
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import { notFound } from '../errors';
import { JOB_WORKFLOW } from './jobs-workflow';

/** A job row as the worker and the readers see it. */
export type JobRow = typeof jobs.$inferSelect;

/** What `enqueue` stores. `payload` must be plain JSON: it goes into a jsonb column. */
export interface NewJob {
  tipo: string;
  payload: unknown;
  /** Attempts before the job ends as 'falhou' (default 8). */
  maxTentativas?: number;
  /** Not before this moment (default now). */
  executarApos?: Date;
  /** Who asked for it (a user id), for the screens that list jobs. */
  criadoPor?: string | null;
}

/** What a handler gets besides the payload. */
export interface JobContext {
  id: string;
  /** 1 on the first run, 2 on the first retry... */
  tentativa: number;
  /**
   * Stores the progress (0–100) and renews the lease. Resolves false, and aborts `signal`, once the
   * job was cancelled or its lease was lost (another instance took it over): the handler should stop.
   */
  report(progress: number): Promise<boolean>;
  signal: AbortSignal;
}

export type JobHandler = (payload: unknown, context: JobContext) => Promise<unknown>;

export interface JobTypeOptions {
  /**
   * The payload kept once the job has ended (done or failed for good), e.g. a mail without its body:
   * a link with a token has no reason to stay in the table after it was sent.
   */
  redact?: (payload: unknown) => unknown;
}

export interface JobRunnerOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** How often an idle worker looks for due jobs. */
  pollMs?: number;
  /** How long a claimed job stays with this worker without a renewal (renewed every third of it). */
  leaseMs?: number;
  /** First retry delay; each further attempt doubles it, up to `maxRetryMs`. */
  retryBaseMs?: number;
  maxRetryMs?: number;
  /** Jobs run at the same time by this worker. */
  concurrency?: number;
  /** Names this worker in `travada_por` (default host:pid:random). */
  workerId?: string;
}

/**
 * Tells the workers of this process that a job was enqueued, so that the one on this instance looks
 * at once instead of at its next poll. Inside a transaction on PostgreSQL the row is not visible yet
 * when this fires: the worker looks again a moment later, and the poll catches what both missed.
 */
const enqueued = new EventEmitter();
enqueued.setMaxListeners(0);

/**
 * Adds a job. Pass the caller's transaction to commit the job with the change that caused it (a
 * transactional outbox): it exists if and only if that change does.
 */
export async function enqueue(db: Db, job: NewJob): Promise<string> {
  const [row] = await db
    .insert(jobs)
    .values({
      tipo: job.tipo,
      payload: job.payload,
      ...(job.maxTentativas ? { maxTentativas: job.maxTentativas } : {}),
      ...(job.executarApos ? { executarApos: job.executarApos } : {}),
      criadoPor: job.criadoPor ?? null,
    })
    .returning({ id: jobs.id });
  if (!row) throw new Error('insert de tarefa sem retorno');
  enqueued.emit('job', job.tipo);
  return row.id;
}

/**
 * Cancels a job that has not ended: a pending job is never run; a running one is told through
 * `report` (its end is then not recorded). A job already ended is a 409 naming its state.
 */
export async function cancelJob(db: Db, id: string): Promise<JobRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(jobs).where(eq(jobs.id, id)).for('update');
    if (!row) throw notFound();
    const situacao = JOB_WORKFLOW.apply(row.situacao, 'cancelar');
    const [cancelled] = await tx
      .update(jobs)
      .set({ situacao, travadaAte: null, travadaPor: null, atualizadoEm: sql`now()` })
      .where(eq(jobs.id, id))
      .returning();
    if (!cancelled) throw notFound();
    return cancelled;
  });
}

export async function findJob(db: Db, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/** The delay before attempt `tentativas + 1`: base, 2×base, 4×base... capped, with ±20 % jitter. */
export function retryDelayMs(tentativas: number, baseMs: number, maxMs: number): number {
  const plain = Math.min(maxMs, baseMs * 2 ** Math.max(0, tentativas - 1));
  return Math.round(plain * (0.8 + Math.random() * 0.4));
}

const errorText = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).slice(0, 2000) || 'Erro sem mensagem.';

/**
 * The worker of one server instance. `start` polls for due jobs; each is claimed in a statement of
 * its own (`FOR UPDATE SKIP LOCKED`, so two instances never take the same row) with a lease, then run
 * outside any transaction — on PGlite, whose single connection a held transaction would block, and on
 * PostgreSQL alike. A job whose worker died is claimed again once its lease ends.
 */
export class JobRunner {
  private readonly handlers = new Map<string, { run: JobHandler; options: JobTypeOptions }>();
  private readonly running = new Set<Promise<void>>();
  private readonly db: Db;
  private readonly log: FastifyBaseLogger;
  readonly workerId: string;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly retryBaseMs: number;
  private readonly maxRetryMs: number;
  private readonly concurrency: number;
  private timer: NodeJS.Timeout | undefined;
  private started = false;
  private ticking: Promise<void> | undefined;
  private again = false;
  private readonly wake = () => {
    this.schedule(0);
  };

  constructor(options: JobRunnerOptions) {
    this.db = options.db;
    this.log = options.log;
    this.pollMs = options.pollMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.retryBaseMs = options.retryBaseMs ?? 5000;
    this.maxRetryMs = options.maxRetryMs ?? 60 * 60 * 1000;
    this.concurrency = options.concurrency ?? 4;
    this.workerId =
      options.workerId ?? `${os.hostname()}:${String(process.pid)}:${crypto.randomUUID().slice(0, 8)}`;
  }

  /** Registers the handler of a job type; only registered types are claimed by this worker. */
  register(tipo: string, run: JobHandler, options: JobTypeOptions = {}): void {
    if (this.handlers.has(tipo)) throw new Error(`Tipo de tarefa já registrado: ${tipo}`);
    this.handlers.set(tipo, { run, options });
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    enqueued.on('job', this.wake);
    this.schedule(0);
  }

  /** Stops polling and waits for the jobs in hand to end; leaves no timer behind. */
  async stop(): Promise<void> {
    this.started = false;
    enqueued.off('job', this.wake);
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.ticking;
    await Promise.all(this.running);
  }

  /**
   * Runs every due job (and those they make due at once) to its end, then resolves. Tests call it to
   * read the effects of the queue without waiting for a poll.
   */
  async drain(): Promise<void> {
    for (;;) {
      await this.ticking;
      const claimed = await this.tick();
      await Promise.all(this.running);
      if (claimed === 0 && this.running.size === 0) return;
    }
  }

  private schedule(delayMs: number): void {
    if (!this.started) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.ticking) {
        this.again = true;
        return;
      }
      this.ticking = this.tick()
        .then((claimed) => {
          // A wake that found nothing may have come before the enqueuing transaction committed.
          if (claimed === 0 && delayMs === 0) this.schedule(50);
        })
        .catch((err: unknown) => {
          this.log.error({ err }, 'falha ao buscar tarefas');
        })
        .finally(() => {
          this.ticking = undefined;
          if (!this.started || this.timer) return;
          this.schedule(this.again ? 0 : this.pollMs);
          this.again = false;
        });
    }, delayMs);
  }

  /** Claims jobs while there is room and runs them; resolves with how many it claimed. */
  private async tick(): Promise<number> {
    const tipos = [...this.handlers.keys()];
    if (tipos.length === 0) return 0;
    await this.failExhausted(tipos);
    let claimed = 0;
    while (this.running.size < this.concurrency) {
      const job = await this.claim(tipos);
      if (!job) break;
      claimed++;
      const run = this.run(job).finally(() => {
        this.running.delete(run);
        if (this.started) this.schedule(0);
      });
      this.running.add(run);
    }
    return claimed;
  }

  private async claim(tipos: string[]): Promise<JobRow | undefined> {
    // One statement: the subquery locks the row it picks and skips rows another instance holds, so two
    // workers never take the same job; the update takes the lease in the same breath.
    const next = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          inArray(jobs.tipo, tipos),
          sql`${jobs.tentativas} < ${jobs.maxTentativas}`,
          or(
            and(eq(jobs.situacao, 'pendente'), lte(jobs.executarApos, sql`now()`)),
            and(eq(jobs.situacao, 'executando'), lt(jobs.travadaAte, sql`now()`)),
          ),
        ),
      )
      .orderBy(jobs.executarApos)
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await this.db
      .update(jobs)
      .set({
        situacao: 'executando',
        tentativas: sql`${jobs.tentativas} + 1`,
        travadaAte: sql`now() + ${`${String(this.leaseMs)} milliseconds`}::interval`,
        travadaPor: this.workerId,
        atualizadoEm: sql`now()`,
      })
      .where(inArray(jobs.id, next))
      .returning();
    return row;
  }

  /** A job whose worker died on its last allowed attempt ends as failed instead of waiting forever. */
  private async failExhausted(tipos: string[]): Promise<void> {
    await this.db
      .update(jobs)
      .set({
        situacao: 'falhou',
        erro: 'O processo que executava a tarefa parou antes de concluí-la.',
        travadaAte: null,
        travadaPor: null,
        atualizadoEm: sql`now()`,
      })
      .where(
        and(
          eq(jobs.situacao, 'executando'),
          sql`${jobs.travadaAte} < now()`,
          sql`${jobs.tentativas} >= ${jobs.maxTentativas}`,
          inArray(jobs.tipo, tipos),
        ),
      );
  }

  /** This worker still holds the job (not cancelled, lease not taken over). */
  private heldBy(id: string) {
    return and(eq(jobs.id, id), eq(jobs.situacao, 'executando'), eq(jobs.travadaPor, this.workerId));
  }

  private async run(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.tipo);
    if (!handler) return;
    const controller = new AbortController();
    const lease = `${String(this.leaseMs)} milliseconds`;
    const renew = async (progress?: number): Promise<boolean> => {
      const rows = await this.db
        .update(jobs)
        .set({
          ...(progress === undefined ? {} : { progresso: Math.max(0, Math.min(100, Math.round(progress))) }),
          travadaAte: sql`now() + ${lease}::interval`,
          atualizadoEm: sql`now()`,
        })
        .where(this.heldBy(job.id))
        .returning({ id: jobs.id });
      if (rows.length === 0) controller.abort();
      return rows.length > 0;
    };
    // Long jobs keep their lease while they run; only a dead process lets it lapse.
    const heartbeat = setInterval(
      () => {
        renew().catch((err: unknown) => {
          this.log.warn({ err, tarefa: job.id }, 'falha ao renovar a tarefa');
        });
      },
      Math.max(10, Math.floor(this.leaseMs / 3)),
    );
    const ended = () => (handler.options.redact ? { payload: handler.options.redact(job.payload) } : {});
    let outcome: { ok: true; result: unknown } | { ok: false; err: unknown };
    try {
      const result = await handler.run(job.payload, {
        id: job.id,
        tentativa: job.tentativas,
        report: (progress) => renew(progress),
        signal: controller.signal,
      });
      outcome = { ok: true, result };
    } catch (err) {
      outcome = { ok: false, err };
    } finally {
      clearInterval(heartbeat);
    }
    try {
      if (outcome.ok) {
        await this.db
          .update(jobs)
          .set({
            situacao: 'concluida',
            progresso: 100,
            resultado: outcome.result ?? null,
            erro: null,
            travadaAte: null,
            travadaPor: null,
            atualizadoEm: sql`now()`,
            ...ended(),
          })
          .where(this.heldBy(job.id));
        return;
      }
      const last = job.tentativas >= job.maxTentativas;
      this.log.warn(
        { err: outcome.err, tarefa: job.id, tipo: job.tipo, tentativa: job.tentativas },
        'tarefa falhou',
      );
      const retryAt = new Date(Date.now() + retryDelayMs(job.tentativas, this.retryBaseMs, this.maxRetryMs));
      await this.db
        .update(jobs)
        .set({
          situacao: last ? 'falhou' : 'pendente',
          erro: errorText(outcome.err),
          travadaAte: null,
          travadaPor: null,
          atualizadoEm: sql`now()`,
          ...(last ? ended() : { executarApos: retryAt }),
        })
        .where(this.heldBy(job.id));
    } catch (err) {
      // The lease lapses and the job is claimed again: it is not lost (a sent mail may go twice).
      this.log.error({ err, tarefa: job.id }, 'falha ao registrar o fim da tarefa');
    }
  }
}
