/**
 * The outbox against the real server, in this process, over real HTTP (ARCHITECTURE.md §7, issue
 * "nothing typed is lost"). fast-check writes random sequences of offline commands over several scopes
 * (court creates and edits, units under the courts, the own nickname, some refused on purpose) and
 * interleaves drains with faults: requests lost before the server, answers lost after it committed,
 * tabs that die mid-request, access tokens that stop working, drainers restarted on the same database.
 * Afterwards the server must hold exactly the intended rows, once each, with the last edit of each
 * scope, and the outbox nothing but the refused items, each with the server's Portuguese reason.
 */
import crypto from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../server/db/schema/files';
import { courtUnits, courts } from '../../server/db/schema/judiciary';
import { users } from '../../server/db/schema/users';
import type { TokenResponse } from '../../src/contract/auth';
import { CLIENT_ID } from '../../src/contract/auth';
import type { Court, CourtUnit } from '../../src/contract/judiciary';
import type { TokenStore } from '../../src/api/http';
import { createApiClient } from '../../src/api/http';
import type { AnyCommand } from '../../src/offline/commands';
import { OfflineDb } from '../../src/offline/db';
import type { Drainer } from '../../src/offline/drainer';
import { createDrainer } from '../../src/offline/drainer';
import type { LockRunner } from '../../src/offline/locks';
import { createOutboxStore } from '../../src/offline/queue';
import type { CommandDefinition } from '../../src/offline/types';
import type { TestServer } from '../server/harness';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer } from '../server/harness';

const RUNS = 20;
const MIN_COMMANDS = 50;
const MAX_COMMANDS = 60;
const SLOTS = 6;
const NOME_ADMIN = 'Administrador';

// ---------------------------------------------------------------------------------------------------
// Commands, as a feature would register them.

interface CourtPayload {
  id: string;
  segmento: number;
  codigo_tr: string;
  sigla: string;
  nome: string;
  uf: string | null;
  ativo: boolean;
}
type CourtEdit = CourtPayload;
interface UnitPayload {
  courtId: string;
  unit: { id: string; codigo: string; nome: string; comarca: string | null; ativo: boolean };
}
interface MePayload {
  apelido: string;
}
interface UploadPayload {
  key: string;
}

const COURTS = '/v1/judiciario/tribunais';
const registry = new Map<string, AnyCommand>();
function register<P, R>(def: CommandDefinition<P, R>): CommandDefinition<P, R> {
  registry.set(def.name, def as unknown as AnyCommand);
  return def;
}
const courtData = ({ id: _id, ...data }: CourtPayload) => data;

const createCourt = register<CourtPayload, Court>({
  name: 'sync.courts.create',
  scope: (c) => `court:${c.id}`,
  send: (c, { api }) => api.post(COURTS, c),
  describe: (c) => `Criar tribunal ${c.sigla}`,
});
const editCourt = register<CourtEdit, Court>({
  name: 'sync.courts.update',
  scope: (c) => `court:${c.id}`,
  send: (c, { api }) => api.put(`${COURTS}/${c.id}`, courtData(c)),
  describe: (c) => `Alterar tribunal ${c.sigla}`,
});
const createUnit = register<UnitPayload, CourtUnit>({
  name: 'sync.units.create',
  // A unit goes in its court's scope: after the court's own create.
  scope: (u) => `court:${u.courtId}`,
  send: (u, { api }) => api.post(`${COURTS}/${u.courtId}/unidades`, u.unit),
  describe: (u) => `Criar vara ${u.unit.codigo}`,
});
const changeNickname = register<MePayload, unknown>({
  name: 'sync.me.update',
  scope: () => 'me',
  send: (m, { api }) => api.put('/v1/me', { nome: NOME_ADMIN, apelido: m.apelido }),
  describe: (m) => `Alterar apelido para ${m.apelido}`,
});

/**
 * An upload without a client id: the one write here the server cannot recognise by its content, so
 * only the Idempotency-Key keeps a lost answer from storing the file twice.
 */
const uploadPhoto = register<UploadPayload, unknown>({
  name: 'sync.files.upload',
  scope: (u) => `upload:${u.key}`,
  send: (_u, { api, files: stored }) => {
    const photo = stored.arquivo;
    if (!photo) throw new Error('Arquivo ausente no item.');
    return api.upload('/arquivos/upload', photo);
  },
  describe: () => 'Enviar foto',
});

