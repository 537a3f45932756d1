import * as v from 'valibot';
import type { ApiErrorBody } from '../src/contract/common';
import { INVALID_CALL, NOT_FOUND } from '../src/contract/common';

/** An error with a status and a Portuguese message, answered as ARCHITECTURE.md §4 says. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    readonly description: string,
    readonly details?: ApiErrorBody['details'],
    readonly headers?: Record<string, string>,
  ) {
    super(description);
  }

  toBody(): ApiErrorBody {
    return {
      error: this.error,
      error_description: this.description,
      ...(this.details ? { details: this.details } : {}),
    };
  }
}

export const badRequest = (details: NonNullable<ApiErrorBody['details']>, description = INVALID_CALL) =>
  new AppError(400, 'invalid_request', description, details);
export const unauthorized = (description = 'Autenticação necessária.', error = 'invalid_token') =>
  new AppError(401, error, description);
export const forbidden = (description = 'Usuário sem permissão para esta operação.') =>
  new AppError(403, 'forbidden', description);
export const notFound = (description = NOT_FOUND) => new AppError(404, 'not_found', description);
export const conflict = (description: string) => new AppError(409, 'conflict', description);
/** 429 with the wait in the message and in `Retry-After`, so the offline queue can honour it. */
export function tooManyRequests(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(
    429,
    'too_many_requests',
    `Muitas tentativas. Tente novamente em ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

/** At most this many details in a 400: a list of 10,000 bad items must not answer 10,000 lines. */
export const MAX_DETAILS = 50;

const NUL_MESSAGE = 'O texto não pode conter o caractere nulo (\\0).';

type Details = NonNullable<ApiErrorBody['details']>;

function capped(details: Details): Details {
  if (details.length <= MAX_DETAILS) return details;
  const omitted = details.length - MAX_DETAILS;
  return [
    ...details.slice(0, MAX_DETAILS),
    { message: `Mais ${omitted} ${omitted === 1 ? 'erro omitido' : 'erros omitidos'}.` },
  ];
}

/**
 * The fields of an input holding a NUL character. PostgreSQL refuses NUL in text, so such a value
 * would fail at the database as a 500; every route's input passes here, whatever its schema says.
 * Breadth-first without recursion, so a deeply nested body cannot overflow the stack.
 */
function nulFields(input: unknown): Details {
  const found: Details = [];
  const queue: { value: unknown; path: string }[] = [{ value: input, path: '' }];
  for (let i = 0; i < queue.length; i++) {
    const { value, path } = queue[i] as { value: unknown; path: string };
    if (typeof value === 'string') {
      if (value.includes('\0'))
        found.push(path ? { field: path, message: NUL_MESSAGE } : { message: NUL_MESSAGE });
    } else if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value)) {
      for (const [key, child] of Object.entries(value)) {
        queue.push({ value: child, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return found;
}

/** The outcome of checking an input: its parsed value, or the 400 to answer. */
export type Checked<T> = { value: T; error?: undefined } | { value?: undefined; error: AppError };

/**
 * Checks input against a valibot schema without throwing: a NUL anywhere is refused first, then the
 * schema runs with `abortPipeEarly`, and each failing field gives one Portuguese detail (capped).
 * Every route schema runs through it (server/lib/route-schema.ts).
 */
export function check<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): Checked<v.InferOutput<TSchema>> {
  const withNul = nulFields(input);
  if (withNul.length > 0) return { error: badRequest(capped(withNul)) };
  const result = v.safeParse(schema, input ?? {}, { abortPipeEarly: true });
  if (result.success) return { value: result.output };
  const seen = new Set<string>();
  const details: Details = [];
  for (const issue of result.issues) {
    const field = issue.path?.map((p) => String(p.key)).join('.') || undefined;
    const key = field ?? '';
    if (seen.has(key)) continue;
    seen.add(key);
    details.push(field ? { field, message: issue.message } : { message: issue.message });
  }
  return { error: badRequest(capped(details)) };
}
