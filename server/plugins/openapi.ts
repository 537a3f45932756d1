import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { toJsonSchema } from '@valibot/to-json-schema';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { INVALID_CALL, TOTAL_COUNT_BOUND } from '../../src/contract/wire';
import type { Access } from './access';
import { isValibotSchema } from '../lib/route-schema';

/** Where the reference page and the document are served. */
export const DOCS_PREFIX = '/docs';
export const OPENAPI_PATH = `${DOCS_PREFIX}/openapi.json`;

type JsonSchema = Record<string, unknown>;

/** What a route's valibot schemas cannot say about it, for the document only (`config.openapi`). */
export interface RouteDocs {
  /** The answer is an editable record with an ETag (sendRecord). */
  etag?: boolean;
  /** A write that honours If-Match (412 when the record changed since it was read). */
  ifMatch?: boolean;
  /** Guarded by a rate limit (429 with Retry-After). */
  rateLimited?: boolean;
  /** A request body that is not JSON: content type -> JSON Schema. */
  body?: Readonly<Record<string, JsonSchema>>;
  /** Answers that are not JSON (a served file): status -> description, content type and schema. */
  responses?: Readonly<
    Record<number, { description: string; content?: Readonly<Record<string, JsonSchema>> }>
  >;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: RouteDocs;
  }
}

const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  description: 'Corpo de toda resposta de erro (ARCHITECTURE.md §4), com mensagens em português.',
  required: ['error', 'error_description'],
  properties: {
    error: { type: 'string', description: 'Código do erro, por exemplo invalid_request ou not_found.' },
    error_description: {
      type: 'string',
      description: `Mensagem para o usuário, por exemplo "${INVALID_CALL}".`,
    },
    details: {
      type: 'array',
      description: 'Um item por campo inválido (no máximo 50, mais um item que conta os omitidos).',
      items: {
        type: 'object',
        required: ['message'],
        properties: {
          field: { type: 'string', description: 'Caminho do campo, por exemplo "contatos.0.email".' },
          message: { type: 'string' },
        },
      },
    },
  },
};

const ERROR_RESPONSES: Record<string, string> = {
  '400': 'Chamada inválida: `details` traz uma mensagem por campo.',
  '401': 'Token ausente, inválido ou expirado.',
  '403': 'O usuário não tem a permissão exigida pela operação.',
  '404': 'Registro não encontrado.',
  '409':
    'Conflito: registro duplicado, estado que não permite a ação, ou a mesma Idempotency-Key ainda em processamento.',
  '412': 'If-Match não confere: o registro foi alterado desde que foi lido.',
  '422': 'A Idempotency-Key já foi usada com outra requisição.',
  '429': 'Muitas tentativas: aguarde o tempo de Retry-After.',
};

const SUCCESS_DESCRIPTIONS: Record<string, string> = {
  '200': 'Sucesso.',
  '201': 'Registro criado.',
  '204': 'Sem conteúdo.',
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const convert = (schema: unknown, typeMode: 'input' | 'output'): JsonSchema => {
  if (!isValibotSchema(schema)) return schema as JsonSchema;
  const { $schema: _ignored, ...json } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode,
    errorMode: 'ignore',
  }) as JsonSchema;
  return json;
};

/** `/v1/x/:id` -> `/v1/x/{id}`, as the document names paths. */
const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

interface OperationFacts {
  access: Access | undefined;
  docs: RouteDocs;
  hasParams: boolean;
}

type Operation = {
  parameters?: unknown[];
  responses?: Record<string, unknown>;
  security?: unknown[];
};

/**
 * The OpenAPI 3.1 document of every route, built from the routes' own valibot schemas (inputs as
 * they are accepted, answers as they are sent), plus what the schemas cannot say: the bearer
 * security of every non-public route, the error shape, Idempotency-Key on the writes, If-Match and
 * ETag on the editable records. Served at /docs/openapi.json, with Swagger UI at /docs (its files are
 * served from node_modules: the page works offline and under the app's CSP, script-src 'self').
 */
