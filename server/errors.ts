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

/** Validates input against a valibot schema; failures become a 400 with one detail per field. */
export function parse<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input ?? {}, { abortPipeEarly: true });
  if (result.success) return result.output;
  const seen = new Set<string>();
  const details: NonNullable<ApiErrorBody['details']> = [];
  for (const issue of result.issues) {
    const field = issue.path?.map((p) => String(p.key)).join('.') || undefined;
    const key = field ?? '';
    if (seen.has(key)) continue;
    seen.add(key);
    details.push(field ? { field, message: issue.message } : { message: issue.message });
  }
  throw badRequest(details);
}
