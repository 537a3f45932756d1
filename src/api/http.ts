import type { TokenResponse } from '../contract/auth';
import { authApi } from '../contract/manifests/auth';
import { CLIENT_ID } from '../contract/wire';
import { SYSTEM_ERROR } from '../contract/wire';
import { ApiError, apiErrorOf, parseRetryAfter } from './errors';
import { fetchWithUploadProgress } from './upload-progress';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /**
   * Extra headers. This is where the offline outbox passes `Idempotency-Key` and `If-Match`
   * (ARCHITECTURE.md §4, §7), and agribusiness token calls pass `X-Area`.
   */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Reports the bytes of a multipart body sent so far (the request then goes by XMLHttpRequest). */
  onUploadProgress?: (sent: number, total: number) => void;
  /** Do not show the loading modal nor the error alert (background calls). */
  silent?: boolean;
  /**
   * Show the loading modal while the call runs. Writes show it unless told otherwise; reads only when
   * the screen cannot be used until they answer (the grants after login): a list, a page, a search
   * or a background refresh shows its own inline state and never blocks the screen.
   */
  modal?: boolean;
}

/** Where the client reads and writes the session's tokens. */
export interface TokenStore {
  accessToken(): string | null;
  refreshToken(): string | null;
  /** Business area of the user: agribusiness token calls carry `X-Area: agronegocio`. */
  area(): string | null;
  save(response: TokenResponse): Promise<void>;
  clear(): Promise<void>;
  /** Re-reads tokens another tab may have rotated, before this tab spends its refresh token. */
  reload?(): Promise<void>;
}

/** What the user sees while calls run: the loading modal and the alert banner. */
export interface ApiFeedback {
  begin(): void;
  end(): void;
  error(message: string): void;
}

export interface ApiHooks {
  /** Runs once when a refresh was refused and the session cleared: the app goes to /login. */
  onSessionExpired?: () => void;
}

export interface ApiClientOptions extends ApiHooks {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  tokens: TokenStore;
  feedback?: ApiFeedback;
  /**
   * The device knows it has no network. A read that got no answer then raises no alert: the screen
   * says the data will load when the signal returns, which the generic system error would contradict.
   */
  isOffline?: () => boolean;
  /** A request got no answer at all (the network failed, not an abort). */
  onUnreachable?: () => void;
  /** Runs the refresh under a lock shared by the tabs (Web Locks); without it, only this tab is serialised. */
  lock?: <T>(name: string, task: () => Promise<T>) => Promise<T>;
  baseUrl?: string;
}

/** A record with the ETag its GET answered, to send back as `If-Match` on the PUT (ARCHITECTURE.md §4). */
export interface Versioned<T> {
  data: T;
  etag: string | null;
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  /** GET of an editable record together with its `ETag`. */
  getWithEtag<T>(path: string, options?: RequestOptions): Promise<Versioned<T>>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** Multipart upload with the single field `arquivo` (SPEC.md §3). */
  upload<T>(path: string, file: Blob, options?: RequestOptions): Promise<T>;
  /** GET of a file the server builds (a report, a template) as a Blob, with the token and its refresh. */
  download(path: string, options?: RequestOptions): Promise<Blob>;
  configure(hooks: ApiHooks): void;
}

const TOKEN_PATH = authApi.token;
const REFRESH_LOCK = 'portal-refresh-token';

