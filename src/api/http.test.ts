import { describe, expect, it } from 'vitest';
import type { TokenResponse } from '../contract/auth';
import { LOGIN_EXPIRED } from './errors';
import type { ApiClientOptions, TokenStore } from './http';
import { createApiClient } from './http';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: RequestInit['body'];
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const unauthorized = () => json(401, { error: 'unauthorized', error_description: 'Token expirado.' });

function tokenResponse(n: number): TokenResponse {
  return {
    access_token: `access-${n}`,
    refresh_token: `refresh-${n}`,
    token_type: 'Bearer',
    expires_in: 900,
    user_info: {
      id: 'u1',
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

/** An in-memory session, the way the app's session store behaves. */
function memoryTokens(access: string | null = 'access-0', refresh: string | null = 'refresh-0') {
  const state = { access, refresh, cleared: 0 };
  const store: TokenStore = {
    accessToken: () => state.access,
    refreshToken: () => state.refresh,
    area: () => null,
    save: async (r) => {
      state.access = r.access_token;
      state.refresh = r.refresh_token;
    },
    clear: async () => {
      state.access = null;
      state.refresh = null;
      state.cleared += 1;
    },
  };
  return { state, store };
}

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A server in a function: `route` answers each request. Every request is recorded, so tests can count
 * refreshes and retries.
 */
function fakeServer(route: (req: Sent) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetch: ApiClientOptions['fetch'] = async (url, init) => {
    const req: Sent = {
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: init.body,
    };
    sent.push(req);
    return route(req);
  };
  const refreshes = () => sent.filter((r) => r.url === '/connect/token');
  return { fetch, sent, refreshes };
}

function feedbackLog() {
  const log = { begun: 0, ended: 0, errors: [] as string[] };
  return {
    log,
    feedback: { begin: () => log.begun++, end: () => log.ended++, error: (m: string) => log.errors.push(m) },
  };
}

describe('refresh on 401', () => {
  it('runs one refresh for two calls in flight and retries both', async () => {
    let issued = 0;
    const server = fakeServer(async (req) => {
      if (req.url === '/connect/token') {
        await tick(5);
        issued += 1;
        return json(200, tokenResponse(issued));
      }
      await tick(1);
      return req.headers.Authorization === 'Bearer access-1' ? json(200, { url: req.url }) : unauthorized();
    });
    const { store, state } = memoryTokens();
    const api = createApiClient({ fetch: server.fetch, tokens: store });

    const [a, b] = await Promise.all([api.get('/v1/a'), api.get('/v1/b')]);

    expect(a).toEqual({ url: '/v1/a' });
    expect(b).toEqual({ url: '/v1/b' });
    expect(server.refreshes()).toHaveLength(1);
    expect(server.sent.filter((r) => r.url.startsWith('/v1/'))).toHaveLength(4);
    expect(state.access).toBe('access-1');
    expect(state.refresh).toBe('refresh-1');
  });

  it('does not refresh again for a 401 that arrives after the refresh finished', async () => {
    let issued = 0;
    const server = fakeServer(async (req) => {
      if (req.url === '/connect/token') {
        issued += 1;
        return json(200, tokenResponse(issued));
      }
      // The slow call answers long after the fast one triggered and completed the refresh.
      await tick(req.url === '/v1/lenta' ? 30 : 1);
      return req.headers.Authorization === 'Bearer access-1' ? json(200, { ok: req.url }) : unauthorized();
    });
    const api = createApiClient({ fetch: server.fetch, tokens: memoryTokens().store });

    const results = await Promise.all([api.get('/v1/rapida'), api.get('/v1/lenta')]);

    expect(results).toEqual([{ ok: '/v1/rapida' }, { ok: '/v1/lenta' }]);
    expect(server.refreshes()).toHaveLength(1);
  });

  it('sends the refresh as an OAuth form with the refresh token and client id', async () => {
    const server = fakeServer((req) =>
      req.url === '/connect/token'
        ? json(200, tokenResponse(1))
        : req.headers.Authorization === 'Bearer access-1'
          ? json(200, {})
          : unauthorized(),
    );
    const api = createApiClient({ fetch: server.fetch, tokens: memoryTokens().store });
    await api.get('/v1/me/');

    const [refresh] = server.refreshes();
    expect(refresh?.method).toBe('POST');
    expect(refresh?.headers.Authorization).toBeUndefined();
    const form = refresh?.body as URLSearchParams;
    expect(Object.fromEntries(form)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'refresh-0',
      client_id: 'portal',
    });
  });

  it('logs out once when the refresh is refused, and both calls fail', async () => {
    const server = fakeServer(async (req) => {
      await tick(1);
      if (req.url === '/connect/token')
        return json(401, { error: 'invalid_grant', error_description: 'Sessão encerrada.' });
      return unauthorized();
    });
    const { store, state } = memoryTokens();
    let expired = 0;
    const { log, feedback } = feedbackLog();
    const api = createApiClient({
      fetch: server.fetch,
      tokens: store,
      feedback,
      onSessionExpired: () => expired++,
    });

    const results = await Promise.allSettled([api.get('/v1/a'), api.get('/v1/b')]);

    expect(expired).toBe(1);
    expect(state.cleared).toBe(1);
    expect(state.access).toBeNull();
    expect(server.refreshes()).toHaveLength(1);
    for (const r of results) {
      expect(r.status).toBe('rejected');
      expect((r as PromiseRejectedResult).reason).toMatchObject({ status: 401, message: LOGIN_EXPIRED });
    }
    expect(log.errors).toEqual([LOGIN_EXPIRED, LOGIN_EXPIRED]);
  });

  it('lets a hook configured later receive the logout', async () => {
    const server = fakeServer((req) => (req.url === '/connect/token' ? json(400, {}) : unauthorized()));
    const api = createApiClient({ fetch: server.fetch, tokens: memoryTokens().store });
    const calls: string[] = [];
    api.configure({ onSessionExpired: () => calls.push('login') });
    await expect(api.get('/v1/a')).rejects.toThrow(LOGIN_EXPIRED);
    expect(calls).toEqual(['login']);
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    const server = fakeServer((req) => {
      if (req.url === '/connect/token') throw new TypeError('Failed to fetch');
      return unauthorized();
    });
    const { store, state } = memoryTokens();
    let expired = 0;
    const api = createApiClient({ fetch: server.fetch, tokens: store, onSessionExpired: () => expired++ });

    await expect(api.get('/v1/a')).rejects.toMatchObject({
      status: null,
      message: 'Ocorreu um erro no sistema.',
    });
    expect(expired).toBe(0);
    expect(state.access).toBe('access-0');
  });

  it('retries only once: a second 401 is passed on', async () => {
    let issued = 0;
    const server = fakeServer((req) => {
      if (req.url === '/connect/token') return json(200, tokenResponse(++issued));
      return json(401, { error: 'unauthorized', error_description: 'Acesso negado ao recurso.' });
    });
    const api = createApiClient({ fetch: server.fetch, tokens: memoryTokens().store });
    await expect(api.get('/v1/a')).rejects.toMatchObject({
      status: 401,
      message: 'Acesso negado ao recurso.',
    });
    expect(server.refreshes()).toHaveLength(1);
    expect(server.sent).toHaveLength(3);
  });

  it('adopts tokens another tab rotated instead of spending the old refresh token', async () => {
    const server = fakeServer((req) =>
      req.headers.Authorization === 'Bearer access-from-tab-2' ? json(200, { ok: true }) : unauthorized(),
    );
    const { store, state } = memoryTokens();
    store.reload = async () => {
      state.access = 'access-from-tab-2';
      state.refresh = 'refresh-from-tab-2';
    };
    const api = createApiClient({ fetch: server.fetch, tokens: store });
    await expect(api.get('/v1/a')).resolves.toEqual({ ok: true });
    expect(server.refreshes()).toHaveLength(0);
  });
});

describe('token calls', () => {
  it('never trigger a refresh and show the login message as given', async () => {
    const server = fakeServer(() =>
      json(401, { error: 'invalid_grant', error_description: 'Usuário ou senha inválidos.' }),
    );
    const { store } = memoryTokens();
    const { log, feedback } = feedbackLog();
    const api = createApiClient({ fetch: server.fetch, tokens: store, feedback });
    const form = new URLSearchParams({
      grant_type: 'password',
      username: 'a@b.com',
      password: 'x',
      client_id: 'portal',
    });

    await expect(api.post('/connect/token', form)).rejects.toMatchObject({
      status: 401,
      message: 'Usuário ou senha inválidos.',
    });
    await expect(api.post('/connect/guestToken')).rejects.toMatchObject({ status: 401 });
    expect(server.sent).toHaveLength(2);
    expect(server.sent[0]?.headers.Authorization).toBeUndefined();
    expect(server.sent[0]?.body).toBe(form);
    expect(log.errors[0]).toBe('Usuário ou senha inválidos.');
  });
});

describe('requests', () => {
  it('sends the bearer token, JSON bodies, query strings and extra headers', async () => {
    const server = fakeServer(() => new Response(null, { status: 204 }));
    const api = createApiClient({ fetch: server.fetch, tokens: memoryTokens().store });
    const result = await api.put(
      '/v1/judiciario/tribunais/1',
      { nome: 'TJSP' },
      { query: { page: 2, query: '', ativo: true, vazio: null }, headers: { 'If-Match': '"v3"' } },
    );
    expect(result).toBeUndefined();
    const [req] = server.sent;
    expect(req?.url).toBe('/v1/judiciario/tribunais/1?page=2&ativo=true');
    expect(req?.headers).toMatchObject({
      Authorization: 'Bearer access-0',
      'Content-Type': 'application/json',
      'If-Match': '"v3"',
    });
    expect(req?.body).toBe('{"nome":"TJSP"}');
  });

  it('uploads one file in the field arquivo', async () => {
    const server = fakeServer(() => json(201, { id: 'f1' }));
    const api = createApiClient({ fetch: server.fetch, tokens: memoryTokens().store });
    await api.upload('/v1/arquivos/upload', new File(['%PDF'], 'apolice.pdf', { type: 'application/pdf' }));
    const form = server.sent[0]?.body as FormData;
    expect([...form.keys()]).toEqual(['arquivo']);
    expect((form.get('arquivo') as File).name).toBe('apolice.pdf');
  });

  it('shows the loading state and the error, then passes the error on', async () => {
    const server = fakeServer(() =>
      json(400, {
        error: 'bad_request',
        error_description: 'Chamada inválida.',
        details: [{ field: 'nome', message: 'Informe o nome.' }],
      }),
    );
    const { log, feedback } = feedbackLog();
    const api = createApiClient({ fetch: server.fetch, tokens: memoryTokens().store, feedback });
    await expect(api.post('/v1/x', {})).rejects.toMatchObject({ status: 400, message: 'Informe o nome.' });
    expect(log).toEqual({ begun: 1, ended: 1, errors: ['Informe o nome.'] });
  });

  it('stays quiet for silent calls', async () => {
    const server = fakeServer(() => {
      throw new TypeError('offline');
    });
    const { log, feedback } = feedbackLog();
    const api = createApiClient({ fetch: server.fetch, tokens: memoryTokens().store, feedback });
    await expect(api.get('/v1/x', { silent: true })).rejects.toMatchObject({ status: null });
    expect(log).toEqual({ begun: 0, ended: 0, errors: [] });
  });

  it('shows the loading modal for writes, never for plain reads (lists, paging, search)', async () => {
    const server = fakeServer(() => json(200, { items: [], total_count: 0 }));
    const { log, feedback } = feedbackLog();
    const api = createApiClient({ fetch: server.fetch, tokens: memoryTokens().store, feedback });
    await api.get('/v1/judiciario/tribunais', { query: { query: 'TRIB' } });
    expect(log.begun).toBe(0);
    await api.put('/v1/x', {});
    await api.post('/v1/x', {});
    expect(log).toEqual({ begun: 2, ended: 2, errors: [] });
  });

  it('shows the modal for a read that blocks the screen when asked to', async () => {
    const server = fakeServer(() => json(200, {}));
    const { log, feedback } = feedbackLog();
    const api = createApiClient({ fetch: server.fetch, tokens: memoryTokens().store, feedback });
    await api.get('/v1/me/acoes', { modal: true });
    expect(log).toEqual({ begun: 1, ended: 1, errors: [] });
  });

  it('still alerts a failed read, without the modal', async () => {
    const server = fakeServer(() => json(404, { error: 'not_found', error_description: 'Não encontrado.' }));
    const { log, feedback } = feedbackLog();
    const api = createApiClient({ fetch: server.fetch, tokens: memoryTokens().store, feedback });
    await expect(api.get('/v1/x')).rejects.toMatchObject({ status: 404 });
    expect(log).toEqual({ begun: 0, ended: 0, errors: ['Não encontrado.'] });
  });

  it('raises no system error for a read that found no network while the device is offline', async () => {
    const server = fakeServer(() => {
      throw new TypeError('Failed to fetch');
    });
    const { log, feedback } = feedbackLog();
    let offline = true;
    const api = createApiClient({
      fetch: server.fetch,
      tokens: memoryTokens().store,
      feedback,
      isOffline: () => offline,
    });
    await expect(api.get('/v1/x')).rejects.toMatchObject({ status: null });
    expect(log.errors).toEqual([]);
    // A write that found no network is a failure the user must see (login, password); so is a read online.
    await expect(api.post('/v1/x', {})).rejects.toMatchObject({ status: null });
    offline = false;
    await expect(api.get('/v1/x')).rejects.toMatchObject({ status: null });
    expect(log.errors).toEqual(['Ocorreu um erro no sistema.', 'Ocorreu um erro no sistema.']);
  });

  it('lets an aborted call end without an alert', async () => {
    const controller = new AbortController();
    const server = fakeServer(() => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    const { log, feedback } = feedbackLog();
    const api = createApiClient({ fetch: server.fetch, tokens: memoryTokens().store, feedback });
    await expect(api.get('/v1/x', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(log.errors).toEqual([]);
    expect(log.ended).toBe(log.begun);
  });

  it('says the login expired on a 401 when no token is stored', async () => {
    const server = fakeServer(() => unauthorized());
    const api = createApiClient({ fetch: server.fetch, tokens: memoryTokens(null, null).store });
    await expect(api.get('/v1/me/')).rejects.toThrow(LOGIN_EXPIRED);
    expect(server.sent).toHaveLength(1);
  });
});

describe('records with their version', () => {
  it('reads the ETag of a record, and sends it back as If-Match on the edit', async () => {
    const server = fakeServer((req) =>
      req.method === 'GET' && req.url.includes('tribunais')
        ? new Response(JSON.stringify({ id: 'c1', sigla: 'TJSP' }), {
            status: 200,
            headers: { 'Content-Type': 'application/json', ETag: '"v1"' },
          })
        : json(200, { id: 'c1', sigla: 'TJSP' }),
    );
    const api = createApiClient({ fetch: server.fetch, tokens: memoryTokens().store });
    const court = await api.getWithEtag<{ sigla: string }>('/v1/judiciario/tribunais/c1');
    expect(court).toEqual({ data: { id: 'c1', sigla: 'TJSP' }, etag: '"v1"' });

    await api.put('/v1/judiciario/tribunais/c1', court.data, { headers: { 'If-Match': court.etag ?? '' } });
    expect(server.sent[1]?.headers['If-Match']).toBe('"v1"');
    // A record served without a version: the edit goes without If-Match.
    expect((await api.getWithEtag('/v1/me/')).etag).toBeNull();
  });
});

describe('download', () => {
  it('returns the bytes of a file untouched, after the refresh a 401 asks for', async () => {
    // The start of an XLSX (a ZIP): bytes past 0x7f that a text read would turn into U+FFFD.
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0x80, 0x00, 0xc3]);
    const server = fakeServer((req) => {
      if (req.url === '/connect/token') return json(200, tokenResponse(1));
      return req.headers.Authorization === 'Bearer access-1'
        ? new Response(bytes, { status: 200, headers: { 'Content-Type': 'application/octet-stream' } })
        : unauthorized();
    });
    const api = createApiClient({ fetch: server.fetch, tokens: memoryTokens().store });

    const blob = await api.download('/v1/relatorio.xlsx');

    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    expect(server.refreshes()).toHaveLength(1);
  });

  it('raises the API error of a refused download', async () => {
    const server = fakeServer(() => json(403, { error: 'forbidden', error_description: 'Sem acesso.' }));
    const { log, feedback } = feedbackLog();
    const api = createApiClient({ fetch: server.fetch, tokens: memoryTokens().store, feedback });

    await expect(api.download('/v1/relatorio.csv')).rejects.toMatchObject({ status: 403 });
    expect(log.errors).toHaveLength(1);
  });
});
