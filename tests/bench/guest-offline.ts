// The guest farm form opened with no signal (goal ≤ 500 ms): the tablet visited the link
// once online (the service worker installed and precached the app), then the network went away and
// the page is opened again. Part of `npm run bench`; alone, against a fresh built server:
// `node --import tsx tests/bench/guest-offline.ts` (E2E_WEB_ROOT=<folder> for a build outside dist/).
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { chromium } from '@playwright/test';
import { GUEST_FORM_READY_MARK } from '../../src/features/agro-quotations/guest/form-values';
import { chromiumArgs, chromiumExecutable } from '../e2e/env';
import { GUEST_PATH } from './bundle';
import { startBenchServer } from './server';

export const GUEST_OFFLINE_GOAL_MS = 500;

/** The first field of the form: enabled and focusable once the form is ready. */
const FIRST_FIELD = 'CPF ou CNPJ do produtor';

/**
 * One load of the form: from the navigation's start (the page's time origin) to the form's mark
 * GUEST_FORM_READY_MARK, set in the first commit of the form with its fields (the device's draft read
 * into them), that is, when the first field takes input. The field is then checked as a user sees it.
 */
async function openForm(page: Page): Promise<number> {
  await page.goto(GUEST_PATH);
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, GUEST_FORM_READY_MARK, {
    timeout: 30_000,
  });
  const field = page.getByLabel(FIRST_FIELD);
  await field.focus();
  if (!(await field.isEnabled()) || !(await field.evaluate((el) => el === document.activeElement)))
    throw new Error('O primeiro campo do formulário não recebe o foco.');
  return page.evaluate(
    (mark) => performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
    GUEST_FORM_READY_MARK,
  );
}

/**
 * `runs` offline cold starts of the guest form, in ms (a tablet at the farm: 768 × 1024, touch), in
 * one browser context: one online visit first (the worker installs, precaches everything and controls
 * the page), then `context.setOffline(true)` and a new page per run.
 */
export async function timeGuestOffline(browser: Browser, baseURL: string, runs = 5): Promise<number[]> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 768, height: 1024 },
    hasTouch: true,
    locale: 'pt-BR',
  });
  try {
    const online = await context.newPage();
    await openForm(online);
    // Activated means installed: the precache (every chunk, cotacao-agro.html) is complete.
    await online.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    await online.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await online.close();

    await context.setOffline(true);
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const page = await context.newPage();
      try {
        times.push(await openForm(page));
      } finally {
        await page.close();
      }
    }
    return times;
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** 'mediana 312 ms (287, 301, 312, 330, 415 ms)'. */
export function describeGuestOffline(times: number[]): string {
  return `mediana ${Math.round(median(times))} ms (${times.map((t) => Math.round(t)).join(', ')} ms)`;
}

async function main(): Promise<void> {
  const server = await startBenchServer(path.resolve(import.meta.dirname, '..', '..'));
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  try {
    const times = await timeGuestOffline(browser, server.baseURL);
    console.log(
      `Cotação agro sem sinal, ${GUEST_PATH} até o formulário pronto: ${describeGuestOffline(times)}; ` +
        `meta ≤ ${GUEST_OFFLINE_GOAL_MS} ms`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error('Medição interrompida:', error);
    process.exit(1);
  });
}