/** Token calls (/connect/*) exchange credentials: a 401 there is an answer, never a reason to refresh. */
function isTokenCall(path: string): boolean {
  return path.startsWith('/connect/');
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function buildUrl(base: string, path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [k, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(k, String(value));
  }
  const qs = params.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

type RefreshOutcome = 'renewed' | 'refused' | 'unreachable';

const runUnlocked = <T>(_name: string, task: () => Promise<T>) => task();

/**
 * The HTTP client: bearer token, one shared refresh on a 401, the error catalogue of SPEC.md §8,
 * loading modal and alert banner. Everything it touches outside is injected, so tests drive it with a
 * plain fetch function.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { tokens, feedback, baseUrl = '' } = options;
  const lock = options.lock ?? runUnlocked;
  let hooks: ApiHooks = { onSessionExpired: options.onSessionExpired };
  let refreshing: Promise<boolean> | null = null;

  async function exchange(
    method: string,
    path: string,
    body: unknown,
    request: RequestOptions,
    token: string | null,
  ): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData || body instanceof URLSearchParams) payload = body;
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const url = buildUrl(baseUrl, path, request.query);
    try {
      if (request.onUploadProgress && payload instanceof FormData && typeof XMLHttpRequest === 'function')
        return await fetchWithUploadProgress(
          url,
          { method, headers, body: payload, signal: request.signal },
          request.onUploadProgress,
        );
      return await options.fetch(url, { method, headers, body: payload, signal: request.signal });
    } catch (error) {
      if (isAbort(error)) throw error;
      options.onUnreachable?.();
      throw new ApiError(SYSTEM_ERROR, null, null);
    }
  }

  async function requestRefresh(): Promise<RefreshOutcome> {
    const before = tokens.refreshToken();
    await tokens.reload?.();
    const refreshToken = tokens.refreshToken();
    if (refreshToken === null) return 'refused';
    // Another tab rotated the tokens while we waited for the lock: use theirs.
    if (refreshToken !== before) return 'renewed';
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (tokens.area() === 'agronegocio') headers['X-Area'] = 'agronegocio';
    const form = new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: CLIENT_ID,
    });
    let res: Response;
    try {
      res = await options.fetch(`${baseUrl}${TOKEN_PATH}`, { method: 'POST', headers, body: form });
    } catch {
      return 'unreachable';
    }
    // A server in trouble is not a verdict on the session: keep it (field agents work offline for days).
    if (res.status >= 500 || res.status === 429) return 'unreachable';
    if (!res.ok) return 'refused';
    const data = (await readBody(res)) as TokenResponse | undefined;
    if (!data?.access_token || !data.refresh_token) return 'unreachable';
    await tokens.save(data);
    return 'renewed';
  }

  async function refreshOnce(): Promise<boolean> {
    const outcome = await lock(REFRESH_LOCK, requestRefresh);
    if (outcome === 'renewed') return true;
    if (outcome === 'unreachable') throw new ApiError(SYSTEM_ERROR, null, null);
    await tokens.clear();
    hooks.onSessionExpired?.();
    return false;
  }

  /** One refresh shared by every call that got a 401 with the same token. */
  function renew(usedToken: string): Promise<boolean> {
    if (refreshing) return refreshing;
    const current = tokens.accessToken();
    if (current === null) return Promise.resolve(false);
    // A refresh finished while this call was on the wire: the token is already new, just retry.
    if (current !== usedToken) return Promise.resolve(true);
    refreshing = refreshOnce().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function send<T>(
    method: string,
    path: string,
    body: unknown,
    request: RequestOptions,
    asBlob = false,
  ): Promise<Versioned<T>> {
    const tokenCall = isTokenCall(path);
    const usedToken = tokenCall ? null : tokens.accessToken();
    let res = await exchange(method, path, body, request, usedToken);
    if (res.status === 401 && usedToken !== null && (await renew(usedToken))) {
      res = await exchange(method, path, body, request, tokens.accessToken());
    }
    // A file is binary (an XLSX): read as text, its bytes would be mangled.
    if (res.ok && asBlob) return { data: (await res.blob()) as T, etag: res.headers.get('etag') };
    const data = await readBody(res);
    if (res.ok) return { data: data as T, etag: res.headers.get('etag') };
    throw apiErrorOf({
      status: res.status,
      body: data,
      hasToken: tokens.accessToken() !== null,
      retryAfter: parseRetryAfter(res.headers.get('retry-after')),
    });
  }

  async function call<T>(
    method: string,
    path: string,
    body: unknown,
    request: RequestOptions = {},
    asBlob = false,
  ): Promise<Versioned<T>> {
    const quiet = request.silent === true;
    const modal = !quiet && (request.modal ?? method !== 'GET');
    if (modal) feedback?.begin();
    try {
      return await send<T>(method, path, body, request, asBlob);
    } catch (error) {
      if (isAbort(error)) throw error;
      const apiError = error instanceof ApiError ? error : new ApiError(SYSTEM_ERROR, null, null);
      const offlineRead = method === 'GET' && apiError.status === null && options.isOffline?.() === true;
      if (!quiet && !offlineRead) feedback?.error(apiError.message);
      throw apiError;
    } finally {
      if (modal) feedback?.end();
    }
  }

  const dataOf = async <T>(answer: Promise<Versioned<T>>): Promise<T> => (await answer).data;

  return {
    get: (path, request) => dataOf(call('GET', path, undefined, request)),
    getWithEtag: (path, request) => call('GET', path, undefined, request),
    post: (path, body, request) => dataOf(call('POST', path, body, request)),
    put: (path, body, request) => dataOf(call('PUT', path, body, request)),
    upload: (path, file, request) => {
      const form = new FormData();
      form.append('arquivo', file, file instanceof File ? file.name : 'arquivo');
      return dataOf(call('POST', path, form, request));
    },
    download: (path, request) => dataOf(call<Blob>('GET', path, undefined, request, true)),
    configure: (next) => {
      hooks = { ...hooks, ...next };
    },
  };
}
