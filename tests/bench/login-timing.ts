import type { Browser } from '@playwright/test';
import { E2E_ADMIN } from '../e2e/env';
import { LoginPage } from '../e2e/pages/login-page';
import { Shell } from '../e2e/pages/shell';

export interface LoginTiming {
  /** Navigation to /login until its form heading shows (the baseline). */
  loadLoginMs: number;
  /** Click on 'Entrar' until the shell's menu shows. */
  loginToShellMs: number;
}

/**
 * One cold visit in a fresh context. The service worker is blocked so its precache download does not
 * compete with the page: the figure is the app's own cost.
 */
export async function timeLogin(browser: Browser, baseURL: string): Promise<LoginTiming> {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
    locale: 'pt-BR',
  });
  try {
    const page = await context.newPage();
    const login = new LoginPage(page);
    const loadStart = performance.now();
    await page.goto('/login');
    await login.heading.waitFor();
    const loadLoginMs = performance.now() - loadStart;

    await login.fill(E2E_ADMIN.email, E2E_ADMIN.password);
    const shell = new Shell(page);
    const clickAt = performance.now();
    await login.submit.click();
    // The menu landmark is the shell being usable; the URL is the fallback should it be renamed.
    await Promise.any([
      shell.waitForReady(),
      page.waitForURL((url) => url.pathname === '/lista-cotacoes', { timeout: 30_000 }),
    ]);
    return { loadLoginMs, loginToShellMs: performance.now() - clickAt };
  } finally {
    await context.close();
  }
}
