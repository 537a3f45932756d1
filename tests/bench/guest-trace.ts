// Where the guest farm form spends a phone's main thread while it loads: the long tasks (> 50 ms) the
// page itself observes under a 4x CPU slowdown, their blocking sum (the TBT's own sum, without
// Lighthouse's simulation) and the functions with the most self time. A diagnostic, not a bench
// figure: `node --import tsx tests/bench/guest-trace.ts` after `npx vite build` (RUNS=n, default 2).
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../e2e/env';
import { GUEST_PATH } from './bundle';
import { startBenchServer } from './server';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
type Entry = [string, number];

declare global {
  interface Window {
    longTasks?: [number, number][];
  }
}

const WATCH_MS = 8000;
const server = await startBenchServer(path.resolve(import.meta.dirname, '..', '..'));
const browser = await chromium.launch({
  executablePath: chromiumExecutable ?? '/usr/bin/chromium',
  args: chromiumArgs,
});
try {
  for (let run = 0; run < Number(process.env.RUNS ?? 2); run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const tasks: [number, number][] = [];
      window.longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) tasks.push([Math.round(e.startTime), Math.round(e.duration)]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${server.baseURL}${GUEST_PATH}`);
    await page.waitForTimeout(WATCH_MS);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const tasks = await page.evaluate(() => window.longTasks ?? []);
    const marks = await page.evaluate(() =>
      [...performance.getEntriesByType('mark'), ...performance.getEntriesByType('paint')].map((m): Entry => [
        m.name,
        Math.round(m.startTime),
      ]),
    );
    const blocking = tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    console.log(`execução ${run + 1}: bloqueio ${blocking} ms; tarefas longas ${JSON.stringify(tasks)}`);
    console.log(`  marcas ${JSON.stringify(marks)}`);
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const self = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const frame = byId.get(id)?.callFrame;
      if (!frame) return;
      const key = `${frame.functionName || '(anônima)'} ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber}:${frame.columnNumber}`;
      self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
    for (const [key, ms] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15))
      console.log(`  ${Math.round(ms)} ms ${key}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