/** A 1×1 PNG: the server checks the type by its magic bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

// ---------------------------------------------------------------------------------------------------
// What fast-check generates.

type CommandStep =
  | { t: 'court'; slot: number; v: number }
  | { t: 'unit'; slot: number; v: number }
  | { t: 'nick'; v: number }
  | { t: 'dup'; v: number }
  | { t: 'upload'; v: number };
type ControlStep =
  /** Lets time pass (virtual clock) and runs one pass with the faults on. */
  { t: 'drain'; advance: number } | { t: 'expire' } | { t: 'restart' };

/** What happens to one request: through, lost before the server, answer lost, or the tab dies. */
type Fault = 'ok' | 'before' | 'after' | 'die-before' | 'die-after';

const commandStep: fc.Arbitrary<CommandStep> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ t: fc.constant('court' as const), slot: fc.nat(SLOTS - 1), v: fc.nat(999) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ t: fc.constant('unit' as const), slot: fc.nat(SLOTS - 1), v: fc.nat(999) }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('nick' as const), v: fc.nat(999) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('dup' as const), v: fc.nat(999) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('upload' as const), v: fc.nat(999) }) },
);
const controlStep: fc.Arbitrary<ControlStep> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ t: fc.constant('drain' as const), advance: fc.nat(120_000) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('expire' as const) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('restart' as const) }) },
);
const faultArb: fc.Arbitrary<Fault> = fc.oneof(
  { weight: 8, arbitrary: fc.constant('ok' as const) },
  { weight: 2, arbitrary: fc.constant('before' as const) },
  { weight: 2, arbitrary: fc.constant('after' as const) },
  { weight: 1, arbitrary: fc.constant('die-before' as const) },
  { weight: 1, arbitrary: fc.constant('die-after' as const) },
);
/** Each command may be followed by a control step (a drain, an expiry, a restart). */
const scenarioArb = fc.record({
  commands: fc.array(fc.tuple(commandStep, fc.option(controlStep, { freq: 2 })), {
    minLength: MIN_COMMANDS,
    maxLength: MAX_COMMANDS,
  }),
  faults: fc.array(faultArb, { minLength: 1, maxLength: 40 }),
});
type Scenario = typeof scenarioArb extends fc.Arbitrary<infer S> ? S : never;

// ---------------------------------------------------------------------------------------------------
// The world: one server, one logged-in session, tabs that come and go.

let server: TestServer;
let baseUrl: string;
let adminId: string;
let seededCourts: { segmento: number; codigoTr: string; codigo: string }[];
let freeCodes: { segmento: number; codigo_tr: string }[];
const session = { access: null as string | null, refresh: null as string | null };
const stats = {
  runs: 0,
  commands: 0,
  requests: 0,
  refreshes: 0,
  replays: 0,
  faults: 0,
  deaths: 0,
  expiries: 0,
  restarts: 0,
  ms: 0,
};

const tokens: TokenStore = {
  accessToken: () => session.access,
  refreshToken: () => session.refresh,
  area: () => null,
  save: async (r) => {
    session.access = r.access_token;
    session.refresh = r.refresh_token;
  },
  clear: async () => {
    session.access = null;
    session.refresh = null;
  },
};

