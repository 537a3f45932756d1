import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { loginAsAdmin } from './fixtures';
import { PoliciesPage } from './pages/policies';

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
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('a demo policy: open it from /apolices, add a term extension, the page shows the new term', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginAsAdmin(page);
  const policies = new PoliciesPage(page);
  const found: string[] = [];

  // Filtered by its number too: other specs of the run (the legacy import) add newer policies.
  await page.goto('/apolices?situacao=vigente&numero=0775310000123');
  await expect(policies.table()).toBeVisible();
  // The demo policy registered by hand that ends in 45 days.
  await expect(policies.table().getByRole('link', { name: '0775310000123', exact: true })).toBeVisible();
  found.push(...(await seriousViolations(page, '/apolices')));

  await policies.openPolicy('0775310000123');
  await expect(policies.endorsements().locator('tbody tr')).toHaveCount(2);
  found.push(...(await seriousViolations(page, 'detalhes-apolice')));
  const term = await page.getByText(/^\d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}$/).textContent();
  const end = (term ?? '').split(' a ')[1] ?? '';
  const endIso = end.split('/').reverse().join('-');
  const newEnd = addDays(endIso, 365);
  const today = new Date().toISOString().slice(0, 10);

  await page.getByRole('link', { name: 'Novo endosso' }).click();
  await expect(page.getByLabel('Número do endosso')).toBeVisible();
  found.push(...(await seriousViolations(page, 'novo-endosso')));
  await page.goBack();

  await policies.addTermExtension('E2E-3', ddmmyyyy(today), ddmmyyyy(newEnd));
  await expect(policies.endorsements().locator('tbody tr')).toHaveCount(3);
  await expect(policies.endorsements().getByRole('row', { name: /E2E-3/ })).toContainText(ddmmyyyy(newEnd));
  await expect(page.getByText(new RegExp(` a ${ddmmyyyy(newEnd)}$`))).toBeVisible();

  await page.goto('/endossos');
  await expect(
    page.getByRole('table', { name: 'Endossos' }).getByRole('cell', { name: 'E2E-3' }),
  ).toBeVisible();
  found.push(...(await seriousViolations(page, '/endossos')));
  expect(found).toEqual([]);
});
