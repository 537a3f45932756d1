import { expect, test } from '@playwright/test';
import { loginAsAdmin } from './fixtures';
import { ProfileFormPage, UserFormPage, passwordLinkFor } from './pages/admin-pages';
import { LoginPage } from './pages/login-page';
import { Shell } from './pages/shell';

test('an administrator creates a profile and a user; the user sees and opens only what it allows', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = `operador-${Date.now().toString(36)}@e2e.local`;
  // Not containing the user's name (the server refuses that, see password-policy.ts).
  const password = 'Tribunal-Azul-2026';

  const admin = await loginAsAdmin(page);
  await admin.open('Perfis de acesso');
  await expect(page.getByRole('table', { name: 'Perfis de acesso' })).toBeVisible();
  await page.getByRole('link', { name: 'Novo perfil' }).click();
  const profile = new ProfileFormPage(page);
  await profile.name.fill('Operador de tribunais');
  // Checking an action checks its module.
  await profile.checkbox('Visualizar tribunal').check();
  await profile.checkbox('Criar tribunal').check();
  await expect(profile.checkbox('Cadastro')).toBeChecked();
  await profile.save.click();
  await expect(page).toHaveURL(/\/perfis$/);
  await expect(page.getByRole('cell', { name: 'Operador de tribunais', exact: true })).toBeVisible();

  await admin.open('Usuários');
  await page.getByRole('link', { name: 'Novo usuário' }).click();
  const user = new UserFormPage(page);
  await user.name.fill('Otávio Operador');
  await user.nickname.fill('otavio');
  await user.email.fill(email);
  // The profile created a moment ago is already in the picker (its lookup refreshed after the save).
  await user.profile.selectOption({ label: 'Operador de tribunais' });
  // The position combobox: the typed text (upper-cased) is the first option; the keyboard picks it.
  await user.position.fill('analista de tribunais');
  await expect(user.position).toHaveValue('ANALISTA DE TRIBUNAIS');
  await expect(page.getByRole('option', { name: 'ANALISTA DE TRIBUNAIS' })).toBeVisible();
  await user.position.press('Enter');
  await expect(page.getByRole('listbox', { includeHidden: true })).toBeHidden();
  await expect(user.position).toHaveValue('ANALISTA DE TRIBUNAIS');
  await user.save.click();
  await expect(page).toHaveURL(/\/usuarios$/);
  await expect(page.getByRole('cell', { name: email, exact: true })).toBeVisible();
  await admin.logout();
  await expect(page).toHaveURL(/\/login/);

  // The welcome mail carries the link to create the password.
  await expect.poll(() => passwordLinkFor(email)).toBeTruthy();
  await page.goto(passwordLinkFor(email)!);
  await page.getByLabel('Nova senha', { exact: true }).fill(password);
  await page.getByLabel('Confirme a nova senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page).toHaveURL(/\/login/);

  const login = new LoginPage(page);
  await login.login(email, password);
  const shell = new Shell(page);
  await shell.waitForReady();
  if (new URL(page.url()).pathname === '/termo') {
    await page.getByRole('button', { name: 'Aceitar', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/termo');
  }

  // Cadastro holds only Tribunais: a group of one entry is that entry's link, under the group's name.
  const links = shell.menu.getByRole('link', { includeHidden: true });
  await expect(links).toHaveCount(1);
  await expect(shell.menuLink('Cadastro')).toHaveAttribute('href', '/tribunais');
  await expect(shell.menu.getByText('Seguradoras')).toHaveCount(0);
  await expect(shell.menu.getByText('Configurações')).toHaveCount(0);

  await shell.menuLink('Cadastro').click();
  await expect(page.getByRole('table', { name: 'Tribunais' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Novo tribunal' })).toBeVisible();

  await page.goto('/usuarios');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Usuário sem permissão para acessar a página' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/lista-cotacoes$/);
});
