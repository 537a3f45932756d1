import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** The first administrator of the e2e and bench servers (created on their empty database). */
export const E2E_ADMIN = { email: 'admin@e2e.local', password: 'Senha-E2e-2026' } as const;

/**
 * The demo user with the read-only profile 'Consulta' (server/db/seed/demo.ts): demo users share the
 * administrator's password. Present on the e2e server, which loads the demo data.
 */
export const E2E_DEMO_USER = { email: 'consulta@corretora.local', password: E2E_ADMIN.password } as const;

/** Debian's Chromium when present: Playwright must never download a browser (ARCHITECTURE.md §2). */
export const chromiumExecutable = fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** A TCP port free right now, found synchronously (the Playwright config cannot await). */
export function freePortSync(): number {
  const probe = spawnSync(
    process.execPath,
    [
      '-e',
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
    ],
    { encoding: 'utf8' },
  );
  const port = Number(probe.stdout.trim());
  if (!Number.isInteger(port) || port <= 0) throw new Error('Nenhuma porta livre encontrada.');
  return port;
}

/** Environment of a server started for tests: fresh data, known administrator. */
export function testServerEnv(
  port: number,
  dataDir: string,
  options: { demoData: boolean },
): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    DEMO_DATA: options.demoData ? '1' : '0',
    LOG_LEVEL: 'warn',
    // Every spec logs in again from 127.0.0.1: the login limit is proven by the server tests instead.
    LOGIN_RATE_LIMIT_MAX: '1000',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // A build in another folder than dist/ (E2E_WEB_ROOT), so parallel work can build side by side.
    ...(process.env.E2E_WEB_ROOT ? { WEB_ROOT: process.env.E2E_WEB_ROOT } : {}),
  };
}
