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
