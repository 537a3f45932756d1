import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { loginAsAdmin } from './fixtures';
import { LoginPage } from './pages/login-page';

/** Width and height of a PNG, read from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

test('the web manifest is served in Portuguese with real icons', async ({ page, request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    lang: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest.name).toContain('Portal da Corretora');
  expect(manifest.lang).toBe('pt-BR');
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);

  for (const icon of [...manifest.icons, { src: '/icons/apple-touch-icon.png', sizes: '180x180' }]) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toContain('image/png');
    const { width, height } = pngSize(await file.body());
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }

  await page.goto('/login');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/icons/apple-touch-icon.png',
  );
});

test('the app shell opens offline once the service worker is installed', async ({ page, context }) => {
  const login = new LoginPage(page);
  await login.goto();
  await waitForServiceWorkerControl(page);

  await context.setOffline(true);
  try {
    // The API is never answered from a cache: offline, it fails (the app uses its own query cache).
    const apiReachable = await page.evaluate(async () => {
      try {
        await fetch('/healthz', { cache: 'no-store' });
        return true;
      } catch {
        return false;
      }
    });
    expect(apiReachable).toBe(false);

    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(login.heading).toBeVisible();
    await expect(login.email).toBeVisible();
    await expect(page).toHaveTitle(/Portal da Corretora/);

    // A deep link never visited before: the shell boots from the precache and the guard sends an
    // anonymous visitor to the login, all without network.
    const deep = await page.goto('/tribunais');
    expect(deep?.fromServiceWorker()).toBe(true);
    await expect(login.heading).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await expect(page).toHaveTitle(/Portal da Corretora/);
  } finally {
    await context.setOffline(false);
  }
});

test('a logged-in user reopens the portal offline and finds the shell', async ({ page, context }) => {
  const shell = await loginAsAdmin(page);
  await waitForServiceWorkerControl(page);
  const visited = new URL(page.url()).pathname;

  await context.setOffline(true);
  try {
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    // The session comes back from IndexedDB: no detour through /login.
    await shell.waitForReady();
    await expect(page).toHaveURL(new RegExp(`${visited}$`));
    await expect(shell.logoutButton).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
