import type {
  FastifyInstance,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  FastifyTypeProvider,
} from 'fastify';
import type * as v from 'valibot';
import { check } from '../errors';

/**
 * Route schemas are the valibot schemas of the contract (src/contract/<domain>.ts), put straight into
 * Fastify's `schema` option (`params`, `querystring`, `body`, `headers`, `response`). The same schema
 * object then validates the request and documents the route in /docs/openapi.json
 * (server/plugins/openapi.ts converts it to JSON Schema there).
 */
export type AnySchema = v.GenericSchema;

export function isValibotSchema(value: unknown): value is AnySchema {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === 'schema' &&
    typeof (value as { '~run'?: unknown })['~run'] === 'function'
  );
}

/** The body as it arrived, by the parsed body that replaced it (see `bodyAsSent`). */
const sentBodies = new WeakMap<object, unknown>();

/**
 * The request body as the client sent it, before the route's schema trimmed, defaulted or dropped
 * anything: what an Idempotency-Key fingerprints, so a retry of the same bytes is always the same
 * request, whatever the schema does.
 */
export function bodyAsSent(body: unknown): unknown {
  return typeof body === 'object' && body !== null && sentBodies.has(body) ? sentBodies.get(body) : body;
}

/**
 * Fastify's validator compiler: each request part runs through `check` (NUL refusal, abortPipeEarly,
 * one Portuguese detail per field, capped), exactly as the handlers' `parse` calls did. The parsed,
 * transformed value replaces the part (`req.params`, `req.query`, `req.body`), so handlers receive
 * trimmed, lowercased, defaulted values. Headers are only checked: replacing them with the schema's
 * output would drop every header the schema does not name.
 */
export const valibotValidatorCompiler: FastifySchemaCompiler<unknown> = ({
  schema,
  method,
  url,
  httpPart,
}) => {
  if (!isValibotSchema(schema))
    throw new Error(
      `A rota ${method} ${url} declara em schema.${httpPart ?? '?'} algo que não é um schema valibot.`,
    );
  return (input: unknown) => {
    const checked = check(schema, input);
    if (checked.error) return { error: checked.error };
    if (httpPart === 'headers') return {};
    const value: unknown = checked.value;
    if (httpPart === 'body' && typeof value === 'object' && value !== null) sentBodies.set(value, input);
    return { value };
  };
};

/**
 * Response schemas document the answer; they never shape it. Fastify would otherwise serialize with
 * them and silently drop any field a schema forgot.
 */
export const plainSerializerCompiler: FastifySerializerCompiler<unknown> = () => (data) =>
  JSON.stringify(data);

/** Types `req.params`, `req.query`, `req.body` from the route's valibot schemas. */
export interface ValibotTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends AnySchema ? v.InferOutput<this['schema']> : unknown;
  serializer: this['schema'] extends AnySchema ? v.InferInput<this['schema']> : unknown;
}

/** The instance a routes.ts declares its routes on, typed by their schemas. */
export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ValibotTypeProvider>();
}

export type TypedApp = ReturnType<typeof typed>;

/**
 * Request validation errors are raised after the preHandler hooks of the idempotency layer, as the
 * handlers' own `parse` calls were: a 400 for invalid data is a final answer that an Idempotency-Key
 * stores and replays like any other 4xx. Every route gets `attachValidation`, and this hook (added
 * after the idempotency plugin) throws what validation attached.
 */
export function validationAfterIdempotency(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.attachValidation = true;
  });
  app.addHook('preHandler', async (req) => {
    if (req.validationError) throw req.validationError;
  });
}
