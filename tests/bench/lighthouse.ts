// Lighthouse on /login and on the guest farm form as a phone sees them (the default mobile preset:
// simulated slow 4G, 4x CPU slowdown), the median of a few runs. Part of `npm run bench`; alone, against
// a fresh built server: `node --import tsx tests/bench/lighthouse.ts [login|guest]` (both without an
// argument; E2E_WEB_ROOT=<folder> for a build outside dist/).
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumExecutable } from '../e2e/env';
import { GUEST_PATH } from './bundle';
import { startBenchServer } from './server';

export interface LighthouseFigures {
  /** 0–100, as the report shows it. */
  performance: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
}

export const LIGHTHOUSE_RUNS = 5;

/** The pages measured: the staff's door and the link a producer opens on a phone at the farm. */
export const LIGHTHOUSE_PAGES = { login: '/login', guest: GUEST_PATH } as const;
export type LighthousePage = keyof typeof LIGHTHOUSE_PAGES;

/** The e2e suite's Chromium flags, plus headless: nothing phones home during a run. */
const CHROME_FLAGS = ['--headless', ...chromiumArgs];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function runOnce(url: string): Promise<LighthouseFigures> {
  // A new browser per run: no HTTP cache or service worker carried from the previous one.
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'seo'],
    });
    if (!result) throw new Error('O Lighthouse não devolveu resultado.');
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} (${result.lhr.runtimeError.message})`);
    const { categories, audits } = result.lhr;
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      seo: Math.round((categories.seo?.score ?? 0) * 100),
      lcpMs: numeric('largest-contentful-paint'),
      fcpMs: numeric('first-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

/** The median of each figure over `runs` runs of Lighthouse mobile on `${baseURL}${path}`. */
export async function lighthousePage(
  baseURL: string,
  page: LighthousePage,
  runs = LIGHTHOUSE_RUNS,
): Promise<{ median: LighthouseFigures; runs: LighthouseFigures[] }> {
  const all: LighthouseFigures[] = [];
  // A run the browser botches (no paint recorded on a loaded machine) is retried, a few times at most.
  for (let attempt = 0; all.length < runs && attempt < runs + 3; attempt += 1) {
    try {
      const figures = await runOnce(`${baseURL}${LIGHTHOUSE_PAGES[page]}`);
      if (Number.isFinite(figures.lcpMs) && Number.isFinite(figures.fcpMs)) all.push(figures);
    } catch (error) {
      console.warn('Execução do Lighthouse descartada:', error instanceof Error ? error.message : error);
    }
  }
  if (all.length === 0) throw new Error('Nenhuma execução do Lighthouse terminou.');
  const of = (key: keyof LighthouseFigures) => median(all.map((figures) => figures[key]));
  return {
    median: {
      performance: of('performance'),
      seo: of('seo'),
      lcpMs: of('lcpMs'),
      fcpMs: of('fcpMs'),
      tbtMs: of('tbtMs'),
      cls: of('cls'),
    },
    runs: all,
  };
}

export function describeLighthouse(figures: LighthouseFigures): string {
  return (
    `desempenho ${figures.performance}, LCP ${(figures.lcpMs / 1000).toFixed(2)} s, ` +
    `FCP ${(figures.fcpMs / 1000).toFixed(2)} s, TBT ${Math.round(figures.tbtMs)} ms, ` +
    `CLS ${figures.cls.toFixed(3)}, SEO ${figures.seo}`
  );
}

async function main(): Promise<void> {
  const asked = process.argv[2];
  if (asked !== undefined && !(asked in LIGHTHOUSE_PAGES))
    throw new Error(`Página desconhecida: ${asked} (login ou guest).`);
  const pages = asked ? [asked as LighthousePage] : (Object.keys(LIGHTHOUSE_PAGES) as LighthousePage[]);
  const server = await startBenchServer(path.resolve(import.meta.dirname, '..', '..'));
  try {
    for (const page of pages) {
      const { median: figures, runs } = await lighthousePage(server.baseURL, page);
      for (const [i, run] of runs.entries()) console.log(`  execução ${i + 1}: ${describeLighthouse(run)}`);
      console.log(
        `Lighthouse mobile ${LIGHTHOUSE_PAGES[page]} (mediana de ${runs.length}): ${describeLighthouse(figures)}`,
      );
    }
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((error: unknown) => {
    console.error('Lighthouse interrompido:', error);
    process.exit(1);
  });
}
