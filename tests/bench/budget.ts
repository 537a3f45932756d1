// Run by `npm test` after the build: fails when the files a browser fetches to show /login, or the
// guest farm form, outgrow their budget. Sizes, not times: they do not flake on a loaded
// machine. /login is counted in Chromium against the built app on the real server (every script and
// stylesheet until the network is quiet); the guest form from the build's manifest, which
// tests/e2e/agro-guest.spec.ts holds to what Chromium fetches. `npm run bench` prints the same
// figures with the timings. E2E_WEB_ROOT names another build folder than dist/, as for the e2e tests.
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../e2e/env';
import { GUEST_BUDGET_KIB, GUEST_PATH, LOGIN_BUDGET_KIB, measureGuestRoute } from './bundle';
import { measurePageFetch } from './page-fetch';
import { startBenchServer } from './server';

const root = path.resolve(import.meta.dirname, '..', '..');
const dist = path.resolve(process.env.E2E_WEB_ROOT ?? 'dist');
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
let failed = false;

const server = await startBenchServer(root);
const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
let login;
try {
  login = await measurePageFetch(browser, server.baseURL, '/login');
} finally {
  await browser.close();
  await server.stop();
}
const verdict = login.gzipBytes <= LOGIN_BUDGET_KIB * 1024;
console.log(
  `/login: ${kib(login.gzipBytes)} KiB gzip (JS ${kib(login.jsGzipBytes)} + CSS ${kib(login.cssGzipBytes)}) ` +
    `em ${login.files.length} arquivos buscados pelo Chromium (orçamento ${LOGIN_BUDGET_KIB} KiB): ` +
    (verdict ? 'dentro' : 'ESTOURADO'),
);
if (!verdict) {
  for (const file of login.files) console.log(`  ${kib(file.gzipBytes).padStart(6)} KiB  ${file.path}`);
  failed = true;
}

const guest = measureGuestRoute(dist);
const guestVerdict = guest.gzipBytes <= GUEST_BUDGET_KIB * 1024;
console.log(
  `${GUEST_PATH}: ${kib(guest.gzipBytes)} KiB gzip (JS ${kib(guest.jsGzipBytes)} + CSS ` +
    `${kib(guest.cssGzipBytes)}) em ${guest.files.length} arquivos (orçamento ${GUEST_BUDGET_KIB} KiB): ` +
    (guestVerdict ? 'dentro' : 'ESTOURADO'),
);
if (!guestVerdict) {
  for (const file of [...guest.files].sort((a, b) => b.gzipBytes - a.gzipBytes))
    console.log(`  ${kib(file.gzipBytes).padStart(6)} KiB  ${file.file}  ${file.name}`);
  failed = true;
}
if (failed) process.exit(1);
