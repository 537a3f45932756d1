import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { loginAsAdmin, waitForAppOffline } from './fixtures';
import { CourtFormPage } from './pages/court-form-page';
import { SyncIndicator } from './pages/sync-indicator';

/** What a list says when it was never loaded on the device and there is no signal. */
const NOT_ON_DEVICE =
  'Sem conexão. Estes dados ainda não estão neste dispositivo; serão carregados quando o sinal voltar.';
const SYSTEM_ERROR = 'Ocorreu um erro no sistema.';
/** What a list searched offline says: it shows only the rows this device holds. */
const PARTIAL = /Sem conexão: mostrando só o que já está neste dispositivo \(\d+ registros?\)/;
const QUEUED = 'Sem conexão: salvo no dispositivo. Será enviado automaticamente quando a conexão voltar.';

async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await waitForAppOffline(page);
}

/** Records in the page whether the 'Carregando' overlay (or any loading dialog) ever shows, from now on. */
async function watchLoadingOverlay(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const showing = () =>
      document.querySelector('[data-loading-overlay]') !== null ||
      [...document.querySelectorAll('[role="dialog"]')].some((d) => d.textContent.includes('Carregando'));
    const seen = { value: showing() };
    new MutationObserver(() => {
      if (showing()) seen.value = true;
    }).observe(document.body, { childList: true, subtree: true });
    Object.assign(window, { __overlaySeen: seen });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __overlaySeen: { value: boolean } }).__overlaySeen.value);
}

