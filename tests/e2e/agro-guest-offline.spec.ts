import fs from 'node:fs';
import path from 'node:path';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { GUEST_FORM_READY_MARK } from '../../src/features/agro-quotations/guest/form-values';
import { adminHeaders } from './fixtures';

// A phone at the farm whose signal drops in the first seconds after opening the link: the form must
// not depend on the service worker's install having finished, nor on anything arriving after that.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const READY = 'Pronto para funcionar sem sinal';
const CONNECTION_OFFLINE = 'Sem conexão: continue preenchendo';

/** Waits for the form's first paint (its fields take input), then lets `ms` more pass. */
async function formPainted(page: Page, ms: number): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, GUEST_FORM_READY_MARK);
  await expect(page.getByLabel('CPF ou CNPJ do produtor')).toBeEnabled();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await page.waitForTimeout(ms);
}

function heading(page: Page, name: string): Locator {
  return page.getByRole('heading', { level: 2, name: new RegExp(`${name}$`) });
}

async function typeInto(page: Page, label: string, text: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.pressSequentially(text);
}

/** The chunk a source file was built into (dist/.vite/manifest.json). */
function chunkOf(source: string): string {
  const dist = path.resolve(process.env.E2E_WEB_ROOT ?? 'dist');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const file = manifest[source]?.file;
  if (!file) throw new Error(`${source} não está no build.`);
  return `/${file}`;
}

