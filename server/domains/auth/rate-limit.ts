import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from '../../errors';

export type RateCheck = (req: FastifyRequest) => Promise<void>;

/**
 * A fixed-window counter over @fastify/rate-limit's store that throws the Portuguese 429 with
 * Retry-After. Called from the handlers, after the body is parsed, so one route can apply several
 * limits with keys taken from the body (the plugin's route config allows one limit, keyed before
 * parsing). Counters live in the process: behind a load balancer each instance counts on its own.
 */
export function rateLimiter(
  app: FastifyInstance,
  options: { max: number; windowMs: number; key?: (req: FastifyRequest) => string },
): RateCheck {
  const check = app.createRateLimit({
    max: options.max,
    timeWindow: options.windowMs,
    ...(options.key ? { keyGenerator: options.key } : {}),
  });
  return async (req) => {
    const result = await check(req);
    if (!result.isAllowed && result.isExceeded) throw tooManyRequests(result.ttlInSeconds);
  };
}

/** The e-mail of a login or recovery body, normalized like the schemas do, for per-user keys. */
export function bodyField(req: FastifyRequest, field: string): string {
  const body = req.body;
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}
