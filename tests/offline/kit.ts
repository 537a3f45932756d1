/**
 * A small world for the outbox's unit tests: a fresh Dexie database, an in-memory session, a real
 * ApiClient whose fetch is a function answering like the server would, a clock the test moves.
 */
import type { TokenResponse } from '../../src/contract/auth';
import type { ApiFeedback, TokenStore } from '../../src/api/http';
import { createApiClient } from '../../src/api/http';
import type { AnyCommand } from '../../src/offline/commands';
import { OfflineDb } from '../../src/offline/db';
import type { DrainEvent, DrainerDeps } from '../../src/offline/drainer';
import { createDrainer } from '../../src/offline/drainer';
import { createLocalLock } from '../../src/offline/locks';
import type { OutboxStoreDeps } from '../../src/offline/queue';
import { createOutboxStore } from '../../src/offline/queue';
import type { CommandDefinition } from '../../src/offline/types';

export interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

export const refusal = (
  status: number,
  description: string,
  details?: { field?: string; message: string }[],
) =>
  json(status, { error: `erro_${status}`, error_description: description, ...(details ? { details } : {}) });

export function tokenResponse(n: number, userId = 'u1'): TokenResponse {
  return {
    access_token: `access-${n}`,
    refresh_token: `refresh-${n}`,
    token_type: 'Bearer',
    expires_in: 900,
    user_info: {
      id: userId,
      nickname: 'ANA',
      email: 'ana@corretora.com.br',
      avatar: null,
      area_usuario: { id: 'garantia' },
      is_guest: false,
      estrutura: null,
      type: 'usuario',
      termos_pendentes: false,
    },
  };
}

export type Route = (req: Sent) => Response | Promise<Response>;

export interface World {
  db: OfflineDb;
  session: { user: string | null; access: string | null; refresh: string | null };
  sent: Sent[];
  /** Requests other than token calls. */
  calls(): Sent[];
  refreshes(): Sent[];
  feedback: { shown: number; errors: string[] };
  clock: { now: number };
  events: DrainEvent[];
  commands: Map<string, AnyCommand>;
  outbox: ReturnType<typeof createOutboxStore>;
  drainer: ReturnType<typeof createDrainer>;
  register<P, R>(def: CommandDefinition<P, R>): CommandDefinition<P, R>;
  /** Replaces the server's behaviour. */
  route: { current: Route };
}

export function createWorld(
  options: {
    route?: Route;
    drainer?: Partial<DrainerDeps>;
    outbox?: Partial<OutboxStoreDeps>;
  } = {},
): World {
  const db = new OfflineDb(`teste-${crypto.randomUUID()}`);
  const session: World['session'] = { user: 'u1', access: 'access-0', refresh: 'refresh-0' };
  const sent: Sent[] = [];
  const route = { current: options.route ?? (() => json(200, {})) };
  const feedback = { shown: 0, errors: [] as string[] };
  const clock = { now: 1_000_000 };
  const events: DrainEvent[] = [];
  const commands = new Map<string, AnyCommand>();

  const tokens: TokenStore = {
    accessToken: () => session.access,
    refreshToken: () => session.refresh,
    area: () => null,
    save: async (r) => {
      session.access = r.access_token;
      session.refresh = r.refresh_token;
      session.user = r.user_info.id;
    },
    clear: async () => {
      session.access = null;
      session.refresh = null;
      session.user = null;
    },
  };
  const apiFeedback: ApiFeedback = {
    begin: () => {
      feedback.shown += 1;
    },
    end: () => undefined,
    error: (message) => {
      feedback.errors.push(message);
    },
  };
  const api = createApiClient({
    tokens,
    feedback: apiFeedback,
    fetch: async (url, init) => {
      let body: unknown = init.body;
      if (typeof init.body === 'string') body = JSON.parse(init.body) as unknown;
      else if (init.body instanceof URLSearchParams) body = Object.fromEntries(init.body);
      const req: Sent = {
        url,
        method: init.method ?? 'GET',
        headers: { ...(init.headers as Record<string, string>) },
        body,
      };
      sent.push(req);
      return route.current(req);
    },
  });
  const userId = () => (session.access !== null ? session.user : null);
  const lookup = (name: string) => commands.get(name);
  const now = () => clock.now;
  const drainer = createDrainer({
    db,
    api,
    userId,
    now,
    random: () => 0.5,
    lock: createLocalLock(),
    commands: lookup,
    onEvent: (event) => events.push(event),
    sleep: async (ms) => {
      clock.now += ms;
    },
    ...options.drainer,
  });
  const outbox = createOutboxStore({ db, userId, now, commands: lookup, ...options.outbox });
  return {
    db,
    session,
    sent,
    calls: () => sent.filter((r) => !r.url.startsWith('/connect/')),
    refreshes: () => sent.filter((r) => r.url === '/connect/token'),
    feedback,
    clock,
    events,
    commands,
    outbox,
    drainer,
    route,
    register(def) {
      commands.set(def.name, def as unknown as AnyCommand);
      return def;
    },
  };
}

export interface Thing {
  scope: string;
  n: number;
}

/** The command most tests queue: POST /v1/coisas with its payload. */
export function thingCommand(world: World, name = 'things.create'): CommandDefinition<Thing, { ok: number }> {
  return world.register<Thing, { ok: number }>({
    name,
    scope: (thing) => thing.scope,
    send: (thing, { api }) => api.post<{ ok: number }>('/v1/coisas', thing),
    describe: (thing) => `Coisa ${thing.n}`,
  });
}
