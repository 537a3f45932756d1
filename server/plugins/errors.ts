import http from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import type { ApiErrorBody } from '../../src/contract/common';
import { INVALID_CALL, NOT_FOUND, SYSTEM_ERROR } from '../../src/contract/common';
import { AppError, tooManyRequests } from '../errors';

const JSON_TYPE = 'application/json; charset=utf-8';

export const FRAMEWORK_MESSAGES = {
  malformed: 'Requisição malformada.',
  badUrl: 'O endereço da requisição é inválido.',
  invalidJson: 'O corpo da requisição não é um JSON válido.',
  tooLarge: 'O conteúdo enviado é grande demais.',
  mediaType: 'Tipo de conteúdo não suportado.',
  headersTooLarge: 'Os cabeçalhos da requisição são grandes demais.',
  timeout: 'A requisição demorou demais para chegar ao servidor.',
  notFound: 'Recurso não encontrado.',
  crossOrigin: 'Método OPTIONS não permitido: o portal só aceita chamadas da sua própria origem (sem CORS).',
} as const;

/** Maps Fastify's own client errors (bad JSON, too large, wrong content type) to Portuguese. */
function fromFastifyError(err: FastifyError, retryAfter: unknown): AppError | undefined {
  const status = err.statusCode ?? 500;
  if (status >= 500) return undefined;
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError(400, 'invalid_request', INVALID_CALL, [
        { message: FRAMEWORK_MESSAGES.invalidJson },
      ]);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, 'payload_too_large', FRAMEWORK_MESSAGES.tooLarge);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(415, 'unsupported_media_type', FRAMEWORK_MESSAGES.mediaType);
    case 'FST_ERR_BAD_URL':
      return new AppError(400, 'invalid_request', INVALID_CALL, [{ message: FRAMEWORK_MESSAGES.badUrl }]);
    default:
      // Any 429 a plugin raises keeps its Retry-After.
      if (status === 429) return tooManyRequests(Number(retryAfter) || 60);
      return new AppError(status, 'invalid_request', status === 404 ? NOT_FOUND : INVALID_CALL, [
        { message: FRAMEWORK_MESSAGES.malformed },
      ]);
  }
}

function sendError(req: FastifyRequest, reply: FastifyReply, err: FastifyError | AppError): FastifyReply {
  const appError = err instanceof AppError ? err : fromFastifyError(err, reply.getHeader('retry-after'));
  if (appError) {
    if (appError.headers) void reply.headers(appError.headers);
    return reply.status(appError.statusCode).type(JSON_TYPE).send(appError.toBody());
  }
  req.log.error({ err }, 'erro não tratado');
  return reply
    .status(500)
    .type(JSON_TYPE)
    .send({ error: 'server_error', error_description: SYSTEM_ERROR } satisfies ApiErrorBody);
}

/**
 * Fastify's `frameworkErrors`: errors raised by the router before any route or hook runs (a URL whose
 * percent-encoding does not decode, `/v1/escritorios/%E0%A4%A`). Without it they answer in
 * Fastify's English format.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (err, req, reply) => {
  void sendError(req, reply, err);
};

function rawAnswer(status: number, body: ApiErrorBody): string {
  const text = JSON.stringify(body);
  return (
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status] ?? ''}\r\n` +
    `Content-Type: ${JSON_TYPE}\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
    `Connection: close\r\n\r\n${text}`
  );
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before Fastify sees a request
 * (headers over the size limit, a request line that is not HTTP, a request that took too long). The
 * answer is written to the socket by hand, as Fastify's default does, but in the API's shape.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  let answer: string;
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    answer = rawAnswer(408, { error: 'request_timeout', error_description: FRAMEWORK_MESSAGES.timeout });
  else if (err.code === 'HPE_HEADER_OVERFLOW')
    answer = rawAnswer(431, {
      error: 'request_header_fields_too_large',
      error_description: FRAMEWORK_MESSAGES.headersTooLarge,
    });
  else
    answer = rawAnswer(400, {
      error: 'invalid_request',
      error_description: INVALID_CALL,
      details: [{ message: FRAMEWORK_MESSAGES.malformed }],
    });
  if (socket.writable) socket.write(answer);
  socket.destroy(err);
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    // Also reached from a sendFile whose file vanished (a rebuild under a running server): the
    // content type set for the HTML must not survive into the JSON answer.
    app.setNotFoundHandler((req, reply) => {
      // CORS policy: same origin only. No route answers OPTIONS, so every preflight lands here and
      // is refused the same way on every path, with no Access-Control-Allow-* header.
      if (req.method === 'OPTIONS')
        return reply
          .status(405)
          .type(JSON_TYPE)
          .send({ error: 'method_not_allowed', error_description: FRAMEWORK_MESSAGES.crossOrigin });
      return reply
        .status(404)
        .type(JSON_TYPE)
        .send({ error: 'not_found', error_description: FRAMEWORK_MESSAGES.notFound });
    });
    app.setErrorHandler((err: FastifyError, req, reply) => sendError(req, reply, err));
  },
  { name: 'errors' },
);
