/**
 * Outbox benchmark (issue "nothing typed is lost"): 1,000 commands queued offline, then drained against
 * a running server, next to the same 1,000 requests sent directly in one loop. The ratio is the figure:
 * what the outbox (IndexedDB writes, ordering, idempotency keys) costs on top of the requests themselves.
 * Node has no IndexedDB: fake-indexeddb stands in (in memory, so slower than a browser's per write but
 * without its disk flushes).
 */
import 'fake-indexeddb/auto';
import crypto from 'node:crypto';
import type { TokenResponse } from '../../src/contract/auth';
import type { Court, CourtUnit } from '../../src/contract/judiciary';
import type { Paged } from '../../src/contract/common';
import type { ApiClient, TokenStore } from '../../src/api/http';
import { createApiClient } from '../../src/api/http';
import type { AnyCommand } from '../../src/offline/commands';
import { OfflineDb } from '../../src/offline/db';
import { createDrainer } from '../../src/offline/drainer';
import { createLocalLock } from '../../src/offline/locks';
import { createOutboxStore } from '../../src/offline/queue';
import type { CommandDefinition } from '../../src/offline/types';

export interface OutboxBenchOptions {
  /** e.g. http://127.0.0.1:5173, a server with the judiciary module (an administrator's tokens). */
  baseUrl: string;
  accessToken: string;
  refreshToken: string;
  /** Commands per side (default 1,000). */
  count?: number;
  /** Courts the units are spread over: one scope each, drained side by side (default 10). */
  courts?: number;
}

export interface OutboxBenchResult {
  count: number;
  /** Mean time to store one command in the outbox (offline: nothing is sent). */
  enqueueMsPerCommand: number;
  enqueueTotalMs: number;
  /** From going online until the outbox is empty. */
  drainMs: number;
  /** The same number of requests (same kind, same shape), sent directly one after the other. */
  directMs: number;
  /** drainMs / directMs. */
  ratio: number;
}

interface UnitCreate {
  courtId: string;
  unit: { id: string; codigo: string; nome: string; comarca: null; ativo: boolean };
}

const COURTS = '/v1/judiciario/tribunais';

function client(baseUrl: string, access: string, refresh: string): ApiClient {
  const session = { access: access as string | null, refresh: refresh as string | null };
  const tokens: TokenStore = {
    accessToken: () => session.access,
    refreshToken: () => session.refresh,
    area: () => null,
    save: async (r: TokenResponse) => {
      session.access = r.access_token;
      session.refresh = r.refresh_token;
    },
    clear: async () => {
      session.access = null;
      session.refresh = null;
    },
  };
  return createApiClient({ baseUrl, tokens, fetch: (input, init) => fetch(input, init) });
}

/** Free court codes ("J.TR") on this server: every bench run creates new courts. */
async function freeCourtCodes(api: ApiClient): Promise<{ segmento: number; codigo_tr: string }[]> {
  const all = await api.get<Paged<Court>>(COURTS, { query: { page_size: -1 } });
  const taken = new Set(all.items.map((c) => c.codigo));
  const free: { segmento: number; codigo_tr: string }[] = [];
  for (let segmento = 1; segmento <= 9; segmento += 1)
    for (let tr = 0; tr < 100; tr += 1) {
      const codigo_tr = String(tr).padStart(2, '0');
      if (!taken.has(`${segmento}.${codigo_tr}`)) free.push({ segmento, codigo_tr });
    }
  return free;
}

async function createCourts(
  api: ApiClient,
  codes: { segmento: number; codigo_tr: string }[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const code of codes) {
    const id = crypto.randomUUID();
    await api.post<Court>(COURTS, {
      id,
      ...code,
      sigla: `BENCH${code.codigo_tr}`,
      nome: 'TRIBUNAL DO BENCHMARK',
    });
    ids.push(id);
  }
  return ids;
}

/** `count` unit creates spread over the courts (codes 0001..n within each court). */
function unitCreates(courtIds: string[], count: number): UnitCreate[] {
  return Array.from({ length: count }, (_, i) => {
    const courtId = courtIds[i % courtIds.length] as string;
    const codigo = String(Math.floor(i / courtIds.length) + 1).padStart(4, '0');
    return {
      courtId,
      unit: { id: crypto.randomUUID(), codigo, nome: `VARA ${codigo}`, comarca: null, ativo: true },
    };
  });
}

const createUnit: CommandDefinition<UnitCreate, CourtUnit> = {
  name: 'bench.units.create',
  scope: (u) => `court:${u.courtId}`,
  send: (u, { api }) => api.post(`${COURTS}/${u.courtId}/unidades`, u.unit),
  describe: (u) => `Criar vara ${u.unit.codigo}`,
};

export async function benchOutbox(options: OutboxBenchOptions): Promise<OutboxBenchResult> {
  const count = options.count ?? 1000;
  const courtCount = options.courts ?? 10;
  const api = client(options.baseUrl, options.accessToken, options.refreshToken);
  const me = await api.get<{ id: string }>('/v1/me');
  const codes = await freeCourtCodes(api);
  if (codes.length < courtCount * 2) throw new Error('Códigos de tribunal livres insuficientes no servidor.');
  const outboxCourts = await createCourts(api, codes.slice(0, courtCount));
  const directCourts = await createCourts(api, codes.slice(courtCount, courtCount * 2));

  const db = new OfflineDb(`bench-outbox-${crypto.randomUUID()}`);
  const commands = (name: string) =>
    name === createUnit.name ? (createUnit as unknown as AnyCommand) : undefined;
  const outbox = createOutboxStore({ db, userId: () => me.id, commands });
  const drainer = createDrainer({ db, api, userId: () => me.id, lock: createLocalLock(), commands });

  try {
    // Offline: only the writes to the outbox.
    const queued = unitCreates(outboxCourts, count);
    const enqueueStart = performance.now();
    for (const unit of queued) await outbox.enqueue(createUnit, unit);
    const enqueueTotalMs = performance.now() - enqueueStart;

    // Online: until the outbox is empty.
    const drainStart = performance.now();
    const report = await drainer.drainUntilSettled();
    const drainMs = performance.now() - drainStart;
    const left = await db.outbox.count();
    if (report.sent !== count || left !== 0)
      throw new Error(`A fila não esvaziou: ${report.sent} enviados, ${left} restantes.`);

    // The same requests, straight from a loop.
    const direct = unitCreates(directCourts, count);
    const directStart = performance.now();
    for (const u of direct)
      await api.post(`${COURTS}/${u.courtId}/unidades`, u.unit, {
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      });
    const directMs = performance.now() - directStart;

    return {
      count,
      enqueueMsPerCommand: enqueueTotalMs / count,
      enqueueTotalMs,
      drainMs,
      directMs,
      ratio: drainMs / directMs,
    };
  } finally {
    db.close();
    await db.delete();
  }
}
