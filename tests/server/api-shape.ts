import type { LightMyRequestResponse } from 'fastify';
import { MAX_DETAILS } from '../../server/errors';

/**
 * Words of Fastify's and Node's default English error messages ("Bad Request", "Client Error",
 * "is not a valid url component", "Unsupported Media Type"...). None is a Portuguese word.
 */
const ENGLISH =
  /\b(the|is|not|are|was|invalid|must|should|error|request|body|found|unsupported|large|bad|client|exceeded|allowed|missing|required|expected|valid|cannot|failed)\b/i;

const ERROR_KEYS = new Set(['error', 'error_description', 'details']);

/**
 * What is wrong with an answer, or undefined: a 5xx, or an error body that is not the API's
 * Portuguese shape {error, error_description, details?} (ARCHITECTURE.md §4).
 */
export function expectApiShape(res: LightMyRequestResponse): string | undefined {
  const brief = `${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode >= 500) return `5xx: ${brief}`;
  if (res.statusCode < 400) return undefined;
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json'))
    return `não é JSON: ${brief}`;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `JSON inválido: ${brief}`;
  }
  if (typeof body !== 'object' || body === null) return `corpo não é objeto: ${brief}`;
  const record = body as Record<string, unknown>;
  if (Object.keys(record).some((key) => !ERROR_KEYS.has(key))) return `campos fora do formato: ${brief}`;
  if (typeof record.error !== 'string' || typeof record.error_description !== 'string')
    return `sem error/error_description: ${brief}`;
  const messages = [record.error_description];
  if (record.details !== undefined) {
    if (!Array.isArray(record.details)) return `details não é lista: ${brief}`;
    if (record.details.length > MAX_DETAILS + 1) return `details sem limite (${record.details.length})`;
    for (const detail of record.details as { message?: unknown }[]) {
      if (typeof detail.message !== 'string') return `detail sem message: ${brief}`;
      messages.push(detail.message);
    }
  }
  const english = messages.find((m) => ENGLISH.test(m));
  return english === undefined ? undefined : `mensagem em inglês "${english}": ${brief}`;
}
