import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { CLIENT_ID } from '../../src/contract/wire';
import { E2E_ADMIN } from './env';
import { LoginPage } from './pages/login-page';
import { Shell } from './pages/shell';

export { E2E_ADMIN, E2E_DEMO_USER } from './env';

/**
 * Logs in as the e2e server's administrator through the login screen and waits for the shell. The
 * administrator of a fresh database must first accept the terms of use (/termo): unless told
 * otherwise this accepts them, so the caller lands on a usable shell.
 */
export async function loginAsAdmin(page: Page, options: { acceptTerms?: boolean } = {}): Promise<Shell> {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(E2E_ADMIN.email, E2E_ADMIN.password);
  const shell = new Shell(page);
  await shell.waitForReady();
  if ((options.acceptTerms ?? true) && new URL(page.url()).pathname === '/termo') {
    await page.getByRole('button', { name: 'Aceitar', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/termo');
  }
  return shell;
}

/** An administrator's bearer header, from the password grant the login screen uses. */
export async function adminHeaders(request: APIRequestContext): Promise<{ authorization: string }> {
  const res = await request.post('/connect/token', {
    form: {
      grant_type: 'password',
      client_id: CLIENT_ID,
      username: E2E_ADMIN.email,
      password: E2E_ADMIN.password,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { access_token } = (await res.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}` };
}

/**
 * Waits until the service worker controls the page and holds every file of the app. The worker
 * caches the guest form's files when it installs and the staff screens in the background after it
 * takes control (sw/precache-groups.ts): a staff screen opened offline before that has no code.
 */
export async function waitForAppOffline(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
  const missing = () =>
    page.evaluate(async () => {
      const worker = await (await fetch('/sw.js')).text();
      const wanted = new Set([...worker.matchAll(/"url":"([^"]+)"/g)].map((m) => `/${m[1] ?? ''}`));
      const held = new Set<string>();
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) held.add(new URL(request.url).pathname);
      }
      return wanted.size === 0 ? -1 : [...wanted].filter((path) => !held.has(path)).length;
    });
  await expect.poll(missing, { intervals: [500], timeout: 90_000 }).toBe(0);
}
