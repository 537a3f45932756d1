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
    runner.register(MAIL_JOB, mailJobHandler(app.mailer), MAIL_JOB_OPTIONS);
    app.decorate('jobs', runner);
    app.addHook('onReady', () => {
      runner.start();
      return Promise.resolve();
    });
    app.addHook('onClose', () => runner.stop());
  },
  { name: 'jobs', dependencies: ['db', 'mail'] },
);