async function login(): Promise<void> {
  const res = await fetch(`${baseUrl}/connect/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'password',
      username: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
      client_id: CLIENT_ID,
    }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as TokenResponse;
  await tokens.save(body);
  adminId = body.user_info.id;
}

const never = <T>() => new Promise<T>(() => undefined);

interface Tab {
  drainer: Drainer;
  dead: boolean;
  /** Resolves when the tab dies (a request of it hangs forever, as in a closed tab). */
  died: Promise<void>;
}

/** One drainer across tabs, like Web Locks: a dead tab's lock is released by the browser. */
function tabLocks() {
  let holder: Tab | null = null;
  return (tab: () => Tab): LockRunner =>
    async (_name, task) => {
      if (holder && holder !== tab() && !holder.dead) return undefined;
      const me = tab();
      holder = me;
      try {
        return await task();
      } finally {
        if (holder === me) holder = null;
      }
    };
}

function scenarioRunner(db: OfflineDb, faults: Fault[] | null, clock: { now: number }) {
  let next = 0;
  const forwarded: Promise<unknown>[] = [];
  const lockFor = tabLocks();

  function nextFault(): Fault {
    if (!faults) return 'ok';
    const fault = faults[next % faults.length] ?? 'ok';
    next += 1;
    return fault;
  }

  function openTab(withFaults: boolean): Tab {
    let markDead: () => void = () => undefined;
    const died = new Promise<void>((resolve) => {
      markDead = resolve;
    });
    const tab: Tab = { drainer: undefined as unknown as Drainer, dead: false, died };
    const api = createApiClient({
      baseUrl,
      tokens,
      fetch: async (url, init) => {
        if (tab.dead) return never();
        stats.requests += 1;
        if (url.endsWith('/connect/token')) stats.refreshes += 1;
        const fault = withFaults ? nextFault() : 'ok';
        if (fault !== 'ok') stats.faults += 1;
        if (fault === 'before') throw new TypeError('fetch failed');
        if (fault === 'die-before' || fault === 'die-after') {
          tab.dead = true;
          stats.deaths += 1;
          if (fault === 'die-after')
            forwarded.push(
              fetch(url, init)
                .then((r) => r.arrayBuffer())
                .catch(() => null),
            );
          markDead();
          return never();
        }
        const res = await fetch(url, init);
        if (res.headers.get('idempotent-replayed') === 'true') stats.replays += 1;
        if (fault === 'after') {
          // The server committed and answered; the answer never reaches the device.
          await res.arrayBuffer();
          throw new TypeError('fetch failed');
        }
        return res;
      },
    });
    tab.drainer = createDrainer({
      db,
      api,
      userId: () => (session.access !== null ? adminId : null),
      now: () => clock.now,
      random: Math.random,
      sleep: async (ms) => {
        clock.now += ms;
      },
      lock: lockFor(() => tab),
      commands: (name) => registry.get(name),
      concurrency: 4,
    });
    return tab;
  }

  return { openTab, forwarded };
}

// ---------------------------------------------------------------------------------------------------
// The expected state, kept as the commands are written.

interface SlotModel {
  id: string;
  codigo: string;
  last: CourtPayload;
  units: Map<string, string>;
  edits: number;
}

const created = { courtIds: new Set<string>(), unitIds: new Set<string>(), uploads: new Set<string>() };
let codeCursor = 0;
let seedCount = 0;
let seedUnits = 0;
const UFS = ['SP', 'MT', 'MG', null] as const;

async function runScenario(scenario: Scenario): Promise<void> {
  const started = performance.now();
  const run = stats.runs;
  stats.runs += 1;
  const db = new OfflineDb(`sync-${run}-${crypto.randomUUID()}`);
  const clock = { now: Date.now() };
  const outbox = createOutboxStore({
    db,
    userId: () => adminId,
    now: () => clock.now,
    commands: (name) => registry.get(name),
  });
  const world = scenarioRunner(db, scenario.faults, clock);
  let tab = world.openTab(true);
  const slots: (SlotModel | undefined)[] = Array.from({ length: SLOTS }, () => undefined);
  const dups = new Map<string, string>();
  const uploads = new Set<string>();
  let nickname: string | null = null;
  let sessionLosses = 0;

  const newCourt = (slot: number, v: number): CourtPayload => {
    const code = freeCodes[codeCursor];
    codeCursor += 1;
    if (!code) throw new Error('Acabaram os códigos de tribunal livres.');
    return {
      id: crypto.randomUUID(),
      ...code,
      sigla: `S${run}X${slot}`,
      nome: `TRIBUNAL ${run}-${slot}-${v}`,
      uf: UFS[v % UFS.length] ?? null,
      ativo: true,
    };
  };

  async function write(step: CommandStep): Promise<void> {
    stats.commands += 1;
    if (step.t === 'upload') {
      const key = crypto.randomUUID();
      const fileName = `foto-${key}.png`;
      uploads.add(fileName);
      await outbox.enqueue(
        uploadPhoto,
        { key },
        { arquivo: new File([PNG], fileName, { type: 'image/png' }) },
      );
      return;
    }
    if (step.t === 'nick') {
      nickname = `APELIDO ${run}-${step.v}`;
      await outbox.enqueue(changeNickname, { apelido: nickname });
      return;
    }
    if (step.t === 'dup') {
      const taken = seededCourts[step.v % seededCourts.length]!;
      const id = crypto.randomUUID();
      dups.set(id, taken.codigo);
      await outbox.enqueue(createCourt, {
        id,
        segmento: taken.segmento,
        codigo_tr: taken.codigoTr,
        sigla: 'DUPLICADO',
        nome: 'TRIBUNAL DUPLICADO',
        uf: null,
        ativo: true,
      });
      return;
    }
    const slot = slots[step.slot];
    if (!slot) {
      const court = newCourt(step.slot, step.v);
      slots[step.slot] = {
        id: court.id,
        codigo: `${court.segmento}.${court.codigo_tr}`,
        last: court,
        units: new Map(),
        edits: 0,
      };
      await outbox.enqueue(createCourt, court);
      return;
    }
    if (step.t === 'court') {
      slot.edits += 1;
      const edit: CourtEdit = {
        ...slot.last,
        sigla: `S${run}X${step.slot}E${slot.edits}`,
        nome: `TRIBUNAL ${run}-${step.slot}-${step.v} EDICAO ${slot.edits}`,
        uf: UFS[step.v % UFS.length] ?? null,
        ativo: step.v % 3 !== 0,
      };
      slot.last = edit;
      await outbox.enqueue(editCourt, edit);
      return;
    }
    const unit = {
      id: crypto.randomUUID(),
      codigo: String(slot.units.size + 1).padStart(4, '0'),
      nome: `VARA ${slot.units.size + 1} DO ${slot.codigo}`,
      comarca: step.v % 2 ? 'CUIABÁ' : null,
      ativo: true,
    };
    slot.units.set(unit.id, unit.codigo);
    await outbox.enqueue(createUnit, { courtId: slot.id, unit });
  }

  /** A pass that may end with the tab's death: then a new tab takes over, on the same database. */
  async function drainWithFaults(): Promise<void> {
    const outcome = await Promise.race([tab.drainer.drainOnce(), tab.died.then(() => 'died' as const)]);
    if (outcome === 'died') tab = world.openTab(true);
    else if (outcome.needsLogin) {
      sessionLosses += 1;
      await login();
    }
  }

  for (const [command, control] of scenario.commands) {
    await write(command);
    if (!control) continue;
    if (control.t === 'drain') {
      clock.now += control.advance;
      await drainWithFaults();
    } else if (control.t === 'expire') {
      stats.expiries += 1;
      // The access token stops being accepted: the next call gets a 401 and the client refreshes.
      session.access = session.access === null ? null : 'token-expirado';
    } else if (control.t === 'restart') {
      stats.restarts += 1;
      tab = world.openTab(true);
    }
  }

  // The connection comes back for good: answers of dead tabs land, then a healthy tab drains it all.
  await Promise.all(world.forwarded);
  tab = world.openTab(false);
  let settled = await tab.drainer.drainUntilSettled({ maxPasses: 500 });
  if (settled.needsLogin) {
    sessionLosses += 1;
    await login();
    settled = await tab.drainer.drainUntilSettled({ maxPasses: 500 });
  }

  // ------------------------------------------------------------------ what the server holds now
  const app = server.app;
  const live = slots.filter((s): s is SlotModel => s !== undefined);
  for (const slot of live) {
    created.courtIds.add(slot.id);
    for (const id of slot.units.keys()) created.unitIds.add(id);
  }
  const courtRows = await app.db.select().from(courts);
  expect(courtRows.length, 'tribunais: exatamente os criados, uma vez cada').toBe(
    seedCount + created.courtIds.size,
  );
  for (const slot of live) {
    const rows = courtRows.filter((r) => r.codigo === slot.codigo);
    expect(
      rows.map((r) => r.id),
      `um tribunal ${slot.codigo}`,
    ).toEqual([slot.id]);
    const row = rows[0]!;
    // The last edit of the scope won: edits were applied in the order they were written.
    expect({ sigla: row.sigla, nome: row.nome, uf: row.uf, ativo: row.ativo }).toEqual({
      sigla: slot.last.sigla,
      nome: slot.last.nome,
      uf: slot.last.uf,
      ativo: slot.last.ativo,
    });
    const units = await app.db.select().from(courtUnits).where(eq(courtUnits.tribunalId, slot.id));
    expect(new Map(units.map((u) => [u.id, u.codigo])), `varas de ${slot.codigo}`).toEqual(slot.units);
  }
  if (dups.size > 0) {
    const leaked = await app.db
      .select()
      .from(courts)
      .where(inArray(courts.id, [...dups.keys()]));
    expect(leaked, 'nenhum tribunal duplicado').toEqual([]);
  }
  const [{ count: unitCount } = { count: -1 }] = await app.db
    .select({ count: sql<number>`count(*)::int` })
    .from(courtUnits);
  expect(unitCount, 'varas: exatamente as criadas').toBe(seedUnits + created.unitIds.size);
  for (const name of uploads) created.uploads.add(name);
  const stored = await app.db
    .select({ nome: files.nomeOriginal })
    .from(files)
    .where(eq(files.criadoPor, adminId));
  expect(stored.length, 'arquivos: exatamente os enviados, uma vez cada').toBe(created.uploads.size);
  expect(new Set(stored.map((f) => f.nome))).toEqual(created.uploads);
  if (nickname !== null) {
    const [me] = await app.db.select({ apelido: users.apelido }).from(users).where(eq(users.id, adminId));
    expect(me?.apelido, 'o último apelido escrito').toBe(nickname);
  }

  // ------------------------------------------------------------------ what the outbox holds now
  const left = await db.outbox.toArray();
  expect(settled.nextAttemptAt, 'nada esperando nova tentativa').toBeNull();
  expect(
    left.map((i) => i.status).filter((s) => s !== 'dead'),
    'só cartas mortas',
  ).toEqual([]);
  expect(new Set(left.map((i) => (i.payload as CourtPayload).id))).toEqual(new Set(dups.keys()));
  for (const item of left) {
    const codigo = dups.get((item.payload as CourtPayload).id);
    expect(codigo, 'só os tribunais duplicados ficam na fila').toBeDefined();
    expect(item).toMatchObject({
      command: createCourt.name,
      last_status: 409,
      last_error: `Já existe um tribunal com o código ${codigo}.`,
    });
  }
  expect(sessionLosses, 'a sessão sobrevive a respostas perdidas e tokens expirados').toBe(0);
  db.close();
  stats.ms += performance.now() - started;
}

describe('outbox against the real server', () => {
  beforeAll(async () => {
    server = await startTestServer();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    if (!address || typeof address === 'string') throw new Error('Servidor sem porta.');
    baseUrl = `http://127.0.0.1:${address.port}`;
    await login();
    seededCourts = await server.app.db
      .select({ segmento: courts.segmento, codigoTr: courts.codigoTr, codigo: courts.codigo })
      .from(courts);
    seedCount = seededCourts.length;
    seedUnits = (await server.app.db.select({ id: courtUnits.id }).from(courtUnits)).length;
    const taken = new Set(seededCourts.map((c) => c.codigo));
    freeCodes = [];
    for (let segmento = 1; segmento <= 9; segmento += 1)
      for (let tr = 0; tr < 100; tr += 1) {
        const codigo_tr = String(tr).padStart(2, '0');
        if (!taken.has(`${segmento}.${codigo_tr}`)) freeCodes.push({ segmento, codigo_tr });
      }
  });

  afterAll(async () => {
    console.log(
      `sync: ${stats.runs} execuções, ${stats.commands} comandos, ${stats.requests} requisições ` +
        `(${stats.refreshes} renovações de token, ${stats.replays} respostas repetidas pelo servidor) ` +
        `(${stats.faults} falhas injetadas, ${stats.deaths} abas mortas, ${stats.expiries} tokens expirados, ` +
        `${stats.restarts} reinícios), ${(stats.ms / 1000).toFixed(1)} s`,
    );
    await server?.close();
  });

  it('delivers every command exactly once, in order per scope, whatever the network does', async () => {
    await fc.assert(fc.asyncProperty(scenarioArb, runScenario), {
      numRuns: RUNS,
      // Each run talks to a real server: shrinking would replay dozens of runs. The seed and path in
      // the failure report reproduce the exact run.
      endOnFailure: true,
    });
    expect(stats.commands).toBeGreaterThanOrEqual(RUNS * MIN_COMMANDS);
  });
});