test.describe('guest farm form when the signal drops right after opening', () => {
  // One retry: the first load of a part that did not arrive is slower than its wait on a busy machine.
  test.describe.configure({ retries: 1 });

  // A reload less than the autosave's debounce after a keystroke used to lose that keystroke (the save
  // started on pagehide did not finish before the page was torn down): the step below types and
  // reloads at once.
  test('cut 0.3 s after the first paint: filled, sent, reloaded offline, delivered once', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const next = page.getByRole('button', { name: 'Avançar' });
    const producer = `PRODUTOR CELULAR ${Date.now().toString(36).toUpperCase()}`;
    const line = page.getByRole('status').filter({ hasText: /conexão/ });

    await page.goto('/nova-cotacao/agro');
    await formPainted(page, 300);
    await context.setOffline(true);

    // Step 1, typed right after the cut.
    await page.getByLabel('CPF ou CNPJ do produtor').fill(generateCpf());
    await page.getByLabel('Nome do produtor').fill(producer);
    await page.getByLabel('Telefone (com DDD)').fill('35998765432');
    // The page does not claim what it cannot do: offline and not ready, it says not to reload.
    await expect(line).toContainText('Sem conexão');
    await expect(line).not.toContainText(READY);
    await next.click();

    // Step 2 opens with no signal (it came with the form, not on demand).
    await expect(heading(page, 'Propriedade')).toBeVisible();
    await page.getByLabel('Nome da propriedade (fazenda)').fill('Sítio Boa Esperança');
    await page.getByLabel('UF', { exact: true }).selectOption('MG');
    await page.getByRole('button', { name: 'Digitar o município (sem sinal)' }).click();
    await page.getByLabel('Município', { exact: true }).fill('Varginha');
    await typeInto(page, 'Área segurada (hectares)', '8');
    await next.click();

    // A reload without signal opens the form from the service worker, on the same step, as it was —
    // once the worker holds the form. When the cut came before the worker could take every file (the
    // page's own requests still in flight), the page says so ('Não recarregue…') and the form goes on
    // without a reload: both are honest, and which one happens depends on this machine's timing.
    await expect(heading(page, 'Lavoura')).toBeVisible();
    await expect(line).toContainText(CONNECTION_OFFLINE);
    const reloadSafe = await expect(line)
      .not.toContainText('Não recarregue', { timeout: 20_000 })
      .then(
        () => true,
        () => false,
      );
    test.info().annotations.push({
      type: 'recarga-sem-sinal',
      description: reloadSafe
        ? 'service worker pronto: recarregado sem sinal'
        : 'sem service worker: não recarregado',
    });
    if (reloadSafe) {
      // Typed right before the reload, inside the autosave's debounce: the reload must not lose it.
      await page.getByLabel('Ano de plantio').fill('2018');
      const reloaded = await page.reload();
      expect(reloaded?.fromServiceWorker()).toBe(true);
      await expect(heading(page, 'Lavoura')).toBeVisible();
      await expect(page.getByLabel('Ano de plantio')).toHaveValue('2018');
    } else {
      // Not ready, it never claims to be.
      await expect(line).not.toContainText(READY);
    }

    // The coffee path (the default product).
    await expect(page.getByRole('radio', { name: 'Café (cafezal)' })).toBeChecked();
    await page.getByLabel('Espécie').selectOption({ label: 'Arábica (Coffea arabica)' });
    await page.getByLabel('Variedade').selectOption({ label: 'Catuaí Vermelho' });
    await page.getByLabel('Sistema de cultivo').selectOption({ label: 'Convencional, sequeiro' });
    await page.getByLabel('Ano de plantio').fill('2019');
    await typeInto(page, 'Espaçamento entre linhas', '3,5');
    await typeInto(page, 'Espaçamento entre plantas (na linha)', '0,7');
    await page.getByRole('button', { name: 'Usar a estimativa' }).click();
    await typeInto(page, 'Produtividade esperada', '30');
    await page.getByLabel('Classificação do solo').selectOption('AD4');
    await next.click();

    await expect(heading(page, 'Valores')).toBeVisible();
    await page.getByLabel('Grupo de operação').selectOption({ label: 'Custeio agrícola (crédito rural)' });
    await page.getByLabel('Nível de cobertura').selectOption('70');
    await typeInto(page, 'Preço por saca', '1200');
    await next.click();

    await expect(heading(page, 'Fotos e croqui')).toBeVisible();
    await next.click();
    await expect(heading(page, 'Revisão e envio')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Produtor' })).toContainText(producer);
    // Nothing wider than the phone: a wider page pushes the sticky 'Enviar cotação' off the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Enviar cotação' }).click();

    // Queued on the device, and said so.
    await expect(page.getByRole('heading', { name: 'Cotação salva neste dispositivo' })).toBeVisible();
    const id = new URL(page.url()).searchParams.get('enviada') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    // The signal returns: it arrives once.
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: /^Cotação AGR-\d{6} enviada$/ })).toBeVisible({
      timeout: 30_000,
    });
    const headers = await adminHeaders(page.request);
    const list = await page.request.get('/v1/agro/cotacoes?page_size=-1', { headers });
    expect(list.status()).toBe(200);
    const rows = ((await list.json()) as { items: { id: string; produtor: string }[] }).items;
    expect(rows.filter((row) => row.produtor === producer).map((row) => row.id)).toEqual([id]);
  });

  test('says when it is ready to work without signal, only once it is', async ({ page }) => {
    await page.goto('/nova-cotacao/agro');
    const line = page.getByRole('status').filter({ hasText: /conexão/ });
    await expect(line).toContainText(READY, { timeout: 20_000 });
    // What the line claims: the worker controls the page, so a reload needs no network.
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  });

  test.describe('a part that did not arrive', () => {
    // No worker: the step's chunk can only come from the network.
    test.use({ serviceWorkers: 'block' });

    test('waits for the signal with a message instead of crashing, then opens', async ({ page, context }) => {
      test.setTimeout(60_000);
      const steps = chunkOf('src/features/agro-quotations/guest/steps.tsx');
      // The signal drops just before the later steps arrive.
      await page.route(`**${steps}`, (route) => route.abort('internetdisconnected'));
      await page.goto('/nova-cotacao/agro');
      await formPainted(page, 300);
      await context.setOffline(true);
      await page.unroute(`**${steps}`);
      await page.getByLabel('Nome do produtor').fill('PRODUTOR SEM SINAL');

      await page.getByRole('button', { name: /^Etapa 2:/ }).click();
      await expect(page.getByText('Sem sinal: esta parte do formulário ainda não chegou')).toBeVisible();
      await expect(heading(page, 'Propriedade')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /conexão/ })).toContainText(
        'parte do formulário ainda não chegou',
      );

      // The signal returns: the step opens by itself, and what was typed is still there.
      await context.setOffline(false);
      await expect(page.getByLabel('Nome da propriedade (fazenda)')).toBeVisible({ timeout: 20_000 });
      await page.getByRole('button', { name: /^Etapa 1:/ }).click();
      await expect(page.getByLabel('Nome do produtor')).toHaveValue('PRODUTOR SEM SINAL');
    });
  });
});
