// `npm run bench`: bundle budgets (/login, the guest farm form), login-to-shell time, the guest form's
// offline cold start, the outbox drain against direct requests, Lighthouse mobile on /login and on the
// guest form, and the lists at 100,000 rows (tests/bench/lists.ts). Figures to read, not a test: only a
// crash makes it exit non-zero.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../e2e/env';
import { GUEST_BUDGET_KIB, GUEST_PATH, LOGIN_BUDGET_KIB, measureBundle, measureGuestRoute } from './bundle';
import { GUEST_OFFLINE_GOAL_MS, timeGuestOffline } from './guest-offline';
import type { LighthouseFigures } from './lighthouse';
import { LIGHTHOUSE_RUNS, lighthousePage } from './lighthouse';
import type { PageFetch } from './page-fetch';
import { measurePageFetch } from './page-fetch';
import type { LoginTiming } from './login-timing';
import { timeLogin } from './login-timing';
import { benchListOf, benchLists, printListBench } from './lists';
import { benchLegacyImport, printLegacyImportBench } from './legacy-import';
import { quotationList } from './quotation-list';
import { policyList } from './policy-list';
import { benchDashboard, dashboardBenchUrl, printDashboardBench } from './dashboard';
import { benchOutbox } from './outbox';
import type { OutboxBenchResult } from './outbox';
import { startBenchServer } from './server';
import { E2E_ADMIN } from '../e2e/env';

