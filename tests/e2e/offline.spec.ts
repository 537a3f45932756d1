import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { adminHeaders, loginAsAdmin, waitForAppOffline } from './fixtures';
import { CourtFormPage, CourtUnitFormPage } from './pages/court-form-page';
import { SyncIndicator } from './pages/sync-indicator';
import { SyncPage } from './pages/sync-page';

/** The smallest valid PNG: the server checks the bytes, not the name. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const QUEUED = 'Sem conexão: salvo no dispositivo. Será enviado automaticamente quando a conexão voltar.';

interface Paged<T> {
  items: T[];
  total_count: number;
}
interface Court {
  id: string;
  codigo: string;
  sigla: string;
}

/** The server's own view, through a separate API session (never the page's cache). */
async function apiSession(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  return async <T>(path: string): Promise<T> => {
    const answer = await request.get(path, { headers });
    expect(answer.status(), path).toBe(200);
    return (await answer.json()) as T;
  };
}

async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await waitForAppOffline(page);
}

/** The persisted query cache (IndexedDB) holds a query whose key contains `fragment`. */
async function cacheHolds(page: Page, fragment: string): Promise<boolean> {
  return page.evaluate(
    (wanted) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('portal-consultas');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('cache')) {
            db.close();
            resolve(false);
            return;
          }
          const read = db.transaction('cache').objectStore('cache').getAll();
          read.onsuccess = () => {
            db.close();
            // The persister stores the dehydrated cache as one JSON string per user.
            const saved: unknown[] = read.result;
            resolve(saved.some((value) => typeof value === 'string' && value.includes(wanted)));
          };
          read.onerror = () => resolve(false);
        };
      }),
    fragment,
  );
}

