import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import '../../src/contract/messages';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { authPlugin } from '../plugins/auth';
import { dbPlugin } from '../plugins/db';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from '../plugins/errors';
import { plainSerializerCompiler, valibotValidatorCompiler } from '../lib/route-schema';
import { pessoasRoutes } from './routes';

export interface PessoasAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/**
 * The personal-data API alone (`npm run start:pessoas`, ARCHITECTURE.md §8): its routes under
 * `/pessoas/v1`, the same error shape and the same bearer tokens as the main API (the tokens are
 * verified with the same signing secret and the users' token versions, read from the same database).
 * In the embedded default the main app registers `pessoasRoutes` itself, on its own port.
 */
export async function buildPessoasApp(options: PessoasAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.config.trustProxy,
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(valibotValidatorCompiler);
  app.setSerializerCompiler(plainSerializerCompiler);
  await app.register(errorsPlugin);
  await app.register(dbPlugin, { database: options.database, config: options.config });
  await app.register(authPlugin);
  await app.register(pessoasRoutes);
  return app;
}
