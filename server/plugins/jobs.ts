import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { JobRunner } from '../lib/jobs';
import type { JobRunnerOptions } from '../lib/jobs';
import { MAIL_JOB, MAIL_JOB_OPTIONS, mailJobHandler } from '../lib/mail-outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's job worker: domains register their job types on it (`register`). */
    jobs: JobRunner;
  }
}

/** Tuning of the worker (tests shorten the retry delays). */
export type JobsOptions = Omit<JobRunnerOptions, 'db' | 'log'>;

/**
 * One job worker per instance (ARCHITECTURE.md §8). It starts once the app is ready, so every domain
 * plugin has registered its job types by then, and stops with the app, waiting for the jobs in hand.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance, opts: JobsOptions) => {
    const runner = new JobRunner({ ...opts, db: app.db, log: app.log });
    // Attachments are uploaded files: their bytes live in DATA_DIR/arquivos/<id> (domains/files/storage.ts).
    const filesDir = path.join(app.config.dataDir, 'arquivos');
    const locate = async (id: string) => {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
      const file = path.join(filesDir, id.toLowerCase());
      return fs.promises.access(file).then(
        () => file,
        () => undefined,
      );
    };
    runner.register(MAIL_JOB, mailJobHandler(app.mailer, locate), MAIL_JOB_OPTIONS);
    app.decorate('jobs', runner);
    app.addHook('onReady', () => {
      runner.start();
      return Promise.resolve();
    });
    app.addHook('onClose', () => runner.stop());
  },
  { name: 'jobs', dependencies: ['db', 'mail'] },
);