export const openapiPlugin = fp(
  async (app: FastifyInstance, opts: { version: string }) => {
    const facts = new Map<string, OperationFacts>();

    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Portal da Corretora — API',
          version: opts.version,
          description:
            'API do Portal da Corretora. Toda rota não pública exige `Authorization: Bearer <access_token>` ' +
            '(obtido em POST /connect/token) e confere o módulo e a ação do perfil do usuário. ' +
            `Listas paginadas recebem page (1..), page_size (1..500, ou -1 para todas), sort, direction e query, e respondem { items, total_count }; total_count acima de ${TOTAL_COUNT_BOUND} vale ${TOTAL_COUNT_BOUND + 1} ("mais de ${TOTAL_COUNT_BOUND}"). ` +
            'Gravações aceitam Idempotency-Key (a fila offline repete com a mesma chave sem gravar duas vezes) e as edições aceitam If-Match com o ETag lido.',
        },
        components: {
          securitySchemes: {
            bearer: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: 'access_token de POST /connect/token (grant_type password ou refresh_token).',
            },
          },
        },
      },
      transform: ({ schema, url, route }) => {
        const methods = [route.method].flat();
        if (url === '/*' || url.startsWith(DOCS_PREFIX)) return { schema: { ...schema, hide: true }, url };
        const docs = route.config?.openapi ?? {};
        const hasParams = /:[A-Za-z]/.test(url);
        for (const method of methods)
          facts.set(`${method.toLowerCase()} ${openapiPath(url)}`, {
            access: route.config?.access,
            docs,
            hasParams,
          });
        return { schema: documented((schema ?? {}) as FastifySchema & Record<string, unknown>, docs), url };
      },
      transformObject: (documentObject) => {
        const document = ('openapiObject' in documentObject ? documentObject.openapiObject : {}) as {
          components?: Record<string, Record<string, unknown>>;
          paths?: Record<string, Record<string, Operation>>;
        };
        document.components = { ...document.components, ...SHARED_COMPONENTS };
        for (const [path, item] of Object.entries(document.paths ?? {}))
          for (const [method, operation] of Object.entries(item)) {
            const fact = facts.get(`${method} ${path}`);
            if (fact) completeOperation(method.toUpperCase(), operation, fact);
          }
        return document;
      },
    });

    await app.register(async (docs) => {
      // The reference page and its files: public, as the login page is (every API route still
      // checks the caller). A browser opening /docs sends no bearer token anyway.
      docs.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: { public: true } };
      });
      await docs.register(swaggerUi, {
        routePrefix: DOCS_PREFIX,
        uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
        validatorUrl: false,
      });
      docs.get(OPENAPI_PATH, { config: { access: { public: true } }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
    });
  },
  { name: 'openapi', dependencies: ['auth'] },
);

/** The route's schema with its valibot parts as JSON Schema, and the non-JSON parts from `docs`. */
function documented(schema: FastifySchema & Record<string, unknown>, docs: RouteDocs): FastifySchema {
  const out: Record<string, unknown> = { ...schema };
  for (const part of ['params', 'querystring', 'headers'] as const)
    if (schema[part] !== undefined) out[part] = convert(schema[part], 'input');
  if (docs.body)
    out.body = {
      content: Object.fromEntries(Object.entries(docs.body).map(([type, s]) => [type, { schema: s }])),
    };
  else if (schema.body !== undefined) out.body = convert(schema.body, 'input');
  const responses: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries((schema.response ?? {}) as Record<string, unknown>)) {
    responses[status] = {
      description: SUCCESS_DESCRIPTIONS[status] ?? 'Resposta.',
      ...convert(answer, 'output'),
    };
  }
  for (const [status, answer] of Object.entries(docs.responses ?? {}))
    responses[status] = answer.content
      ? {
          description: answer.description,
          content: Object.fromEntries(
            Object.entries(answer.content).map(([type, s]) => [type, { schema: s }]),
          ),
        }
      : { description: answer.description, type: 'null' };
  if (Object.keys(responses).length > 0) out.response = responses;
  return out;
}

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });

const SHARED_COMPONENTS = {
  schemas: { ApiError: ERROR_SCHEMA },
  responses: Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([status, description]) => [
      `Erro${status}`,
      { description, content: { 'application/json': { schema: ref('schemas', 'ApiError') } } },
    ]),
  ),
  parameters: {
    IdempotencyKey: {
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'UUID escolhido pelo cliente. A mesma chave com a mesma requisição devolve a resposta guardada (cabeçalho Idempotent-Replayed: true) sem gravar de novo; com outra requisição, 422. Guardada por 30 dias.',
      schema: { type: 'string', format: 'uuid' },
    },
    IfMatch: {
      name: 'If-Match',
      in: 'header',
      required: false,
      description:
        'O ETag do registro como foi lido. Se o registro mudou desde então, a gravação é recusada com 412 e nada muda. Sem o cabeçalho, a gravação segue.',
      schema: { type: 'string' },
    },
  },
  headers: {
    ETag: {
      description: 'Versão do registro; envie-a em If-Match na próxima edição.',
      schema: { type: 'string' },
    },
  },
};

function completeOperation(method: string, operation: Operation, fact: OperationFacts): void {
  const isPublic = !fact.access || 'public' in fact.access;
  operation.security = isPublic ? [] : [{ bearer: [] }];
  const parameters = [...(operation.parameters ?? [])];
  const idempotent = WRITE_METHODS.has(method) && !isPublic;
  if (idempotent) parameters.push(ref('parameters', 'IdempotencyKey'));
  if (fact.docs.ifMatch) parameters.push(ref('parameters', 'IfMatch'));
  if (parameters.length > 0) operation.parameters = parameters;

  const responses: Record<string, unknown> = { ...operation.responses };
  if (fact.docs.etag)
    for (const [status, answer] of Object.entries(responses))
      if (status.startsWith('2') && typeof answer === 'object' && answer !== null)
        responses[status] = { ...answer, headers: { ETag: ref('headers', 'ETag') } };
  const errors = ['400'];
  if (!isPublic) errors.push('401', '403');
  if (fact.hasParams) errors.push('404');
  if (idempotent) errors.push('409', '422');
  if (fact.docs.ifMatch) errors.push('412');
  if (fact.docs.rateLimited) errors.push('429');
  for (const status of errors) responses[status] ??= ref('responses', `Erro${status}`);
  operation.responses = responses;
}
