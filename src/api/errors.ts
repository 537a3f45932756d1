import { LOGIN_MESSAGES } from '../contract/wire';
import type { ApiErrorBody } from '../contract/common';
import { INVALID_CALL, SYSTEM_ERROR } from '../contract/wire';

export const LOGIN_EXPIRED = 'Login expirado, faça login novamente para continuar.';

/** A failed call, with the message to show as SPEC.md §8 says. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly body: ApiErrorBody | null,
    /** Seconds the server asked to wait (`Retry-After` of a 429 or 503), when it said so. */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface FailedCall {
  /** HTTP status, or null when no response arrived. */
  status: number | null;
  /** The parsed error body, when the server sent one. */
  body: unknown;
  /** Whether a token is still stored once the refresh logic has run. */
  hasToken: boolean;
  /** The `Retry-After` header in seconds, when the response had one. */
  retryAfter?: number | null;
}

const loginMessages: readonly string[] = Object.values(LOGIN_MESSAGES);

function asErrorBody(body: unknown): ApiErrorBody | null {
  if (typeof body !== 'object' || body === null) return null;
  const candidate = body as Partial<ApiErrorBody>;
  return typeof candidate.error_description === 'string' ? (candidate as ApiErrorBody) : null;
}

/** The message a user reads for a failed call: the error catalogue of SPEC.md §8, row by row. */
export function errorMessage({ status, body, hasToken }: FailedCall): string {
  if (status === null) return SYSTEM_ERROR;
  const error = asErrorBody(body);
  const description = error?.error_description;
  if (description !== undefined && loginMessages.includes(description)) return description;
  if (status === 401 && !hasToken) return LOGIN_EXPIRED;
  const details = (error?.details ?? []).map((d) => d.message).filter((m) => m !== '');
  if (details.length > 0) {
    const head = description && description !== INVALID_CALL ? [description] : [];
    return [...head, ...details].join('\n');
  }
  return description || SYSTEM_ERROR;
}

/** The ApiError of a failed call, its message from the catalogue. */
export function apiErrorOf(call: FailedCall): ApiError {
  return new ApiError(errorMessage(call), call.status, asErrorBody(call.body), call.retryAfter ?? null);
}

/**
 * `Retry-After` in seconds: either delta-seconds or an HTTP date (RFC 9110 §10.2.3). Null when absent
 * or unreadable; a date in the past is 0.
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const date = Date.parse(text);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

/** The per-field messages of a 400 (`details[].field`), to show each under its input. */
export function fieldErrors(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!(error instanceof ApiError)) return fields;
  for (const detail of error.body?.details ?? []) {
    if (detail.field && !(detail.field in fields)) fields[detail.field] = detail.message;
  }
  return fields;
}
