import { expect, test } from '@playwright/test';
import { E2E_DEMO_USER, loginAsAdmin } from './fixtures';
import { LoginPage } from './pages/login-page';
import { Shell } from './pages/shell';

test.describe('courts and units', () => {
  test('an administrator logs in, creates a court and a unit, finds them in the filtered lists and logs out', async ({
    page,
  }) => {
    const shell = await loginAsAdmin(page);
    await shell.expandGroup('Cadastro');
    await expect(shell.menuLink('Tribunais')).toBeVisible();
    await expect(shell.menu.getByText('Cadastro')).toBeVisible();
    await expect(shell.menu.getByText('Configurações')).toBeVisible();

    await shell.open('Tribunais');
    await expect(page).toHaveURL(/\/tribunais$/);
    await expect(page).toHaveTitle(/Tribunais/);
    await expect(page.getByRole('table', { name: 'Tribunais' })).toBeVisible();
    // The seeded CNJ courts are there, five per page by default.
    await expect(page.getByRole('table', { name: 'Tribunais' }).locator('tbody tr')).toHaveCount(5);

    await page.getByRole('link', { name: 'Novo tribunal' }).click();
    await expect(page).toHaveURL(/\/tribunais\/novo-tribunal$/);
    await expect(shell.breadcrumbs.getByRole('link', { name: 'Tribunais' })).toBeVisible();
    await page.getByLabel('Segmento do Judiciário').selectOption('9');
    await page.getByLabel('Código do tribunal (TR)').fill('35');
    await page.getByLabel('Sigla').fill('tjmte');
    // Text inputs upper-case what is typed (SPEC.md §5).
    await expect(page.getByLabel('Sigla')).toHaveValue('TJMTE');
    await page.getByLabel('Nome', { exact: true }).fill('Tribunal de Justiça Militar de Teste');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Tribunal TJMTE cadastrado.' })).toBeVisible();
    await expect(page).toHaveURL(/\/tribunais(\?.*)?$/);

    const filter = page.getByLabel('Buscar por código, sigla ou nome');
    await filter.fill('tjmte');
    await expect(page).toHaveURL(/query=TJMTE/);
    const courts = page.getByRole('table', { name: 'Tribunais' });
    await expect(courts.locator('tbody tr')).toHaveCount(1);
    await expect(courts.getByRole('cell', { name: '9.35', exact: true })).toBeVisible();

    // The filter lives in the URL: a reload keeps it.
    await page.reload();
    await expect(page.getByLabel('Buscar por código, sigla ou nome')).toHaveValue('TJMTE');
    await expect(page.getByRole('table', { name: 'Tribunais' }).locator('tbody tr')).toHaveCount(1);

    await page.getByRole('link', { name: 'Varas do tribunal TJMTE' }).click();
    await expect(page).toHaveURL(/\/varas/);
    await page.getByRole('link', { name: 'Nova vara' }).click();
    await page.getByLabel('Código da vara').fill('0042');
    await page.getByLabel('Nome', { exact: true }).fill('1ª Auditoria de Teste');
    await page.getByLabel('Comarca').fill('Belo Horizonte');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Vara 0042 cadastrada.' })).toBeVisible();
    const units = page.getByRole('table', { name: /Varas/ });
    await expect(units.getByRole('cell', { name: '1ª AUDITORIA DE TESTE', exact: true })).toBeVisible();
    await page.getByLabel(/Buscar/).fill('auditoria');
    await expect(page).toHaveURL(/query=AUDITORIA/);
    await expect(units.locator('tbody tr')).toHaveCount(1);

    await shell.logout();
    await expect(page).toHaveURL(/\/login/);
    await new LoginPage(page).heading.waitFor();
    // Logged out: a protected page sends back to the login.
    await page.goto('/tribunais');
    await expect(page).toHaveURL(/\/login/);
  });

  test('a user without criar_tribunal is refused with the message and sent to the quotation list', async ({
    page,
  }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login(E2E_DEMO_USER.email, E2E_DEMO_USER.password);
    const shell = new Shell(page);
    await shell.waitForReady();

    // The read-only profile sees the courts but not the button to create one, and no Configurações.
    await shell.open('Tribunais');
    await expect(page.getByRole('table', { name: 'Tribunais' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Novo tribunal' })).toHaveCount(0);
    await expect(shell.menu.getByText('Configurações')).toHaveCount(0);

    await page.goto('/tribunais/novo-tribunal');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Usuário sem permissão para acessar a página' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/lista-cotacoes$/);
  });

  test('a protected page opened without a session returns there after login', async ({ page }) => {
    await page.goto('/tribunais?page=2');
    await expect(page).toHaveURL(/\/login/);
    const login = new LoginPage(page);
    await login.login(E2E_DEMO_USER.email, E2E_DEMO_USER.password);
    await expect(page).toHaveURL(/\/tribunais\?page=2$/);
    await expect(page.getByRole('table', { name: 'Tribunais' })).toBeVisible();
  });

  test('a wrong password shows the exact server message', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login(E2E_DEMO_USER.email, 'senha-errada-1');
    await expect(page.getByRole('alert').filter({ hasText: 'Usuário ou senha inválidos.' })).toBeVisible();
  });
});
