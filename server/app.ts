import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
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
import { authRoutes } from './domains/auth/routes';
import { meRoutes } from './domains/me/routes';
import { judiciaryRoutes } from './domains/judiciary/routes';
import { fileRoutes } from './domains/files/routes';
import { accessProfileRoutes } from './domains/access-profiles/routes';
import { userRoutes } from './domains/users/routes';
import { officeRoutes } from './domains/offices/routes';
import { cancellationReasonRoutes } from './domains/cancellation-reasons/routes';
import { insurerRoutes } from './domains/insurers/routes';
import { brokerRoutes } from './domains/brokers/routes';
import { modalityRoutes } from './domains/modalities/routes';
import { auditRoutes } from './domains/audit/routes';
import { MULTIPART_LIMITS } from './domains/files/upload-form';

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

  app.get('/healthz', { config: { access: { public: true } } }, async (_req, reply) => {
    try {
      await options.database.ping();
      return { status: 'ok', banco: options.database.kind };
    } catch {
      return reply
        .status(503)
        .send({ error: 'unavailable', error_description: 'Banco de dados indisponível.' });
    }
  });

  // domain routes
  await app.register(authRoutes);
  await app.register(meRoutes);
  await app.register(judiciaryRoutes);
  await app.register(fileRoutes);
  await app.register(accessProfileRoutes);
  await app.register(userRoutes);
  await app.register(officeRoutes);
  await app.register(cancellationReasonRoutes);
  await app.register(insurerRoutes);
  await app.register(brokerRoutes);
  await app.register(modalityRoutes);
  await app.register(auditRoutes);

  await app.register(staticPlugin, { webRoot: options.webRoot });
  return app;
}
