import type { ApiErrorBody } from '../contract/common';
import { SYSTEM_ERROR } from '../contract/common';
import { useSession } from '../session/store';

/** A failed call, with the message to show as SPEC.md §8 says. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly body: ApiErrorBody | null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Do not show the loading modal nor the error alert (background calls). */
  silent?: boolean;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [k, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(k, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = useSession.getState().accessToken;
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetch(buildUrl(path, options.query), { method, headers, body: payload, signal: options.signal });
  } catch {
    throw new ApiError(SYSTEM_ERROR, null, null);
  }
  if (res.status === 204) return undefined as T;
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const errorBody = data as ApiErrorBody | null;
    throw new ApiError(errorBody?.error_description ?? SYSTEM_ERROR, res.status, errorBody);
  }
  return data as T;
}

/** The one HTTP client of the web app (bearer token, error catalogue, refresh on 401). */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  /** Multipart upload with the single field `arquivo` (SPEC.md §3). */
  upload: <T>(path: string, file: Blob, options?: RequestOptions) => {
    const form = new FormData();
    form.append('arquivo', file);
    return request<T>('POST', path, form, options);
  },
};
