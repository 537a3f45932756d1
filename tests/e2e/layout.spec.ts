import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { E2E_DEMO_USER, adminHeaders, loginAsAdmin, waitForAppOffline } from './fixtures';
import { LoginPage } from './pages/login-page';
import { CourtFormPage } from './pages/court-form-page';
import { Shell } from './pages/shell';
import { SyncIndicator } from './pages/sync-indicator';

/** iPad landscape: the sidebar open leaves the page 724 px. */
const IPAD_LANDSCAPE = { width: 1024, height: 768 };

/** The row actions of a list: the links and buttons of its last column. */
function rowActions(page: Page) {
  return page.getByRole('table').locator('tbody td:last-child').locator('a, button');
}

/** Every row action of the list at `path` lies inside the window: none hides behind a sideways scroll. */
async function expectRowActionsInView(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('[data-skeleton]')).toHaveCount(0);
  const actions = await rowActions(page).all();
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('sem viewport');
  for (const action of actions) {
    const box = await action.boundingBox();
    const name = `${path}: ${(await action.getAttribute('aria-label')) ?? (await action.innerText())}`;
    expect(box, `${name} sem caixa`).not.toBeNull();
    if (!box) continue;
    expect(box.x, `${name} cortada à esquerda`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} cortada à direita`).toBeLessThanOrEqual(viewport.width);
    // What the user sees at that point is the action itself, not a cell scrolled over it.
    const onTop = await action.evaluate(
      (element, [x, y]) => {
        const hit = document.elementFromPoint(x ?? 0, y ?? 0);
        return hit !== null && element.contains(hit);
      },
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(onTop, `${name} coberta`).toBe(true);
  }
}

/** The admin lists, all with rows in the demo data but the insurers, brokers, offices and reasons. */
const ADMIN_LISTS = [
  '/tribunais',
  '/usuarios',
  '/perfis',
  '/grupos-modalidades',
  '/seguradoras',
  '/corretoras',
  '/escritorios',
  '/motivos-cancelamento',
];

test.describe('tablet layout', () => {
  test.use({ viewport: IPAD_LANDSCAPE });

  test('at 1024 px the row actions of /tribunais and /usuarios are inside the window', async ({ page }) => {
    await loginAsAdmin(page);
    for (const path of ['/tribunais', '/usuarios']) {
      await page.goto(path);
      await expect(rowActions(page).first()).toBeVisible();
      await expectRowActionsInView(page, path);
    }
  });

  test('at 768 and 1024 px every admin list fits its table and shows its row actions', async ({ page }) => {
    test.setTimeout(60_000);
    await loginAsAdmin(page);
    for (const width of [768, 1024]) {
      await page.setViewportSize({ width, height: width === 768 ? 1024 : 768 });
      for (const path of ADMIN_LISTS) {
        await expectRowActionsInView(page, path);
        // Secondary columns make room: no sideways scroll at all on an iPad.
        const overflow = await page
          .locator('.table-scroll')
          .evaluate((region) => region.scrollWidth - region.clientWidth);
        expect(overflow, `${path} a ${String(width)} px rola de lado`).toBeLessThanOrEqual(0);
      }
    }
  });

  test("'Salvar' of the long insurer form is in sight without scrolling", async ({ page }) => {
    const headers = await adminHeaders(page.request);
    const created = await page.request.post('/v1/seguradoras', {
      headers,
      data: { nome: 'Seguradora Longa', razao_social: 'Seguradora Longa S.A.', cnpj: generateCnpj() },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await loginAsAdmin(page);
    await page.goto(`/seguradora/${id}`);
    const form = page.getByRole('form', { name: 'Dados da seguradora' });
    await expect(form.getByLabel('Nome', { exact: true })).toHaveValue('Seguradora Longa');
    // The form is taller than the window, so without the sticky bar 'Salvar' would be below the fold.
    const formBox = await form.boundingBox();
    expect(formBox?.height ?? 0).toBeGreaterThan(IPAD_LANDSCAPE.height);
    await expect(form.getByRole('button', { name: 'Salvar', exact: true })).toBeInViewport({ ratio: 1 });
    await expect(form.getByRole('button', { name: 'Cancelar', exact: true })).toBeInViewport({ ratio: 1 });
  });
});

/** The sidebar entries that open a list, by the name the menu gives them, and the list's path. */
const LISTS = [
  ['Seguradoras', '/seguradoras'],
  ['Corretoras', '/corretoras'],
  ['Grupos Modalidades', '/grupos-modalidades'],
  ['Tribunais', '/tribunais'],
  ['Motivos de cancelamento', '/motivos-cancelamento'],
  ['Escritórios', '/escritorios'],
  ['Cotações', '/lista-cotacoes'],
  ['Perfis de acesso', '/perfis'],
  ['Usuários', '/usuarios'],
] as const;

test('each screen has one name: menu entry, document title, breadcrumb and heading agree', async ({
  page,
}) => {
  const shell = await loginAsAdmin(page);
  for (const [name, path] of LISTS) {
    await shell.open(name);
    await expect(page).toHaveURL((url) => url.pathname === path);
    await expect(page).toHaveTitle(`${name} · Portal da Corretora`);
    // The crumb may be cut or wrapped in a narrow toolbar: its full name stays as the tooltip.
    await expect(shell.breadcrumbs.locator('[aria-current="page"]')).toHaveText(name);
    await expect(shell.breadcrumbs.locator('[aria-current="page"]')).toHaveAttribute('title', name);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  }
});

test('a list keeps its page size and filters when the user comes back to it from the menu', async ({
  page,
}) => {
  const shell = await loginAsAdmin(page);
  await shell.open('Tribunais');
  const pagination = page.getByRole('navigation', { name: 'Paginação' });
  await pagination.getByLabel('Itens por página').selectOption('10');
  await expect(page).toHaveURL(/page_size=10/);
  await page.getByLabel(/^Buscar/).fill('tribunal');
  await expect(page).toHaveURL(/query=TRIBUNAL/);

  await shell.open('Usuários');
  await expect(page).toHaveURL((url) => url.pathname === '/usuarios' && url.search === '');
  await shell.open('Tribunais');
  await expect(page).toHaveURL(/query=TRIBUNAL/);
  await expect(page).toHaveURL(/page_size=10/);
  await expect(page.getByLabel(/^Buscar/)).toHaveValue('TRIBUNAL');

  // The breadcrumbs of a court's units lead back to the same filtered list.
  await page
    .getByRole('link', { name: /^Varas do tribunal / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/varas/);
  await shell.breadcrumbs.getByRole('link', { name: 'Tribunais' }).click();
  await expect(page).toHaveURL(/query=TRIBUNAL/);

  // Any other way in (a link, a bookmark, the breadcrumbs) still opens 10 per page; the default stays 5
  // on the lists the user never changed.
  await page.goto('/tribunais');
  await expect(page).toHaveURL(/page_size=10/);
  await expect(pagination.getByLabel('Itens por página')).toHaveValue('10');
  await page.goto('/escritorios');
  await expect(pagination.getByLabel('Itens por página')).toHaveValue('5');
});

test("a refused login says why inside the form, next to 'Entrar'", async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(E2E_DEMO_USER.email, 'senha-errada-2');
  const refusal = page
    .getByRole('main')
    .getByRole('alert')
    .filter({ hasText: 'Usuário ou senha inválidos.' });
  await expect(refusal).toBeVisible();
  const [alertBox, submitBox] = await Promise.all([refusal.boundingBox(), login.submit.boundingBox()]);
  expect(alertBox && submitBox && submitBox.y - (alertBox.y + alertBox.height)).toBeLessThan(40);
});

test('an alert opens below the toolbar: the sync status stays in sight', async ({ page }) => {
  await page.setViewportSize(IPAD_LANDSCAPE);
  const login = new LoginPage(page);
  await login.goto();
  await login.login(E2E_DEMO_USER.email, E2E_DEMO_USER.password);
  await new Shell(page).waitForReady();
  // The read-only profile may not open the users: the guard says so in the alert banner.
  await page.goto('/usuarios');
  const alert = page.getByRole('alert').filter({ hasText: 'Usuário sem permissão para acessar a página' });
  await expect(alert).toBeVisible();
  const toolbar = page.getByRole('banner');
  const [alertBox, toolbarBox] = await Promise.all([alert.boundingBox(), toolbar.boundingBox()]);
  expect(alertBox && toolbarBox && alertBox.y - (toolbarBox.y + toolbarBox.height)).toBeGreaterThanOrEqual(0);
});

/** Boxes of two elements overlap (touching edges do not count). */
function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('field tablet layout', () => {
  test('the guarantee quotation list shows every column it keeps, without a sideways scroll', async ({
    page,
  }) => {
    await loginAsAdmin(page);
    for (const width of [768, 1024]) {
      await page.setViewportSize({ width, height: width === 768 ? 1024 : 768 });
      await page.goto('/lista-cotacoes');
      const table = page.getByRole('table', { name: 'Cotações' });
      await expect(table.locator('tbody tr').first()).toBeVisible();
      await expect(page.locator('[data-skeleton]')).toHaveCount(0);
      const region = page.locator('.table-scroll');
      const overflow = await region.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow, `/lista-cotacoes a ${String(width)} px rola de lado`).toBeLessThanOrEqual(0);
      // The last column shown (the open critiques) is inside the region, as is each row's number link.
      const regionBox = await region.boundingBox();
      const lastHeader = table.locator('thead th:visible').last();
      await expect(lastHeader).toHaveText('Críticas abertas');
      const lastBox = await lastHeader.boundingBox();
      expect(regionBox && lastBox && lastBox.x + lastBox.width).toBeLessThanOrEqual(
        (regionBox?.x ?? 0) + (regionBox?.width ?? 0) + 1,
      );
      for (const link of await table.locator('tbody td:first-child a').all()) {
        const box = await link.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width, await link.innerText()).toBe(true);
      }
    }
  });

  test('at 768 px with the menu open the page name does not run under the sync indicator', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    // The menu open (the 300 px one, not the icon rail) as the user left it.
    await page.addInitScript(() => localStorage.setItem('portal.menu-recolhido', '0'));
    const shell = await loginAsAdmin(page);
    const indicator = new SyncIndicator(page);
    for (const path of ['/lista-cotacoes', '/motivos-cancelamento', '/grupos-modalidades', '/meu-perfil']) {
      await page.goto(path);
      await expect(shell.menu).toBeVisible();
      const current = shell.breadcrumbs.locator('[aria-current="page"]');
      await expect(current).toBeVisible();
      const [title, status] = await Promise.all([current.boundingBox(), indicator.connection.boundingBox()]);
      expect(title, `${path}: título sem caixa`).not.toBeNull();
      expect(status, `${path}: indicador sem caixa`).not.toBeNull();
      if (!title || !status) continue;
      expect(title.x + title.width, `${path}: título sob o indicador`).toBeLessThanOrEqual(status.x);
      // The buttons give way, never vanish: 'Sair' and the profile keep their names.
      await expect(shell.logoutButton).toBeVisible();
    }
  });

  test("the 'Sem conexão' alert covers neither the header nor 'Salvar', and goes once the outbox sent", async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 768, height: 1024 });
    await loginAsAdmin(page);
    await waitForAppOffline(page);
    await page.goto('/tribunais/novo-tribunal');
    const court = new CourtFormPage(page);
    await expect(court.name).toBeVisible();

    await context.setOffline(true);
    const suffix = Date.now().toString(36).slice(-3).toUpperCase();
    await court.fill({
      segmento: '8',
      codigoTr: '91',
      sigla: `TJL${suffix}`,
      nome: `Tribunal Layout ${suffix}`,
    });
    await court.save.click();
    const queued = page.getByRole('status').filter({ hasText: 'Sem conexão: salvo no dispositivo' });
    await expect(queued).toBeVisible();
    // The form gives way to the list, where the alert still shows.
    await expect(page).toHaveURL((url) => url.pathname === '/tribunais');
    const heading = page.getByRole('heading', { level: 1, name: 'Tribunais' });
    await expect(heading).toBeVisible();

    const alertBox = await queued.boundingBox();
    expect(alertBox).not.toBeNull();
    const covered = [page.getByRole('banner'), heading, page.getByRole('link', { name: 'Novo tribunal' })];
    for (const element of covered) {
      const box = await element.boundingBox();
      expect(box, await element.innerText()).not.toBeNull();
      if (alertBox && box) expect(overlaps(alertBox, box), await element.innerText()).toBe(false);
    }

    // The signal returns and the outbox sends: the alert no longer says the truth and goes, long
    // before its 10 s.
    await context.setOffline(false);
    await new SyncIndicator(page).syncNow.click();
    await expect(new SyncIndicator(page).link).toHaveAccessibleName(SyncIndicator.waiting(0), {
      timeout: 15_000,
    });
    await expect(queued).toHaveCount(0, { timeout: 2_000 });
  });
});
