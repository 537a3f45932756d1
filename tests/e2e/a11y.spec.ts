import AxeBuilder from '@axe-core/playwright';
import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { adminHeaders, loginAsAdmin } from './fixtures';
import { LoginPage } from './pages/login-page';

/**
 * The WCAG 2.1 A/AA rules plus axe's landmark best practices (content inside landmarks, named and
 * unique regions, one main, one h1), held at 0 violations on the main screens.
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const LANDMARK_RULES = [
  'region',
  'landmark-one-main',
  'landmark-unique',
  'landmark-no-duplicate-main',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-main-is-top-level',
  'landmark-banner-is-top-level',
  'landmark-complementary-is-top-level',
  'landmark-contentinfo-is-top-level',
  'page-has-heading-one',
];

async function axeViolations(page: Page): Promise<string[]> {
  // One run over both sets (axe cannot run twice at once); of the best practices only landmarks count.
  const result = await new AxeBuilder({ page }).withTags([...AXE_TAGS, 'best-practice']).analyze();
  return result.violations
    .filter((v) => LANDMARK_RULES.includes(v.id) || v.tags.some((tag) => AXE_TAGS.includes(tag)))
    .map(
      (v) =>
        `${new URL(page.url()).pathname} ${v.id}: ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

/** Waits until a screen is settled: its h1 shown and no list still loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText('Carregando…')).toHaveCount(0);
}

/** An insurer to open: the demo data has none. */
async function createInsurer(request: APIRequestContext): Promise<string> {
  const { authorization } = await adminHeaders(request);
  const created = await request.post('/v1/seguradoras', {
    headers: { authorization },
    data: { nome: 'Seguradora Acessível', razao_social: 'Seguradora Acessível S.A.', cnpj: generateCnpj() },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** Follows the first row action of a list whose accessible name starts with `prefix`. */
async function openFirst(page: Page, listPath: string, prefix: string): Promise<void> {
  await page.goto(listPath);
  const link = page.getByRole('link', { name: new RegExp(`^${prefix}`) }).first();
  await link.click();
  await page.waitForURL((url) => url.pathname !== listPath);
}

const SCREENS: { name: string; open: (page: Page) => Promise<void> }[] = [
  { name: '/lista-cotacoes', open: (p) => p.goto('/lista-cotacoes').then(() => undefined) },
  { name: '/nova-cotacao', open: (p) => p.goto('/nova-cotacao').then(() => undefined) },
  { name: '/acompanhar-criticas', open: (p) => p.goto('/acompanhar-criticas').then(() => undefined) },
  { name: '/tribunais', open: (p) => p.goto('/tribunais').then(() => undefined) },
  { name: 'varas de um tribunal', open: (p) => openFirst(p, '/tribunais', 'Varas') },
  { name: '/usuarios', open: (p) => p.goto('/usuarios').then(() => undefined) },
  { name: 'edição de usuário', open: (p) => openFirst(p, '/usuarios', 'Editar usuário') },
  { name: '/perfis', open: (p) => p.goto('/perfis').then(() => undefined) },
  { name: 'edição de perfil', open: (p) => openFirst(p, '/perfis', 'Editar perfil') },
  { name: '/escritorios', open: (p) => p.goto('/escritorios').then(() => undefined) },
  { name: '/motivos-cancelamento', open: (p) => p.goto('/motivos-cancelamento').then(() => undefined) },
  { name: '/grupos-modalidades', open: (p) => p.goto('/grupos-modalidades').then(() => undefined) },
  { name: '/seguradoras', open: (p) => p.goto('/seguradoras').then(() => undefined) },
  {
    name: 'edição de seguradora',
    open: async (p) => {
      await p.goto(`/seguradora/${await createInsurer(p.request)}`);
    },
  },
  { name: '/corretoras', open: (p) => p.goto('/corretoras').then(() => undefined) },
  { name: '/meu-perfil', open: (p) => p.goto('/meu-perfil').then(() => undefined) },
  { name: '/sincronizacao', open: (p) => p.goto('/sincronizacao').then(() => undefined) },
];

for (const width of [768, 1024]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 768 ? 1024 : 768 } });

    test('axe finds no violation on the main screens', async ({ page }) => {
      // 18 axe runs; on the shared 2-core machine 2 minutes were not always enough.
      test.setTimeout(240_000);
      const found: string[] = [];
      const login = new LoginPage(page);
      await login.goto();
      found.push(...(await axeViolations(page)));
      await loginAsAdmin(page);
      for (const screen of SCREENS) {
        await screen.open(page);
        await settled(page);
        found.push(...(await axeViolations(page)));
      }
      expect(found).toEqual([]);
    });
  });
}

