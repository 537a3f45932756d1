import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { GUEST_FORM_READY_MARK } from '../../src/features/agro-quotations/guest/form-values';
import { measureGuestRoute } from '../bench/bundle';
import { adminHeaders } from './fixtures';

/** The smallest valid PNG: the server checks the bytes, not the name. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface AgroFile {
  id: string;
  tipo: string;
}
interface AgroQuotationRead {
  id: string;
  numero: number;
  produtor: { nome: string; documento: string };
  propriedade: { municipio: string; codigo_ibge: string };
  convidado: boolean;
  arquivos: AgroFile[];
}
interface AgroRow {
  id: string;
  produtor: string;
}

// A tablet at the farm: 768 × 1024, touch.
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/** The guest form, step by step, as a producer fills it. */
class GuestForm {
  readonly next: Locator;

  constructor(readonly page: Page) {
    this.next = page.getByRole('button', { name: 'Avançar' });
  }

  stepHeading(name: string): Locator {
    return this.page.getByRole('heading', { level: 2, name: new RegExp(`${name}$`) });
  }

  /** A masked number input takes the keys one by one, as a finger would type them. */
  async type(label: string, text: string): Promise<void> {
    const input = this.page.getByLabel(label, { exact: true });
    await input.click();
    await input.pressSequentially(text);
  }

  async producer(cpf: string, name: string): Promise<void> {
    await expect(this.stepHeading('Produtor')).toBeVisible();
    await this.page.getByLabel('CPF ou CNPJ do produtor').fill(cpf);
    await this.page.getByLabel('Nome do produtor').fill(name);
    await this.page.getByLabel('E-mail').fill('produtor@fazenda.com.br');
    await this.page.getByLabel('Telefone (com DDD)').fill('35998765432');
    await this.next.click();
  }

  /** Offline and nothing cached: the municipality is typed, its IBGE code is looked up when sent. */
  async property(): Promise<void> {
    await expect(this.stepHeading('Propriedade')).toBeVisible();
    await this.page.getByLabel('Nome da propriedade (fazenda)').fill('Fazenda Boa Vista');
    await this.page.getByLabel('UF', { exact: true }).selectOption('MG');
    await this.page.getByRole('button', { name: 'Digitar o município (sem sinal)' }).click();
    await this.page.getByLabel('Município', { exact: true }).fill('Varginha');
    await this.page.getByLabel('Latitude', { exact: true }).fill('-21,5556');
    await this.page.getByLabel('Longitude', { exact: true }).fill('-45,4364');
    await this.type('Área segurada (hectares)', '12,5');
    await this.next.click();
  }

  async coffee(): Promise<void> {
    await expect(this.stepHeading('Lavoura')).toBeVisible();
    await expect(this.page.getByRole('radio', { name: 'Café (cafezal)' })).toBeChecked();
    await this.page.getByLabel('Espécie').selectOption({ label: 'Arábica (Coffea arabica)' });
    await this.page.getByLabel('Variedade').selectOption({ label: 'Catuaí Vermelho' });
    await this.page.getByLabel('Sistema de cultivo').selectOption({ label: 'Convencional, sequeiro' });
    await this.page.getByLabel('Ano de plantio').fill('2018');
    await this.type('Espaçamento entre linhas', '3,5');
    await this.type('Espaçamento entre plantas (na linha)', '0,7');
    await expect(this.page.getByLabel('Plantas por hectare')).toHaveText('4.082');
    await this.page.getByRole('button', { name: 'Usar a estimativa' }).click();
    await this.type('Produtividade esperada', '32');
    await this.page.getByLabel('Classificação do solo').selectOption('AD4');
    await this.next.click();
  }

  async values(): Promise<void> {
    await expect(this.stepHeading('Valores')).toBeVisible();
    await this.page
      .getByLabel('Grupo de operação')
      .selectOption({ label: 'Custeio agrícola (crédito rural)' });
    await this.page.getByLabel('Nível de cobertura').selectOption('70');
    await this.type('Preço por saca', '1250');
    // 12,5 ha × 32 sc/ha × 70 % × R$ 1.250,00, suggested and kept.
    await expect(this.page.getByLabel('Importância segurada')).toHaveValue('350.000,00');
    await this.next.click();
  }
}

