import { isUtf8 } from 'node:buffer';
import fp from 'fastify-plugin';
import * as v from 'valibot';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../errors';
import { requestFingerprint } from '../lib/fingerprint';
import { bodyAsSent } from '../lib/route-schema';
import * as store from './idempotency-store';
import type { ClaimKey } from './idempotency-store';

const IDEMPOTENCY_HEADER = 'idempotency-key';

const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'O cabeçalho Idempotency-Key deve ser um UUID.',
  reused: 'Esta chave de idempotência já foi usada com outra requisição.',
  inProgress: 'A mesma operação ainda está em processamento. Tente novamente em instantes.',
} as const;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Headers of the first answer that a replay must repeat; the rest is set again by the server. */
const REPLAYED_HEADERS = ['content-type', 'etag', 'location', 'cache-control', 'content-disposition'];

/**
 * Answers the client is expected to retry (server trouble, rate limits, an access token to refresh)
 * are not kept: the retry with the same key runs the handler again. Every other 4xx is final and is
 * replayed, so the outbox sees the same refusal whenever it asks.
 */
const isRetryable = (status: number) => status >= 500 || status === 429 || status === 401 || status === 408;

interface Claim extends ClaimKey {
  owner: string;
  settled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set while this request holds the claim on its Idempotency-Key. */
    idempotencyClaim: Claim | null;
  }
  interface FastifyContextConfig {
    /**
     * `omitFields`: body fields left out of the request's fingerprint. For secrets (passwords): a fast
     * hash of them kept for 30 days would undo the slow hash they are stored with.
     */
    idempotency?: {
      omitFields?: readonly string[];
      /** The answer to a key reused with another body, where the route's contract names its own. */
      reused?: { status: number; message: string };
    };
  }
}

const keySchema = v.pipe(v.string(), v.uuid());

function parseKey(raw: string | string[]): string {
  const result = v.safeParse(keySchema, raw);
  if (!result.success)
    throw badRequest([{ field: IDEMPOTENCY_HEADER, message: IDEMPOTENCY_MESSAGES.invalidKey }]);
  return result.output.toLowerCase();
}

function fingerprintedBody(body: unknown, omitFields: readonly string[] | undefined): unknown {
  if (!omitFields?.length || typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([field]) => !omitFields.includes(field)));
}

function replay(reply: FastifyReply, stored: store.StoredAnswer): FastifyReply {
  return reply
    .status(stored.status)
    .headers({ ...stored.headers, 'idempotent-replayed': 'true' })
    .send(stored.body);
}

function storableBody(payload: unknown): string | undefined {
  if (payload === null || payload === undefined) return '';
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload) && isUtf8(payload)) return payload.toString('utf8');
  return undefined; // a stream or binary answer: not replayable, the claim is released instead
}

function replayedHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  return headers;
}

/**
 * Exactly-once writes for the offline outbox (ARCHITECTURE.md §4). A POST/PUT of a logged-in caller
 * with `Idempotency-Key` first claims (caller, key) with an INSERT ... ON CONFLICT DO NOTHING, so of
 * two copies of a request, on any number of instances, exactly one runs the handler; the others get
 * 409 while it runs and the stored answer afterwards. Public routes (/connect/*, password recovery)
 * have no caller to scope the key to and ignore the header.
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.db;
    await store.deleteExpired(db, new Date());
    let claims = 0;
    app.decorateRequest('idempotencyClaim', null);

    app.addHook('preHandler', async (req, reply) => {
      const raw = req.headers[IDEMPOTENCY_HEADER];
      const access = req.routeOptions.config.access;
      if (raw === undefined || !WRITE_METHODS.has(req.method) || !access || 'public' in access) return;
      if (!req.principal) return;
      const key: ClaimKey = { subject: req.principal.sub, key: parseKey(raw) };
      const now = new Date();
      const outcome = await store.claim(db, key, {
        fingerprint: requestFingerprint(
          req.method,
          req.url,
          fingerprintedBody(bodyAsSent(req.body), req.routeOptions.config.idempotency?.omitFields),
        ),
        method: req.method,
        url: req.url,
        now,
      });
      switch (outcome.kind) {
        case 'claimed':
          req.idempotencyClaim = { ...key, owner: outcome.owner, settled: false };
          // Housekeeping without timers: every so many claims, drop the keys past their 30 days.
          if (++claims % store.SWEEP_EVERY === 0) await store.deleteExpired(db, now);
          return;
        case 'replay':
          return replay(reply, outcome.answer);
        case 'mismatch': {
          const reused = req.routeOptions.config.idempotency?.reused;
          throw new AppError(
            reused?.status ?? 422,
            'idempotency_key_reused',
            reused?.message ?? IDEMPOTENCY_MESSAGES.reused,
          );
        }
        case 'busy':
          throw new AppError(409, 'idempotency_key_in_use', IDEMPOTENCY_MESSAGES.inProgress, undefined, {
            'retry-after': '1',
          });
      }
    });

    // Stored before the answer leaves: once the client has seen it, a retry is a replay.
    app.addHook('onSend', async (req: FastifyRequest, reply, payload) => {
      const claim = req.idempotencyClaim;
      if (!claim || claim.settled) return payload;
      claim.settled = true;
      const body = storableBody(payload);
      try {
        if (body === undefined || isRetryable(reply.statusCode)) await store.release(db, claim, claim.owner);
        else
          await store.complete(db, claim, claim.owner, {
            status: reply.statusCode,
            headers: replayedHeaders(reply),
            body,
          });
      } catch (err) {
        // The answer still goes out; the claim stays until its lease ends and a retry takes it over.
        req.log.error({ err }, 'falha ao registrar a resposta da chave de idempotência');
      }
      return payload;
    });

    // A request that ended without an answer (client gone, hook failure) must not block its retries.
    app.addHook('onResponse', async (req) => {
      const claim = req.idempotencyClaim;
      if (!claim || claim.settled) return;
      claim.settled = true;
      await store.release(db, claim, claim.owner).catch((err: unknown) => {
        req.log.error({ err }, 'falha ao liberar a chave de idempotência');
      });
    });
  },
  { name: 'idempotency', dependencies: ['db', 'auth'] },
);