/** Violations axe rates serious or critical, with the screen and the first nodes, for the report. */
async function seriousViolations(page: Page, screen: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${screen} ${v.id}: ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

let demoConsult: { groupId: string; consultId: string } | undefined;

/** The first demo group with a credit-limit consult, and that consult (looked up once). */
async function groupWithConsult(request: APIRequestContext): Promise<{ groupId: string; consultId: string }> {
  demoConsult ??= await findGroupWithConsult(request);
  return demoConsult;
}

async function findGroupWithConsult(
  request: APIRequestContext,
): Promise<{ groupId: string; consultId: string }> {
  const headers = await adminHeaders(request);
  const groups = await request.get('/v1/gruposeconomicos?page=1&page_size=50', { headers });
  expect(groups.ok()).toBe(true);
  for (const group of ((await groups.json()) as { items: { id: string }[] }).items) {
    const consults = await request.get(`/v1/gruposeconomicos/${group.id}/limitescredito?page=1&page_size=5`, {
      headers,
    });
    if (!consults.ok()) continue;
    const [consult] = ((await consults.json()) as { items: { id: string }[] }).items;
    if (consult) return { groupId: group.id, consultId: consult.id };
  }
  throw new Error('nenhum grupo de demonstração tem consulta de limite');
}

/** Opens the list at `listPath` and follows the first link inside its table (the record's number). */
async function openFirstInTable(page: Page, listPath: string): Promise<void> {
  await page.goto(listPath);
  await page.getByRole('table').getByRole('link').first().click();
  await page.waitForURL((url) => url.pathname !== listPath);
}

/**
 * The screens a field agent uses on a 768 px tablet, with the demo data: every domain's main list and
 * its record page, the quotation wizard, the own profile and the two screens outside the shell.
 */
const FIELD_SCREENS: { name: string; open: (page: Page) => Promise<void> }[] = [
  { name: 'grupos econômicos', open: (p) => p.goto('/grupo-economico').then(() => undefined) },
  {
    name: 'grupo econômico',
    open: async (p) => {
      const { groupId } = await groupWithConsult(p.request);
      await p.goto(`/grupo-economico/${groupId}`);
    },
  },
  {
    name: 'limites de crédito',
    open: async (p) => {
      const { groupId } = await groupWithConsult(p.request);
      await p.goto(`/grupo-economico/${groupId}/limite-de-credito`);
    },
  },
  {
    name: 'consulta de limite',
    open: async (p) => {
      const { groupId, consultId } = await groupWithConsult(p.request);
      await p.goto(`/grupo-economico/${groupId}/limite-de-credito/${consultId}`);
    },
  },
  { name: 'cotações garantia', open: (p) => p.goto('/lista-cotacoes').then(() => undefined) },
  { name: 'cotação garantia', open: (p) => openFirstInTable(p, '/lista-cotacoes') },
  { name: 'nova cotação (assistente)', open: (p) => p.goto('/nova-cotacao').then(() => undefined) },
  { name: 'cotações agro', open: (p) => p.goto('/lista-cotacoes-agro').then(() => undefined) },
  { name: 'cotação agro', open: (p) => openFirstInTable(p, '/lista-cotacoes-agro') },
  { name: 'propostas', open: (p) => p.goto('/propostas').then(() => undefined) },
  { name: 'escritórios', open: (p) => p.goto('/escritorios').then(() => undefined) },
  { name: 'usuários', open: (p) => p.goto('/usuarios').then(() => undefined) },
  { name: 'perfis de acesso', open: (p) => p.goto('/perfis').then(() => undefined) },
  { name: 'tribunais', open: (p) => p.goto('/tribunais').then(() => undefined) },
  { name: 'seguradoras', open: (p) => p.goto('/seguradoras').then(() => undefined) },
  { name: 'modalidades', open: (p) => p.goto('/grupos-modalidades').then(() => undefined) },
  { name: 'motivos de cancelamento', open: (p) => p.goto('/motivos-cancelamento').then(() => undefined) },
  { name: 'corretoras', open: (p) => p.goto('/corretoras').then(() => undefined) },
  { name: 'carteira', open: (p) => p.goto('/carteira').then(() => undefined) },
  { name: 'meu perfil', open: (p) => p.goto('/meu-perfil').then(() => undefined) },
];

test.describe('field screens at 768 px', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('axe finds no serious or critical violation on the 22 field screens', async ({ page }) => {
    // 22 axe runs: about 2 minutes on a busy machine.
    test.setTimeout(360_000);
    const found: string[] = [];
    // Outside the shell: the login and the guest's agro form.
    await new LoginPage(page).goto();
    await settled(page);
    found.push(...(await seriousViolations(page, 'login')));
    await page.goto('/nova-cotacao/agro');
    await settled(page);
    found.push(...(await seriousViolations(page, 'formulário do convidado')));

    await loginAsAdmin(page);
    for (const screen of FIELD_SCREENS) {
      await screen.open(page);
      await settled(page);
      found.push(...(await seriousViolations(page, screen.name)));
    }
    expect(found).toEqual([]);
  });

  test('every scrollable region is reachable by keyboard and named', async ({ page }) => {
    test.setTimeout(240_000);
    const found: string[] = [];
    await loginAsAdmin(page);
    for (const screen of FIELD_SCREENS) {
      await screen.open(page);
      await settled(page);
      const unreachable = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('main *'))
          .filter((el) => {
            const style = getComputedStyle(el);
            const scrolls = ['auto', 'scroll'].includes(style.overflowX) && el.scrollWidth > el.clientWidth;
            return scrolls && (el.tabIndex < 0 || !el.getAttribute('aria-label') || el.role !== 'region');
          })
          .map((el) => el.className),
      );
      found.push(...unreachable.map((c) => `${screen.name}: ${c}`));
    }
    expect(found).toEqual([]);
  });
});