test.describe('offline engine', () => {
  test('a court, a unit and the nickname typed offline survive a reload and reach the server once', async ({
    page,
    context,
  }) => {
    const get = await apiSession(page.request);
    const shell = await loginAsAdmin(page);
    await waitForServiceWorkerControl(page);
    const indicator = new SyncIndicator(page);
    await expect(indicator.connection).toHaveText('Online');

    // Online once: the lists, the court and the own data land in the persisted query cache.
    await shell.open('Tribunais');
    await page.getByLabel('Buscar por código, sigla ou nome').fill('tjsp');
    await page.getByRole('link', { name: 'Varas do tribunal TJSP' }).click();
    await expect(page.getByRole('table', { name: 'Varas do TJSP' })).toBeVisible();
    const tjspId = /\/tribunais\/([^/]+)\/varas/.exec(page.url())?.[1] ?? '';
    await page.getByRole('link', { name: 'Meu perfil' }).click();
    await expect(page.getByLabel('Apelido')).not.toHaveValue('');
    await expect.poll(() => cacheHolds(page, '"me"')).toBe(true);
    await expect.poll(() => cacheHolds(page, tjspId)).toBe(true);

    await context.setOffline(true);
    await expect(indicator.connection).toHaveText('Sem conexão');

    // A new court.
    await shell.open('Tribunais');
    await page.getByRole('link', { name: 'Novo tribunal' }).click();
    const court = new CourtFormPage(page);
    await court.fill({ segmento: '9', codigoTr: '41', sigla: 'tjmof', nome: 'Tribunal Militar Offline' });
    await court.save.click();
    await expect(page.getByRole('status').filter({ hasText: QUEUED })).toBeVisible();
    await expect(page).toHaveURL(/\/tribunais(\?.*)?$/);
    await expect(indicator.link).toHaveAccessibleName(SyncIndicator.waiting(1));

    // A unit under an existing court, from its cached unit list.
    await page.getByLabel('Buscar por código, sigla ou nome').fill('tjsp');
    await page.getByRole('link', { name: 'Varas do tribunal TJSP' }).click();
    await page.getByRole('link', { name: 'Nova vara' }).click();
    const unit = new CourtUnitFormPage(page);
    await unit.code.fill('0777');
    await unit.name.fill('Vara da Fazenda Offline');
    await unit.save.click();
    await expect(page.getByRole('status').filter({ hasText: QUEUED })).toBeVisible();
    await expect(page).toHaveURL(/\/varas/);
    await expect(indicator.link).toHaveAccessibleName(SyncIndicator.waiting(2));

    // The own nickname, once the profile page is the one shown (the previous page takes no input
    // while the next one loads) with the nickname it read.
    await page.getByRole('link', { name: 'Meu perfil' }).click();
    await expect(page.locator('main#conteudo')).toHaveAttribute('data-path', '/meu-perfil');
    await expect(page.getByLabel('Apelido')).toHaveValue('ADMIN');
    await page.getByLabel('Apelido').fill('apelido offline');
    await page.getByRole('button', { name: 'Salvar dados' }).click();
    await expect(page.getByRole('status').filter({ hasText: QUEUED })).toBeVisible();
    await expect(indicator.link).toHaveAccessibleName(SyncIndicator.waiting(3));

    // Still offline, a reload: the shell comes from the service worker, the queue from IndexedDB.
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await shell.waitForReady();
    await expect(indicator.link).toHaveAccessibleName(SyncIndicator.waiting(3));
    await indicator.link.click();
    const sync = new SyncPage(page);
    await expect(sync.heading).toBeVisible();
    await expect(sync.waitingHeading).toHaveText('Aguardando envio (3)');
    await expect(sync.waiting).toHaveCount(3);
    await expect(sync.item('Criar tribunal TJMOF (9.41)')).toBeVisible();
    await expect(sync.item('Criar vara 0777 do TJSP')).toBeVisible();
    await expect(sync.item('Alterar meus dados (apelido APELIDO OFFLINE)')).toBeVisible();

    await context.setOffline(false);
    await expect(indicator.link).toHaveAccessibleName(SyncIndicator.waiting(0), { timeout: 20_000 });
    await expect(sync.waiting).toHaveCount(0);
    await expect(sync.refused).toHaveCount(0);
    await expect(page.getByRole('banner')).toContainText(
      /Última sincronização: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
    );
    // The toolbar follows the nickname the server now holds.
    await expect(page.getByRole('link', { name: /Meu perfil/ })).toContainText('APELIDO OFFLINE');

    const courts = await get<Paged<Court>>('/v1/judiciario/tribunais?query=TJMOF&page_size=-1');
    expect(courts.items.map((c) => c.codigo)).toEqual(['9.41']);
    const units = await get<Paged<{ codigo: string }>>(
      `/v1/judiciario/tribunais/${tjspId}/unidades?query=OFFLINE&page_size=-1`,
    );
    expect(units.items.map((u) => u.codigo)).toEqual(['0777']);
    const me = await get<{ apelido: string }>('/v1/me/');
    expect(me.apelido).toBe('APELIDO OFFLINE');
  });

  test('a court the server refuses becomes a dead letter that is corrected and resent', async ({
    page,
    context,
  }) => {
    const get = await apiSession(page.request);
    const shell = await loginAsAdmin(page);
    await waitForServiceWorkerControl(page);
    const indicator = new SyncIndicator(page);
    await shell.open('Tribunais');
    await expect(page.getByRole('table', { name: 'Tribunais' })).toBeVisible();

    await context.setOffline(true);
    await page.getByRole('link', { name: 'Novo tribunal' }).click();
    const court = new CourtFormPage(page);
    // 8.26 is TJSP, seeded: the server will say no.
    await court.fill({ segmento: '8', codigoTr: '26', sigla: 'tjdup', nome: 'Tribunal Duplicado' });
    await court.save.click();
    await expect(page.getByRole('status').filter({ hasText: QUEUED })).toBeVisible();
    // The alert lies over the toolbar for 10 s: close it, as a user in a hurry would.
    await page.getByRole('button', { name: 'Fechar aviso' }).click();
    await expect(indicator.link).toHaveAccessibleName(SyncIndicator.waiting(1));

    await context.setOffline(false);
    await expect(indicator.link).toHaveAccessibleName(/Nenhum item aguardando envio, 1 item recusado$/, {
      timeout: 20_000,
    });
    await indicator.link.click();
    const sync = new SyncPage(page);
    const refused = sync.item('Criar tribunal TJDUP (8.26)');
    await expect(sync.refusedHeading).toHaveText('Recusados pelo servidor (1)');
    await expect(refused).toContainText('Já existe um tribunal com o código 8.26.');
    await expect(refused.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(refused.getByRole('button', { name: 'Descartar' })).toBeVisible();

    await refused.getByRole('button', { name: 'Editar' }).click();
    await expect(page).toHaveURL(/\/tribunais\/novo-tribunal\?item=/);
    await expect(court.acronym).toHaveValue('TJDUP');
    await expect(court.code).toHaveValue('26');
    await court.code.fill('42');
    await court.save.click();
    await expect(page.getByRole('status').filter({ hasText: 'Tribunal TJDUP cadastrado.' })).toBeVisible();
    await expect(page).toHaveURL(/\/sincronizacao$/);
    await expect(sync.refusedHeading).toHaveText('Recusados pelo servidor (0)');
    await expect(sync.waitingHeading).toHaveText('Aguardando envio (0)');
    await expect(indicator.link).toHaveAccessibleName(SyncIndicator.waiting(0));

    const courts = await get<Paged<Court>>('/v1/judiciario/tribunais?query=TJDUP&page_size=-1');
    expect(courts.items.map((c) => c.codigo)).toEqual(['8.42']);
  });

  test('a refused item is discarded only after the confirmation', async ({ page, context }) => {
    const shell = await loginAsAdmin(page);
    await waitForServiceWorkerControl(page);
    const indicator = new SyncIndicator(page);
    await shell.open('Tribunais');
    await expect(page.getByRole('table', { name: 'Tribunais' })).toBeVisible();

    await context.setOffline(true);
    await page.getByRole('link', { name: 'Novo tribunal' }).click();
    const court = new CourtFormPage(page);
    await court.fill({ segmento: '8', codigoTr: '26', sigla: 'tjdesc', nome: 'Tribunal Descartado' });
    await court.save.click();
    await expect(page.getByRole('status').filter({ hasText: QUEUED })).toBeVisible();
    // The alert lies over the toolbar for 10 s: close it, as a user in a hurry would.
    await page.getByRole('button', { name: 'Fechar aviso' }).click();
    await context.setOffline(false);
    await expect(indicator.link).toHaveAccessibleName(/1 item recusado$/, { timeout: 20_000 });

    await indicator.link.click();
    const sync = new SyncPage(page);
    const refused = sync.item('Criar tribunal TJDESC (8.26)');
    await refused.getByRole('button', { name: 'Descartar' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Descartar item?' });
    await expect(dialog).toContainText('Criar tribunal TJDESC (8.26)');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(refused).toBeVisible();

    await refused.getByRole('button', { name: 'Descartar' }).click();
    await dialog.getByRole('button', { name: 'Descartar' }).click();
    await expect(refused).toHaveCount(0);
    await expect(indicator.link).toHaveAccessibleName('Sincronização: Nenhum item aguardando envio');
  });

  test('a photo chosen offline is kept with its file and becomes the own photo once online', async ({
    page,
    context,
  }) => {
    const get = await apiSession(page.request);
    await loginAsAdmin(page);
    await waitForServiceWorkerControl(page);
    const indicator = new SyncIndicator(page);
    await page.getByRole('link', { name: 'Meu perfil' }).click();
    await expect(page.getByLabel('Apelido')).not.toHaveValue('');

    await context.setOffline(true);
    await page
      .getByLabel('Nova foto')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await page.getByRole('button', { name: 'Enviar foto' }).click();
    await expect(page.getByRole('status').filter({ hasText: QUEUED })).toBeVisible();
    await expect(indicator.link).toHaveAccessibleName(SyncIndicator.waiting(1));

    await context.setOffline(false);
    await expect(indicator.link).toHaveAccessibleName(SyncIndicator.waiting(0), { timeout: 20_000 });
    const me = await get<{ avatar: { url: string } | null }>('/v1/me/');
    expect(me.avatar?.url).toMatch(/^\/arquivos\//);
    // The toolbar shows the photo the server now holds.
    await expect(page.getByRole('link', { name: /Meu perfil/ }).locator('img')).toHaveAttribute(
      'src',
      me.avatar?.url ?? '',
    );
  });
});
