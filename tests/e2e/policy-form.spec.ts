import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { loginAsAdmin } from './fixtures';

// A broker's tablet in portrait: 768 px wide, touch.
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

async function seriousViolations(page: Page, screen: string): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${screen}: ${v.id} ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Chooses the first option of a select whose text holds `text` (lists arrive with their lookups). */
async function choose(select: Locator, text: string | RegExp): Promise<void> {
  const option = select.locator('option', { hasText: text }).first();
  await expect(option).toBeAttached();
  await select.selectOption((await option.getAttribute('value')) ?? '');
}

/** Key by key, as a finger types (the money and date inputs reformat on every key). */
async function type(input: Locator, text: string): Promise<void> {
  await input.tap();
  await input.fill('');
  await input.pressSequentially(text);
}

test('a policy registered by hand, its premium edited, listed in /apolices', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAsAdmin(page);
  const found: string[] = [];
  const numero = `E2E-${Date.now()}`;

  await page.goto('/apolices');
  await page.getByRole('link', { name: 'Nova apólice' }).click();
  await expect(page).toHaveURL(/\/apolices\/nova-apolice$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nova apólice' })).toBeVisible();
  found.push(...(await seriousViolations(page, 'nova-apolice')));

  // Saving empty names what is missing, in Portuguese, beside each field.
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Informe o número da apólice.')).toBeVisible();
  await expect(page.getByText('Informe o prêmio.')).toBeVisible();

  await field(page, 'Número da apólice').fill(numero);
  await choose(field(page, 'Seguradora'), 'AURORA');
  await choose(field(page, 'Grupo econômico'), 'HORIZONTE');
  await choose(field(page, 'Tomador'), 'HORIZONTE');
  await choose(field(page, 'Modalidade'), 'EXECUTANTE');
  await choose(field(page, 'Sub-modalidade'), 'EXECUTANTE CONSTRUTOR');
  await choose(field(page, 'Tipo de emissão'), 'Apólice nova');
  await type(field(page, 'Importância segurada'), '250000');
  await type(field(page, 'Prêmio'), '3000');
  await type(field(page, 'Data de emissão'), ddmmyyyy(inDays(-10)));
  await type(field(page, 'Início da vigência'), ddmmyyyy(inDays(-10)));
  await type(field(page, 'Fim da vigência'), ddmmyyyy(inDays(355)));
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Apólice ${numero} cadastrada.` })).toBeVisible();
  await expect(page).toHaveURL(/\/apolices\/[^/]+\/detalhes-apolice$/);
  await expect(page.getByRole('heading', { level: 1, name: `Apólice ${numero}` })).toBeVisible();

  await page.getByRole('link', { name: 'Editar apólice' }).click();
  await expect(page).toHaveURL(/\/editar-apolice$/);
  await expect(field(page, 'Prêmio')).toHaveValue('3.000,00');
  found.push(...(await seriousViolations(page, 'editar-apolice')));
  await type(field(page, 'Prêmio'), '3456,78');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Apólice ${numero} salva.` })).toBeVisible();
  await expect(page).toHaveURL(/\/detalhes-apolice$/);
  await expect(page.getByText('R$ 3.456,78').first()).toBeVisible();

  await page.goto(`/apolices?query=${numero}`);
  await expect(
    page.getByRole('table', { name: 'Apólices' }).getByRole('link', { name: numero, exact: true }),
  ).toBeVisible();
  expect(found).toEqual([]);
});

test("the 'Vencendo' view lists the demo judicial policy first; 'Renovar' opens a pre-filled quotation", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginAsAdmin(page);
  const found: string[] = [];

  await page.goto('/apolices');
  await page.getByRole('button', { name: 'Vencendo' }).click();
  await expect(page).toHaveURL(/vencendo=30/);
  await field(page, 'Vencendo nos').selectOption('60');
  await expect(page).toHaveURL(/vencendo=60/);
  const table = page.getByRole('table', { name: 'Apólices vencendo' });
  // The demo labour-court bond ends in 40 days: judicial, so first.
  const first = table.locator('tbody tr').first();
  await expect(first).toContainText('0775310000310');
  await expect(first).toContainText('Judicial');
  await expect(first).toContainText('em 40 dias');
  found.push(...(await seriousViolations(page, '/apolices?vencendo')));

  await first.getByRole('link', { name: 'Renovar a apólice 0775310000310' }).click();
  await expect(page).toHaveURL(/\/nova-cotacao\?apolice=/);
  await expect(page.getByText('Renovação da apólice 0775310000310')).toBeVisible();
  await expect(page.getByLabel('Grupo econômico')).not.toHaveValue('');
  await expect(page.getByLabel('Tomador')).not.toHaveValue('');
  expect(found).toEqual([]);
});

test('the agro policies list answers with its filters in the URL', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/apolices-agro');
  await expect(page.getByRole('heading', { level: 1, name: 'Apólices agro' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Apólices agro' })).toBeVisible();
  expect(await seriousViolations(page, '/apolices-agro')).toEqual([]);
});
