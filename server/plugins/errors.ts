import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { INVALID_CALL, NOT_FOUND, SYSTEM_ERROR } from '../../src/contract/common';
import { AppError, tooManyRequests } from '../errors';

/** Maps Fastify's own client errors (bad JSON, too large, wrong content type) to Portuguese. */
function fromFastifyError(err: FastifyError, retryAfter: unknown): AppError | undefined {
  const status = err.statusCode ?? 500;
  if (status >= 500) return undefined;
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError(400, 'invalid_request', INVALID_CALL, [
        { message: 'O corpo da requisição não é um JSON válido.' },
      ]);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, 'payload_too_large', 'O conteúdo enviado é grande demais.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(415, 'unsupported_media_type', 'Tipo de conteúdo não suportado.');
    default:
      // @fastify/rate-limit (route `config.rateLimit`) sets Retry-After before throwing.
      if (status === 429) return tooManyRequests(Number(retryAfter) || 60);
      return new AppError(status, 'invalid_request', status === 404 ? NOT_FOUND : INVALID_CALL, [
        { message: 'Requisição malformada.' },
      ]);
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    // Also reached from a sendFile whose file vanished (a rebuild under a running server): the
    // content type set for the HTML must not survive into the JSON answer.
    app.setNotFoundHandler((_req, reply) =>
      reply
        .status(404)
        .type(JSON_TYPE)
        .send({ error: 'not_found', error_description: 'Recurso não encontrado.' }),
    );
    app.setErrorHandler((err: FastifyError, req, reply) => {
      const appError = err instanceof AppError ? err : fromFastifyError(err, reply.getHeader('retry-after'));
      if (appError) {
        if (appError.headers) void reply.headers(appError.headers);
        return reply.status(appError.statusCode).type(JSON_TYPE).send(appError.toBody());
      }
      req.log.error({ err }, 'erro não tratado');
      return reply
        .status(500)
        .type(JSON_TYPE)
        .send({ error: 'server_error', error_description: SYSTEM_ERROR });
    });
  },
  { name: 'errors' },
);