test.describe('lists on a slow or missing signal', () => {
  test('an unvisited list opened offline says the data is not on the device yet, never an error', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const shell = await loginAsAdmin(page);
    await waitForServiceWorkerControl(page);
    await waitForAppOffline(page);
    await context.setOffline(true);
    await expect(new SyncIndicator(page).connection).toHaveText('Sem conexão');

    await shell.open('Corretoras');
    const table = page.getByRole('table', { name: 'Corretoras' });
    await expect(table).toContainText(NOT_ON_DEVICE);
    await expect(page.getByText(SYSTEM_ERROR)).toHaveCount(0);

    // Opened cold without signal (the shell from the service worker), on a page number of the link.
    await page.goto('/corretoras?page=2');
    await expect(page.getByRole('table', { name: 'Corretoras' })).toContainText(NOT_ON_DEVICE);
    await expect(page.getByText('Página 2', { exact: true })).toBeVisible();
    await expect(page.getByText(/Página 2 de/)).toHaveCount(0);
    await expect(page.getByText(SYSTEM_ERROR)).toHaveCount(0);

    // The signal returns: the list loads by itself.
    await context.setOffline(false);
    await expect(page.getByRole('table', { name: 'Corretoras' })).not.toContainText(NOT_ON_DEVICE);
    await expect(page.getByText(/Página \d+ de \d+/)).toBeVisible();
  });

  test('an office saved offline shows in its list as pending, then as a normal row once sent', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const shell = await loginAsAdmin(page);
    await waitForServiceWorkerControl(page);
    await waitForAppOffline(page);
    const indicator = new SyncIndicator(page);
    await shell.open('Escritórios');
    const offices = page.getByRole('table', { name: 'Escritórios' });
    await expect(offices.locator('tbody tr').first()).toBeVisible();

    await context.setOffline(true);
    await page.getByRole('link', { name: 'Novo escritório' }).click();
    await page.getByLabel('Nome', { exact: true }).fill('Escritorio Offline E2E');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('status').filter({ hasText: QUEUED })).toBeVisible();
    await expect(page).toHaveURL(/\/escritorios(\?.*)?$/);

    const pendingRow = offices.getByRole('row').filter({ hasText: 'ESCRITORIO OFFLINE E2E' });
    await expect(pendingRow).toHaveCount(1);
    await expect(pendingRow).toContainText('pendente de envio');
    await expect(page.getByText('1 pendente de envio', { exact: false })).toBeVisible();

    // 'Sair' now warns that the item stays on the device for this user; the agent stays.
    await page.getByRole('button', { name: 'Fechar aviso' }).click();
    await page.getByRole('button', { name: 'Sair' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Sair com itens não enviados?' });
    await expect(warning).toContainText('1 item salvo neste dispositivo ainda não foi enviado');
    await warning.getByRole('button', { name: 'Cancelar' }).click();
    await expect(warning).toHaveCount(0);
    await expect(page).toHaveURL(/\/escritorios(\?.*)?$/);

    await context.setOffline(false);
    await expect(indicator.link).toHaveAccessibleName(SyncIndicator.waiting(0), { timeout: 20_000 });
    await page.getByLabel('Buscar por nome, cidade ou CNPJ').fill('offline e2e');
    await expect(page).toHaveURL(/query=OFFLINE/);
    await expect(offices.getByRole('cell', { name: 'ESCRITORIO OFFLINE E2E', exact: true })).toBeVisible();
    await expect(offices).not.toContainText('pendente de envio');
  });

  test('offline, a search finds the rows already on the device and the records waiting to be sent', async ({
    page,
    context,
  }) => {
    // The worker caches the whole app first (a shared machine takes a while).
    test.setTimeout(120_000);
    const shell = await loginAsAdmin(page);
    await waitForServiceWorkerControl(page);
    await shell.open('Tribunais');
    const courts = page.getByRole('table', { name: 'Tribunais' });
    const firstRow = courts.locator('tbody tr').first();
    await expect(firstRow).toBeVisible();
    // A court seen online (the list's second column is the acronym): searched for offline below.
    const seenAcronym = (await firstRow.getByRole('cell').nth(1).textContent())?.trim() ?? '';
    expect(seenAcronym).not.toBe('');
    await waitForAppOffline(page);

    await context.setOffline(true);
    await expect(new SyncIndicator(page).connection).toHaveText('Sem conexão');
    await page.getByRole('link', { name: 'Novo tribunal' }).click();
    const form = new CourtFormPage(page);
    await form.fill({ segmento: '8', codigoTr: '71', sigla: 'tjpend', nome: 'Tribunal Pendente Offline' });
    await form.save.click();
    await expect(page.getByRole('status').filter({ hasText: QUEUED })).toBeVisible();
    await expect(page).toHaveURL(/\/tribunais(\?.*)?$/);
    await page.getByRole('button', { name: 'Fechar aviso' }).click();

    // As a new user would: 'PENDENTE' typed in the search, never asked of the server.
    const search = page.getByLabel('Buscar por código, sigla ou nome');
    await search.fill('PENDENTE');
    await expect(page).toHaveURL(/query=PENDENTE/);
    const pendingRow = courts.getByRole('row').filter({ hasText: 'Criar tribunal TJPEND (8.71)' });
    await expect(pendingRow).toHaveCount(1);
    await expect(pendingRow).toContainText('pendente de envio');
    await expect(courts).not.toContainText(NOT_ON_DEVICE);
    await expect(page.getByText(PARTIAL)).toBeVisible();

    // A court read online, found offline by its acronym typed in lower case.
    await search.fill(seenAcronym.toLowerCase());
    await expect(page).toHaveURL(new RegExp(`query=${seenAcronym.replace(/\W/g, '\\$&')}`));
    await expect(courts.getByRole('cell', { name: seenAcronym, exact: true })).toBeVisible();
    await expect(courts).not.toContainText(NOT_ON_DEVICE);
    await expect(page.getByText(PARTIAL)).toBeVisible();
    await expect(page.getByText(SYSTEM_ERROR)).toHaveCount(0);
  });

  test.describe('with a slow server', () => {
    // Requests straight from the page, so the test can slow them down.
    test.use({ serviceWorkers: 'block' });

    test('searching keeps every typed character and never shows the loading overlay', async ({
      page,
      context,
    }) => {
      const shell = await loginAsAdmin(page);
      await shell.open('Tribunais');
      const courts = page.getByRole('table', { name: 'Tribunais' });
      await expect(courts.locator('tbody tr').first()).toBeVisible();
      const overlaySeen = await watchLoadingOverlay(page);

      // Every search answers after 1.5 s: the first is still in flight when the user types on.
      await context.route(/\/v1\/judiciario\/tribunais\?/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await route.continue();
      });
      const search = page.getByLabel('Buscar por código, sigla ou nome');
      await search.click();
      await search.pressSequentially('trib', { delay: 50 });
      // Past the filter's pause: the request for 'TRIB' is on the wire.
      await page.waitForRequest(/query=TRIB/);
      await page.waitForTimeout(300);
      await search.pressSequentially('unal', { delay: 50 });
      await expect(search).toBeFocused();
      await expect(search).toHaveValue('TRIBUNAL');
      await expect(page).toHaveURL(/query=TRIBUNAL/, { timeout: 10_000 });
      await expect(search).toHaveValue('TRIBUNAL');
      // Wait out the slow answer too: the overlay must not show for it either.
      await page.waitForTimeout(2_000);
      await expect(search).toBeFocused();
      expect(await overlaySeen()).toBe(false);
    });
  });
});
