import { expect, test } from '@playwright/test';
import { E2E_DEMO_USER, adminHeaders } from './fixtures';
import { LoginPage } from './pages/login-page';
import { Shell } from './pages/shell';

interface Group {
  id: string;
  razao_social: string;
  nome_fantasia: string | null;
  escritorio: { id: string; nome: string } | null;
  responsavel: { id: string; nome: string } | null;
}

test("the read-only profile reads a group's data as text: its office as the record says, no form, no save bar", async ({
  page,
}) => {
  const headers = await adminHeaders(page.request);
  const list = await page.request.get('/v1/gruposeconomicos?page_size=100', { headers });
  expect(list.status()).toBe(200);
  const row = ((await list.json()) as { items: Group[] }).items.find(
    (g) => g.nome_fantasia === 'COOPERCAFÉ SUL DE MINAS',
  );
  expect(row).toBeDefined();
  const group = (await (
    await page.request.get(`/v1/gruposeconomicos/${row?.id ?? ''}`, { headers })
  ).json()) as Group;
  const office = group.escritorio?.nome ?? '';
  expect(office).not.toBe('');

  const login = new LoginPage(page);
  await login.goto();
  await login.login(E2E_DEMO_USER.email, E2E_DEMO_USER.password);
  await new Shell(page).waitForReady();
  await page.goto(`/grupo-economico/${group.id}`);

  const data = page.getByRole('region', { name: 'Dados do grupo econômico' });
  await expect(data).toBeVisible();
  const officeTerm = data.locator('dt', { hasText: /^Escritório$/ });
  await expect(officeTerm.locator('xpath=following-sibling::dd[1]')).toHaveText(office);
  await expect(data.getByText('NENHUM')).toHaveCount(0);
  await expect(data.getByText(group.razao_social, { exact: true })).toBeVisible();
  // Text, not a disabled form: no field, no 'Salvar'.
  const main = page.getByRole('main');
  await expect(main.locator('input, select, textarea')).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
  await expect(main.locator('fieldset[disabled]')).toHaveCount(0);
});
