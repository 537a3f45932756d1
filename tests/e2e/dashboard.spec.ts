import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { loginAsAdmin } from './fixtures';

// A broker's tablet in portrait: 768 px wide, touch.
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

async function violations(page: Page, screen: string): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations.map(
    (v) =>
      `${screen}: ${v.id} ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

const panel = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test('the dashboard: change the period, follow a figure to its filtered list, no axe violations', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginAsAdmin(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const stages = panel(page, 'Cotações em aberto por etapa');
  await expect(stages.getByRole('table')).toBeVisible();
  await expect(stages.getByRole('img')).toBeVisible();
  await expect(panel(page, 'Apólices vencendo').getByRole('table')).toBeVisible();
  await expect(panel(page, 'Pendências').getByRole('table')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Baixar CSV/ }).first()).toBeVisible();
  const found = await violations(page, '/dashboard');

  // The period picker lives in the URL: a quarter shows three months.
  const results = panel(page, 'Cotações ganhas e perdidas por mês');
  await expect(results.locator('tbody tr')).toHaveCount(1);
  await page.getByRole('navigation', { name: 'Período' }).getByRole('link', { name: 'Trimestre' }).tap();
  await expect(page).toHaveURL(/[?&]periodo=trimestre/);
  await expect(results.locator('tbody tr')).toHaveCount(3);
  await expect(
    page.getByRole('navigation', { name: 'Período' }).getByRole('link', { name: 'Trimestre' }),
  ).toHaveAttribute('aria-current', 'page');

  // A figure opens the list that shows its rows: the quotations waiting in 'Cotação com as seguradoras'.
  const row = stages.getByRole('row', { name: /Cotação com as seguradoras/ });
  const figure = row.getByRole('link').first();
  const count = Number(((await figure.textContent()) ?? '').replace(/\D/g, ''));
  expect(count).toBeGreaterThan(0);
  await figure.tap();
  await expect(page).toHaveURL(/\/lista-cotacoes\?.*etapa=aguardando_cotacao/);
  await expect(page).toHaveURL(/status=em_andamento/);
  const list = page.getByRole('table', { name: 'Cotações de garantia' });
  await expect(list.locator('tbody tr')).toHaveCount(count);

  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(stages.getByRole('table')).toBeVisible();
  expect(found).toEqual([]);
});
