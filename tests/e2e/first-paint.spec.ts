import { expect, test } from '@playwright/test';
import { LoginPage } from './pages/login-page';
import { Shell } from './pages/shell';
import { E2E_ADMIN } from './env';

test('/login arrives with the login form already in its HTML', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    const login = new LoginPage(page);
    await expect(login.heading).toBeVisible();
    await expect(login.email).toBeVisible();
    await expect(login.password).toBeVisible();
    await expect(login.submit).toBeVisible();
    await expect(page).toHaveTitle('Entrar · Portal da Corretora');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);

    // Any other client route paints the app frame first, never a blank page.
    await page.goto('/tribunais');
    await expect(page.getByRole('status')).toHaveText('Carregando o portal…');
  } finally {
    await context.close();
  }
});

test('the guest farm form paints its own frame first, never the staff portal skeleton', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    for (const path of ['/nova-cotacao/agro', '/nova-cotacao/agro/grupo/escritorio']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Nova cotação agro' })).toBeVisible();
      await expect(page.getByRole('status')).toHaveText('Abrindo o formulário…');
      await expect(page).toHaveTitle('Nova cotação agro · Portal da Corretora');
      // Nothing of the staff shell's first paint (its sidebar and its 'Carregando o portal…').
      await expect(page.getByText('Carregando o portal…')).toHaveCount(0);
      expect(await page.evaluate(() => document.getElementById('root')?.dataset.prerendered)).toBe('guest');
    }
  } finally {
    await context.close();
  }
});

test('what is typed before the JavaScript arrives is kept, and the form then logs in', async ({ page }) => {
  // The app's scripts are held until the visitor has typed into the static form.
  let release: () => void = () => undefined;
  const typed = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: string[] = [];
  await page.route('**/assets/*.js', async (route) => {
    held.push(route.request().url());
    await typed;
    await route.continue();
  });

  await page.goto('/login', { waitUntil: 'commit' });
  const login = new LoginPage(page);
  await login.email.fill(E2E_ADMIN.email);
  await login.password.fill(E2E_ADMIN.password);
  // Not submittable without the app: the browser's own GET would put the password in the URL.
  await expect(login.submit).toBeDisabled();
  expect(await page.evaluate(() => document.getElementById('root')?.dataset.prerendered)).toBe('login');
  release();

  // The app took over: the same fields, with what was typed, and the focus where it was.
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  expect(held.length).toBeGreaterThan(0);
  await expect(login.email).toHaveValue(E2E_ADMIN.email);
  await expect(login.password).toHaveValue(E2E_ADMIN.password);
  await expect(login.password).toBeFocused();
  await login.submit.click();
  await new Shell(page).waitForReady();
});
