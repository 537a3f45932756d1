import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable, freePortSync, testServerEnv } from './tests/e2e/env';

// The config is evaluated again in every worker: the runner picks the port and the data folder once
// and hands them down through the environment.
process.env.E2E_PORT ??= String(freePortSync());
// The personal-data API's upstream test double (tests/e2e/upstream-double-server.ts).
process.env.E2E_UPSTREAM_PORT ??= String(freePortSync());
if (!process.env.E2E_DATA_DIR) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  // 'exit' comes after Playwright stopped the web server, so the database files are closed by then.
  process.on('exit', () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const upstreamURL = `http://127.0.0.1:${process.env.E2E_UPSTREAM_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // scripts/test.mjs names the JSON file (PLAYWRIGHT_JSON_OUTPUT_NAME); run by hand, the list is enough.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      // A BrasilAPI-compatible stand-in knowing one company and one CEP (tests/e2e/upstream-double-facts.ts).
      command: 'node --import tsx tests/e2e/upstream-double-server.ts',
      url: `${upstreamURL}/healthz`,
      env: { E2E_UPSTREAM_PORT: process.env.E2E_UPSTREAM_PORT },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The built PWA (npm test builds it first) served by the real server on a fresh PGlite, with the
      // demo data as `npm start` has it: the flows need its read-only user (E2E_DEMO_USER).
      command: 'node --import tsx server/main.ts',
      url: `${baseURL}/healthz`,
      env: {
        ...testServerEnv(port, process.env.E2E_DATA_DIR, { demoData: true }),
        PESSOAS_UPSTREAM_URL: upstreamURL,
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});