const root = path.resolve(import.meta.dirname, '..', '..');
// E2E_WEB_ROOT: a build in another folder, as for the e2e tests (the bench server serves it too).
const dist = process.env.E2E_WEB_ROOT ? path.resolve(process.env.E2E_WEB_ROOT) : path.join(root, 'dist');
const RUNS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${Math.round(value)} ms`;

function row(label: string, value: string, note = ''): string {
  return `  ${label.padEnd(36)} ${value.padStart(12)}   ${note}`;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(dist, '.vite', 'manifest.json'))) {
    console.log(`${dist} ausente: gerando a versão de produção (vite build)...`);
    const args = ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'];
    const build = spawnSync('npx', args, { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build falhou.');
  }

  const bundle = measureBundle(dist);
  const guestBundle = measureGuestRoute(dist);
  const server = await startBenchServer(root);
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  const runs: LoginTiming[] = [];
  let guestOffline: number[];
  let outbox: OutboxBenchResult;
  let lighthouse: LighthouseFigures;
  let lighthouseGuest: LighthouseFigures;
  let loginFetch: PageFetch;
  try {
    loginFetch = await measurePageFetch(browser, server.baseURL, '/login');
    // One warm-up visit (server JIT, first argon2 hash, page cache), then the measured runs.
    await timeLogin(browser, server.baseURL);
    for (let i = 0; i < RUNS; i += 1) runs.push(await timeLogin(browser, server.baseURL));
    guestOffline = await timeGuestOffline(browser, server.baseURL, RUNS);
    outbox = await benchOutbox({ baseUrl: server.baseURL, ...(await adminTokens(server.baseURL)) });
    lighthouse = (await lighthousePage(server.baseURL, 'login')).median;
    lighthouseGuest = (await lighthousePage(server.baseURL, 'guest')).median;
  } finally {
    await browser.close();
    await server.stop();
  }

  const baseline = median(runs.map((r) => r.loadLoginMs));
  const login = median(runs.map((r) => r.loginToShellMs));
  const largest = bundle.largestRouteChunk;
  const verdict = loginFetch.gzipBytes <= LOGIN_BUDGET_KIB * 1024 ? 'PASS' : 'OVER';

  console.log(`\nBenchmark do portal (Chromium ${browser.version()}, mediana de ${RUNS} execuções)\n`);
  console.log(
    row(
      'JS+CSS para abrir /login (gzip)',
      kib(loginFetch.gzipBytes),
      `orçamento ${LOGIN_BUDGET_KIB} KiB: ${verdict} (JS ${kib(loginFetch.jsGzipBytes)}, ` +
        `${loginFetch.files.length} arquivos)`,
    ),
  );
  const guestVerdict = guestBundle.gzipBytes <= GUEST_BUDGET_KIB * 1024 ? 'PASS' : 'OVER';
  console.log(
    row(
      `JS+CSS ${GUEST_PATH} (gzip)`,
      kib(guestBundle.gzipBytes),
      `orçamento ${GUEST_BUDGET_KIB} KiB: ${guestVerdict} (JS ${kib(guestBundle.jsGzipBytes)}, ` +
        `${guestBundle.files.length} arquivos)`,
    ),
  );
  console.log(row('Maior chunk de rota (gzip)', largest ? kib(largest.gzipBytes) : '—', largest?.name ?? ''));
  console.log(row('Carregar /login (base)', ms(baseline), '1.00×'));
  console.log(
    row("Login: 'Entrar' até o menu do shell", ms(login), `${(login / baseline).toFixed(2)}× a base`),
  );
  console.log(
    row(
      'Cotação agro sem sinal: formulário',
      ms(median(guestOffline)),
      `meta ≤ ${GUEST_OFFLINE_GOAL_MS} ms; execuções: ${guestOffline.map((t) => Math.round(t)).join(', ')} ms`,
    ),
  );
  console.log(
    row(
      'Outbox: enfileirar (offline)',
      `${outbox.enqueueMsPerCommand.toFixed(2)} ms`,
      `por comando (${outbox.count} comandos)`,
    ),
  );
  console.log(
    row('Outbox: esvaziar ao ficar online', ms(outbox.drainMs), `${outbox.ratio.toFixed(2)}× o envio direto`),
  );
  console.log(row('Mesmas requisições enviadas direto', ms(outbox.directMs), '1.00×'));
  const lighthouseNote = `celular, 4G lento, CPU 4×; mediana de ${LIGHTHOUSE_RUNS}`;
  console.log(row('Lighthouse /login: desempenho', String(lighthouse.performance), lighthouseNote));
  console.log(row('Lighthouse /login: LCP', ms(lighthouse.lcpMs), 'meta ≤ 1500 ms'));
  console.log(row('Lighthouse /login: FCP', ms(lighthouse.fcpMs)));
  console.log(row('Lighthouse /login: TBT', ms(lighthouse.tbtMs)));
  console.log(row('Lighthouse /login: SEO', String(lighthouse.seo)));
  const guestPage = `Lighthouse ${GUEST_PATH}`;
  console.log(
    row(`${guestPage}: desempenho`, String(lighthouseGuest.performance), `meta ≥ 98; ${lighthouseNote}`),
  );
  console.log(row(`${guestPage}: LCP`, ms(lighthouseGuest.lcpMs), 'meta ≤ 1200 ms'));
  console.log(row(`${guestPage}: FCP`, ms(lighthouseGuest.fcpMs)));
  console.log(row(`${guestPage}: TBT`, ms(lighthouseGuest.tbtMs)));

  // Lists at 100,000 rows, in this process (server and database of their own): PGlite, then
  // PostgreSQL when BENCH_DATABASE_URL names one.
  printListBench(await benchLists());
  if (process.env.BENCH_DATABASE_URL) printListBench(await benchLists(process.env.BENCH_DATABASE_URL));
  // The guarantee quotations' list at 100,000 rows.
  printListBench(await benchListOf(quotationList));
  if (process.env.BENCH_DATABASE_URL)
    printListBench(await benchListOf(quotationList, process.env.BENCH_DATABASE_URL));
  printListBench(await benchListOf(policyList));
  if (process.env.BENCH_DATABASE_URL)
    printListBench(await benchListOf(policyList, process.env.BENCH_DATABASE_URL));
  // The dashboard's panels at 1,000,000 quotations and 300,000 policies, on PostgreSQL.
  const dashboardUrl = dashboardBenchUrl();
  if (dashboardUrl) printDashboardBench(await benchDashboard(dashboardUrl));
  else console.log('\nDashboard: defina BENCH_DATABASE_URL ou DATABASE_URL para medir no PostgreSQL.');
  // The legacy import of 100,000 policies (BENCH_IMPORT_ROWS), on PGlite and, with BENCH_DATABASE_URL, PostgreSQL.
  printLegacyImportBench(await benchLegacyImport());
  if (process.env.BENCH_DATABASE_URL)
    printLegacyImportBench(await benchLegacyImport(process.env.BENCH_DATABASE_URL));
  console.log('');
}

async function adminTokens(baseUrl: string): Promise<{ accessToken: string; refreshToken: string }> {
  const body = new URLSearchParams({
    grant_type: 'password',
    username: E2E_ADMIN.email,
    password: E2E_ADMIN.password,
    client_id: 'portal',
  });
  const response = await fetch(`${baseUrl}/connect/token`, { method: 'POST', body });
  if (!response.ok) throw new Error(`Login do administrador falhou (${response.status}).`);
  const tokens = (await response.json()) as { access_token: string; refresh_token: string };
  return { accessToken: tokens.access_token, refreshToken: tokens.refresh_token };
}

main().catch((error: unknown) => {
  console.error('Benchmark interrompido:', error);
  process.exit(1);
});
