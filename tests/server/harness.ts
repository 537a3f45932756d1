import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Config } from '../../server/config';
import type { Database } from '../../server/db/client';
import { seed } from '../../server/db/seed';
import { demoAgroFiles } from '../../server/domains/agro-quotations/service';
import { fileStorage } from '../../server/domains/files/service';
import { createMailer } from '../../server/plugins/mail';
import { openScratchDatabase } from './scratch-database';
import type { Mailer } from '../../server/plugins/mail';
import type { JobsOptions } from '../../server/plugins/jobs';
import type { ActionId, AreaId, ModuleId } from '../../src/contract/permissions';
import { ACTION_IDS, MODULE_IDS } from '../../src/contract/permission-catalog';

export const ADMIN_EMAIL = 'admin@teste.local';
export const ADMIN_PASSWORD = 'Senha-Forte-123';

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  /** The PostgreSQL URL of this server's database (a second pool, as another instance would open). */
  databaseUrl: string | undefined;
  config: Config;
  mailDir: string;
  /**
   * The mails sent so far, as raw .eml text, oldest first. Mails go through the job queue: this first
   * runs every due job (`settle`), so a mail queued by a finished request is there.
   */
  mails(): Promise<string[]>;
  /** Runs every due job of the queue to its end. */
  settle(): Promise<void>;
  /** A signed access token with exactly these grants (for 401/403 route tests). */
  tokenWith(grants: {
    modules?: ModuleId[];
    actions?: ActionId[];
    guest?: boolean;
    area?: AreaId;
    sub?: string;
  }): Promise<string>;
  /** A token holding every module and action. */
  adminToken(): Promise<string>;
  close(): Promise<void>;
}

/**
 * A server on a fresh database with the real migrations and seed: in-memory PGlite by default, or a
 * new database on the PostgreSQL server of TEST_DATABASE_URL (CI runs the server tests both ways).
 */
export async function startTestServer(
  overrides: Partial<Config> = {},
  /** The mailer (default: .eml files in `mailDir`) and the job worker's tuning. */
  options: { mailer?: Mailer; jobs?: JobsOptions } = {},
): Promise<TestServer> {
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-'));
  // Uploaded files go to DATA_DIR/arquivos: a folder of this server's own, removed at close.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dados-'));
  const config: Config = {
    ...loadConfig({}),
    adminEmail: ADMIN_EMAIL,
    demoData: false,
    dataDir,
    ...overrides,
  };
  const scratch = await openScratchDatabase(process.env.TEST_DATABASE_URL, 'teste');
  const { database, url: databaseUrl } = scratch;
  // The same seed as `npm start`; demo data only when a test asks for it (DEMO_DATA=1 at start).
  await seed(database.db, {
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
    demoData: config.demoData,
    // The demo agro quotations' files, as server/main.ts makes them.
    agroFiles: demoAgroFiles(fileStorage(config.dataDir)),
  });
  const app = await buildApp({
    config,
    database,
    mailer: options.mailer ?? createMailer({ outboxDir: mailDir }),
    ...(options.jobs ? { jobs: options.jobs } : {}),
  });
  await app.ready();

  return {
    app,
    database,
    databaseUrl,
    config,
    mailDir,
    settle: () => app.jobs.drain(),
    async mails() {
      await app.jobs.drain();
      return fs
        .readdirSync(mailDir)
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .map((f) => fs.readFileSync(path.join(mailDir, f), 'utf8'));
    },
    tokenWith: (g) =>
      app.tokens.sign({
        sub: g.sub ?? crypto.randomUUID(),
        guest: g.guest ?? false,
        area: g.area ?? 'geral',
        modules: g.modules ?? [],
        actions: g.actions ?? [],
      }),
    adminToken: () =>
      app.tokens.sign({
        sub: crypto.randomUUID(),
        guest: false,
        area: 'geral',
        modules: MODULE_IDS,
        actions: ACTION_IDS,
      }),
    async close() {
      await app.close();
      await scratch.dispose();
      fs.rmSync(mailDir, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export function json(res: LightMyRequestResponse): Record<string, unknown> {
  return res.json();
}
