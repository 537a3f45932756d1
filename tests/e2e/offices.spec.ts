import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { loginAsAdmin } from './fixtures';

test.describe('offices', () => {
  test('an administrator creates an office, finds it with the filter and exports the list to CSV', async ({
    page,
  }) => {
    const shell = await loginAsAdmin(page);
    await shell.expandGroup('Cadastro');
    await shell.open('Escritórios');
    await expect(page).toHaveURL(/\/escritorios$/);
    await expect(page.getByRole('table', { name: 'Escritórios' })).toBeVisible();

    await page.getByRole('link', { name: 'Novo escritório' }).click();
    await expect(page).toHaveURL(/\/escritorios\/novo-escritorio$/);
    await page.getByLabel('Nome', { exact: true }).fill('Filial E2E; "Centro"');
    // An invalid CNPJ is refused at the field before anything is sent.
    await page.getByLabel('CNPJ').pressSequentially('11222333000182');
    await expect(page.getByLabel('CNPJ')).toHaveValue('11.222.333/0001-82');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByText('CNPJ inválido.')).toBeVisible();
    await page.getByLabel('CNPJ').fill('');
    await page.getByLabel('CNPJ').pressSequentially('11222333000181');
    await page.getByLabel('Telefone').pressSequentially('11988887777');
    await page.getByLabel('Cidade').fill('Campinas');
    await page.getByLabel('UF').selectOption('SP');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Escritório FILIAL E2E; "CENTRO" cadastrado.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/escritorios(\?.*)?$/);

    await page.getByLabel('Buscar por nome, cidade ou CNPJ').fill('filial e2e');
    await expect(page).toHaveURL(/query=FILIAL/);
    const offices = page.getByRole('table', { name: 'Escritórios' });
    await expect(offices.locator('tbody tr')).toHaveCount(1);
    await expect(offices.getByRole('cell', { name: 'CAMPINAS', exact: true })).toBeVisible();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Exportar CSV/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^escritorios-\d{4}-\d{2}-\d{2}\.csv$/);
    const filePath = await file.path();
    const text = fs.readFileSync(filePath, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Nome;CNPJ;E-mail;Telefone;Cidade;UF;Ativo');
    // Only the office the filter shows, with the ';' and the quotes of its name escaped.
    expect(lines.slice(1)).toEqual([
      '"FILIAL E2E; ""CENTRO""";11.222.333/0001-81;;(11) 98888-7777;CAMPINAS;SP;Sim',
    ]);

    await page.getByRole('link', { name: /Editar escritório FILIAL E2E/ }).click();
    await expect(page).toHaveURL(/\/escritorios\/editar-escritorio\//);
    await expect(page.getByLabel('CNPJ')).toHaveValue('11.222.333/0001-81');
    await expect(page.getByLabel('Telefone')).toHaveValue('(11) 98888-7777');
  });

  test('an administrator creates a cancellation reason in the dialog and edits it', async ({ page }) => {
    const shell = await loginAsAdmin(page);
    await shell.expandGroup('Cadastro');
    await shell.open('Motivos de cancelamento');
    await expect(page).toHaveURL(/\/motivos-cancelamento$/);

    await page.getByRole('button', { name: 'Novo motivo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo motivo de cancelamento' });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByText('Informe o nome.')).toBeVisible();
    await dialog.getByLabel('Nome', { exact: true }).fill('Rescisão E2E');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog).toBeHidden();
    const reasons = page.getByRole('table', { name: 'Motivos de cancelamento' });
    await expect(reasons.getByRole('cell', { name: 'RESCISÃO E2E', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Editar motivo RESCISÃO E2E' }).click();
    const edit = page.getByRole('dialog', { name: /Editar motivo RESCISÃO E2E/ });
    await edit.getByLabel('Ativo', { exact: true }).uncheck();
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(edit).toBeHidden();
    await expect(reasons.getByRole('row', { name: /RESCISÃO E2E/ }).getByText('Inativo')).toBeVisible();
  });
});
