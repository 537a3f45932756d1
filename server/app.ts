import fs from 'node:fs';
import Fastify from 'fastify';
import * as v from 'valibot';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { apiErrorBody } from '../src/contract/common';
import '../src/contract/messages';
import type { Config } from './config';
import type { Database } from './db/client';
import { dbPlugin } from './plugins/db';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors';
import { authPlugin } from './plugins/auth';
import { compressionPlugin } from './plugins/compression';
import { idempotencyPlugin } from './plugins/idempotency';
import { mailPlugin } from './plugins/mail';
import type { Mailer } from './plugins/mail';
import { jobsPlugin } from './plugins/jobs';
import type { JobsOptions } from './plugins/jobs';
import { staticPlugin } from './plugins/static';
import { openapiPlugin } from './plugins/openapi';
import { registerDomainRoutes } from './plugins/domain-routes';
import {
  plainSerializerCompiler,
  valibotValidatorCompiler,
  validationAfterIdempotency,
} from './lib/route-schema';
import { MULTIPART_LIMITS } from './domains/files/upload-form';
import { pessoasRoutes } from './pessoas/routes';

const PACKAGE_VERSION = (
  JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

export interface AppOptions {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Tuning of the job worker (tests shorten its delays). */
  jobs?: JobsOptions;
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built PWA to serve; omitted in API-only tests. */
  webRoot?: string | undefined;
}

/** Builds the main API. Plugins load in a fixed order: external -> app -> domain routes. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors raised before any route runs (a malformed URL, headers over Node's limit) answer in the
    // API's Portuguese shape too (ARCHITECTURE.md §4), not in Fastify's English one.
    frameworkErrors,
    clientErrorHandler,
  });

  // Route schemas are the contract's valibot schemas (server/lib/route-schema.ts).
  app.setValidatorCompiler(valibotValidatorCompiler);
  app.setSerializerCompiler(plainSerializerCompiler);

  // external
  await app.register(errorsPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // X-Frame-Options agrees with frame-ancestors 'none' (helmet's default is SAMEORIGIN).
    frameguard: { action: 'deny' },
  });
  await app.register(formbody);
  // Before any route: it hooks each route as it is added (JSON answers over 1 KiB).
  await app.register(compressionPlugin);
  // Only marks multipart requests; the upload route reads the parts itself, under these limits.
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  // app
  await app.register(dbPlugin, { database: options.database, config: options.config });
  await app.register(mailPlugin, { mailer: options.mailer });
  // The job worker (mail outbox): after db and mail, which its handlers use.
  await app.register(jobsPlugin, options.jobs ?? {});
  await app.register(authPlugin);
  // After auth (keys are scoped to the caller), before the routes (its hooks must cover them all).
  await app.register(idempotencyPlugin);
  // After idempotency: a 400 for invalid input is raised in a preHandler that follows its claim.
  validationAfterIdempotency(app);
  // Before the routes: it collects them as they are added.
  await app.register(openapiPlugin, { version: PACKAGE_VERSION });

  app.get(
    '/healthz',
    {
      config: { access: { public: true } },
      schema: {
        summary: 'Verifica se o servidor e o banco de dados respondem',
        tags: ['Sistema'],
        response: { 200: v.object({ status: v.literal('ok'), banco: v.string() }), 503: apiErrorBody },
      },
    },
    async (_req, reply) => {
      try {
        await options.database.ping();
        return { status: 'ok', banco: options.database.kind };
      } catch {
        return reply
          .status(503)
          .send({ error: 'unavailable', error_description: 'Banco de dados indisponível.' });
      }
    },
  );

  // domain routes: every server/domains/<domain>/routes.ts, found on disk (plugins/domain-routes.ts)
  await registerDomainRoutes(app);
  // The personal-data API (`/pessoas/v1`, its own app in server/pessoas), mounted on the same port in
  // the embedded default (ARCHITECTURE.md §8); `npm run start:pessoas` runs it alone.
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, tags: ['API de dados cadastrais'] };
    });
    await scope.register(pessoasRoutes);
  });

  await app.register(staticPlugin, { webRoot: options.webRoot });
  return app;
}
