import type { Page } from '@playwright/test';
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