/** The server's own view, through an administrator's API session (never the page's cache). */
async function adminApi(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  return async <T>(path: string): Promise<T> => {
    const answer = await request.get(path, { headers });
    expect(answer.status(), path).toBe(200);
    return (await answer.json()) as T;
  };
}

test.describe('agro quotation of a guest at the farm', () => {
  test('filled offline with a photo, kept through reloads, sent once when the signal returns', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const get = await adminApi(page.request);
    const producer = `PRODUTOR E2E ${Date.now().toString(36).toUpperCase()}`;
    const form = new GuestForm(page);

    // One earlier visit with signal: the worker installs and the link works without login.
    await page.goto('/nova-cotacao/agro');
    await expect(page.getByRole('heading', { level: 1, name: 'Nova cotação agro' })).toBeVisible();
    await waitForServiceWorkerControl(page);
    await expect(page.getByText('Com conexão')).toBeVisible();

    // The signal drops; the link opens again from the service worker.
    await context.setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    // The worker answers with the form's own first paint, not the staff shell's.
    expect(await reloaded?.text()).toContain('data-prerendered="guest"');
    // The browser may still claim a network after the reload: the line asks the server and says the truth.
    await expect(page.getByText('Sem conexão: continue preenchendo')).toBeVisible();

    await form.producer(generateCpf(), producer);
    await form.property();
    await form.coffee();
    await form.values();

    await expect(form.stepHeading('Fotos e croqui')).toBeVisible();
    await page
      .getByLabel('Tirar foto')
      .setInputFiles({ name: 'lavoura.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
    await expect(page.getByText('Foto guardada neste dispositivo.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Foto 1 da propriedade' })).toBeVisible();

    // A reload (still offline) keeps everything: the step, the values, the photo.
    await page.reload();
    await expect(form.stepHeading('Fotos e croqui')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Foto 1 da propriedade' })).toBeVisible();
    await form.next.click();
    await expect(form.stepHeading('Revisão e envio')).toBeVisible();
    const review = page.getByRole('region', { name: 'Produtor' });
    await expect(review).toContainText(producer);
    await expect(page.getByRole('region', { name: 'Fotos e croqui' })).toContainText('Fotos1');

    await page.getByRole('button', { name: 'Enviar cotação' }).click();
    await expect(page.getByRole('heading', { name: 'Cotação salva neste dispositivo' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]enviada=[0-9a-f-]{36}/);
    const id = new URL(page.url()).searchParams.get('enviada') ?? '';

    // Reloaded while waiting: the confirmation says it is kept on the device.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Cotação salva neste dispositivo' })).toBeVisible();

    // The signal returns: the outbox sends the quotation and its photo, and the screen follows.
    await context.setOffline(false);
    const sent = page.getByRole('heading', { name: /^Cotação AGR-\d{6} enviada$/ });
    await expect(sent).toBeVisible({ timeout: 30_000 });
    const number = /AGR-\d{6}/.exec((await sent.textContent()) ?? '')?.[0] ?? '';

    // Exactly once: one quotation of this producer, with one photo, the municipality resolved.
    const rows = await get<{ items: AgroRow[] }>('/v1/agro/cotacoes?page_size=-1');
    expect(rows.items.filter((row) => row.produtor === producer).map((row) => row.id)).toEqual([id]);
    const quotation = await get<AgroQuotationRead>(`/v1/agro/cotacoes/${id}`);
    expect(quotation.convidado).toBe(true);
    expect(quotation.propriedade.codigo_ibge).toBe('3170701');
    expect(quotation.arquivos.filter((file) => file.tipo === 'foto')).toHaveLength(1);
    expect(`AGR-${String(quotation.numero).padStart(6, '0')}`).toBe(number);

    // The print link opens the print view without login.
    await page.getByRole('link', { name: 'Ver a cotação para impressão' }).click();
    await expect(page).toHaveURL(new RegExp(`/print-quotation/${id}\\?token=`));
    await expect(page.getByRole('heading', { level: 1, name: `Cotação ${number}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Produtor' })).toContainText(producer);
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  });

  test('fetches nothing before the form takes input that its bundle budget does not count', async ({
    page,
  }) => {
    // tests/bench/budget.ts measures the route from the build (npm test fails above 150 KiB gzip):
    // the browser is the truth it must agree with.
    const counted = new Set(
      measureGuestRoute(path.resolve(process.env.E2E_WEB_ROOT ?? 'dist')).files.map((f) => `/${f.file}`),
    );
    await page.goto('/nova-cotacao/agro');
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      GUEST_FORM_READY_MARK,
    );
    await expect(page.getByLabel('CPF ou CNPJ do produtor')).toBeEnabled();
    const fetched = await page.evaluate((mark) => {
      const ready = performance.getEntriesByName(mark)[0]?.startTime ?? 0;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= ready)
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith('.js') || pathname.endsWith('.css'));
    }, GUEST_FORM_READY_MARK);
    expect(fetched.length).toBeGreaterThan(5);
    expect(fetched.filter((file) => !counted.has(file))).toEqual([]);
  });

  test('a print link with a wrong token says so', async ({ page }) => {
    await page.goto('/print-quotation/7f7a1d3e-3c2b-4f6a-9d8e-1a2b3c4d5e6f?token=errado');
    await expect(page.getByRole('alert')).toContainText('Link de impressão inválido ou expirado.');
  });

  test('every step, its messages and the print view pass axe (WCAG 2.1 A/AA) on the tablet', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const violations = async () => {
      const result = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    };
    await page.goto('/nova-cotacao/agro');
    for (const step of [1, 2, 3, 4, 5, 6]) {
      await page.getByRole('button', { name: new RegExp(`^Etapa ${step}:`) }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(`Etapa ${step} de 6`) }),
      ).toBeVisible();
      await expect(page.getByText('Abrindo a etapa…')).toHaveCount(0);
      expect(await violations(), `etapa ${step}`).toEqual([]);
    }
    // The messages of a step that is not complete are read too.
    await page.getByRole('button', { name: /^Etapa 1:/ }).click();
    await page.getByRole('button', { name: 'Avançar' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await violations(), 'mensagens').toEqual([]);

    // A quotation made by the staff, opened by its print link.
    const headers = await adminHeaders(page.request);
    const created = await page.request.post('/v1/agro/cotacoes', {
      headers,
      data: {
        id: crypto.randomUUID(),
        produto: 'cafezal',
        cobertura: 'granizo',
        produtor: { documento: generateCpf(), nome: 'PRODUTOR AXE' },
        propriedade: {
          nome: 'FAZENDA AXE',
          municipio: 'Varginha',
          uf: 'MG',
          codigo_ibge: '3170701',
          area_ha: 10,
        },
        cafezal: {
          especie_id: 'arabica',
          variedade_id: 'catuai_vermelho',
          sistema_cultivo_id: 'adensado_sequeiro',
          ano_plantio: 2015,
          espacamento_linhas_m: 2.5,
          espacamento_plantas_m: 0.5,
          numero_plantas: 80_000,
          produtividade_sacas_ha: 40,
          classificacao_solo_id: 'AD3',
        },
        grupo_operacao_id: 'recursos_proprios',
        importancia_segurada: 600_000,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const quotation = (await created.json()) as { id: string; token_impressao: string };
    for (const layout of ['', '&isTableView=true']) {
      await page.goto(`/print-quotation/${quotation.id}?token=${quotation.token_impressao}${layout}`);
      await expect(page.getByRole('heading', { level: 1, name: /^Cotação AGR-\d{6}$/ })).toBeVisible();
      await expect(page.getByText('Cobertura de granizo')).toBeVisible();
      expect(await violations(), `impressão${layout}`).toEqual([]);
    }
  });
});
