import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { AgroGuestFormPage } from './pages/agro-guest-form';

// A phone in the field: 390 × 844, touch, the GPS allowed (Varginha – MG).
test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  geolocation: { latitude: -21.5556, longitude: -45.4364 },
  permissions: ['geolocation'],
});

type Product = 'Café (cafezal)' | 'Agrícola';

/** A camera-sized JPEG (4000 × 3000, grainy as a real photo), made by the browser itself. */
async function cameraJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(4000, 3000);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('sem canvas');
    const image = context.createImageData(4000, 3000);
    for (let i = 0; i < image.data.length; i += 4) {
      const grain = Math.random() * 90;
      image.data[i] = 60 + grain;
      image.data[i + 1] = 110 + grain;
      image.data[i + 2] = 40 + grain / 2;
      image.data[i + 3] = 255;
    }
    context.putImageData(image, 0, 0);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000)
      text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

async function fillEverything(form: AgroGuestFormPage, product: Product): Promise<void> {
  const { page } = form;
  const coffee = product === 'Café (cafezal)';
  await form.goto();
  await form.expectHealthy('abertura');

  // 1. Producer.
  await expect(form.stepHeading('Produtor')).toBeVisible();
  await form.type('CPF ou CNPJ do produtor', generateCpf());
  await form.type('Nome do produtor', 'José da Silva');
  await form.type('E-mail', 'jose@fazenda.com.br');
  await form.type('Telefone (com DDD)', '35998765432');
  await form.field('E-mail').tap(); // leaving the phone formats it
  await expect(form.field('Telefone (com DDD)')).toHaveValue('(35) 99876-5432');
  await form.expectHealthy('etapa 1');
  await form.next.tap();

  // 2. Property.
  await expect(form.stepHeading('Propriedade')).toBeVisible();
  await form.type('Nome da propriedade (fazenda)', 'Fazenda Boa Vista');
  await form.pickEvery('UF', 'MG');
  const municipality = page.getByRole('combobox', { name: 'Município' });
  await municipality.tap();
  await municipality.pressSequentially('Varginha');
  // The exact name comes first, before 'São José da Varginha'.
  const suggestions = page.getByRole('listbox').getByRole('option');
  await expect(suggestions.first()).toContainText('Varginha – MG');
  await expect(suggestions.nth(1)).toContainText('São José da Varginha – MG');
  await suggestions.first().tap();
  await expect(municipality).toHaveValue('Varginha – MG');
  await page.getByRole('button', { name: 'Digitar o município (sem sinal)' }).tap();
  await form.type('Município', 'Três Corações');
  await page.getByRole('button', { name: 'Buscar o município na lista' }).tap();
  await municipality.tap();
  await municipality.pressSequentially('Varg');
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /^Varginha – MG/ })
    .tap();
  await form.type('Latitude', '-21,5');
  await form.type('Longitude', '-45,4');
  await page.getByRole('button', { name: 'Usar minha localização' }).tap();
  await expect(page.getByText('Localização preenchida pelo GPS do dispositivo.')).toBeVisible();
  await expect(form.field('Latitude')).toHaveValue('-21,5556');
  await form.type('Área segurada (hectares)', '12,5');
  await form.expectHealthy('etapa 2');
  await form.next.tap();

  // 3. Crop: every product and coverage is tried, the one under test kept.
  await expect(form.stepHeading('Lavoura')).toBeVisible();
  for (const choice of ['Agrícola', 'Café (cafezal)', product])
    await page.getByRole('radio', { name: choice, exact: true }).tap();
  for (const choice of ['Granizo', /^Multirrisco/])
    await page.getByRole('radio', { name: choice, exact: true }).tap();
  if (coffee) {
    await form.pickEvery('Espécie', 'Arábica (Coffea arabica)');
    await form.pickEvery('Variedade', 'Catuaí Vermelho');
    await form.pickEvery('Sistema de cultivo', 'Convencional, sequeiro');
    await form.type('Ano de plantio', '2018');
    await form.type('Espaçamento entre linhas', '3,5');
    await form.type('Espaçamento entre plantas (na linha)', '0,7');
    await expect(page.getByLabel('Plantas por hectare')).toHaveText('4.082');
    await page.getByRole('button', { name: 'Usar a estimativa' }).tap();
    await form.type('Produtividade esperada', '32');
    await form.pickEvery('Classificação do solo', 'AD4');
  } else {
    // Choosing a crop crashed the page (the select's event read inside the state updater).
    await form.pickEvery('Cultura', 'Soja');
  }
  await form.expectHealthy('etapa 3');
  await form.next.tap();

  // 4. Values.
  await expect(form.stepHeading('Valores')).toBeVisible();
  await form.pickEvery('Grupo de operação', 'Custeio agrícola (crédito rural)');
  await form.pickEvery('Nível de cobertura', '70%');
  await form.type(coffee ? 'Preço por saca' : 'Preço por unidade produzida', '1250');
  if (coffee) {
    await expect(form.field('Importância segurada')).toHaveValue('350.000,00');
    await form.field('Importância segurada').fill('');
    await form.type('Importância segurada', '400000');
    await page.getByRole('button', { name: 'Usar o valor sugerido' }).tap();
    await expect(form.field('Importância segurada')).toHaveValue('350.000,00');
  } else {
    await form.type('Importância segurada', '280000');
  }
  await form.type('Subvenção ao prêmio (PSR)', '20');
  await form.type('Franquia', '10');
  // Every key in the notes crashed the page.
  await form.type('Observações', 'Lavoura irrigada em parte; acesso pela estrada da serra.');
  await expect(form.field('Observações')).toHaveValue(
    'Lavoura irrigada em parte; acesso pela estrada da serra.',
  );
  await form.expectHealthy('etapa 4');
  await form.next.tap();

  // 5. Photos and sketch.
  await expect(form.stepHeading('Fotos e croqui')).toBeVisible();
  await form.expectHealthy('etapa 5');
  const sketch = page.getByRole('img', { name: 'Croqui da lavoura' });
  const box = await sketch.boundingBox();
  if (!box) throw new Error('croqui sem área');
  for (const [x, y] of [
    [0.3, 0.3],
    [0.7, 0.3],
    [0.7, 0.7],
    [0.3, 0.7],
  ] as const)
    await page.touchscreen.tap(box.x + box.width * x, box.y + box.height * y);
  await page.getByRole('button', { name: 'Desfazer' }).tap();
  await page.getByRole('button', { name: 'Marcar ponto do GPS' }).tap();
  await form.type('Latitude do ponto', '-21,556');
  await form.type('Longitude do ponto', '-45,437');
  await page.getByRole('button', { name: 'Adicionar ponto' }).tap();
  if (coffee) {
    await page
      .getByLabel('Tirar foto')
      .setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg(page) });
    await expect(page.getByText(/^Foto guardada neste dispositivo \(reduzida de/)).toBeVisible({
      timeout: 20_000,
    });
  }
  await form.expectHealthy('etapa 5 com croqui');
  await form.next.tap();

  // 6. Review.
  await expect(form.stepHeading('Revisão e envio')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Produtor' })).toContainText('José da Silva', {
    ignoreCase: true,
  });
  await form.expectHealthy('etapa 6');
}

test.describe('the guest agro form on a phone', () => {
  for (const product of ['Agrícola', 'Café (cafezal)'] as const) {
    test(`${product}: every field typed and every choice picked, without a crash or a sideways scroll`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const form = new AgroGuestFormPage(page);
      await fillEverything(form, product);
      if (product !== 'Café (cafezal)') return;
      // Sent on a slow upload (about 3G): the photo's progress shows while it goes up.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 100,
        downloadThroughput: 750 * 1024,
        uploadThroughput: 250 * 1024,
      });
      await page.getByRole('button', { name: 'Enviar cotação' }).tap();
      await expect(page.getByRole('progressbar', { name: 'Envio da foto 1' })).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByRole('heading', { name: /^Cotação AGR-\d{6} enviada$/ })).toBeVisible({
        timeout: 60_000,
      });
      await form.expectHealthy('enviada');
    });
  }

  test('every step, opened from the step bar, fits the phone without a sideways scroll', async ({ page }) => {
    const form = new AgroGuestFormPage(page);
    await form.goto();
    for (const step of [1, 2, 3, 4, 5, 6]) {
      await page.getByRole('button', { name: new RegExp(`^Etapa ${step}:`) }).tap();
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(`Etapa ${step} de 6`) }),
      ).toBeVisible();
      await expect(page.getByText('Abrindo a etapa…')).toHaveCount(0);
      await form.expectHealthy(`etapa ${step}`);
    }
  });

  test('a step with messages puts the focus on its first field with one, in screen order', async ({
    page,
  }) => {
    const form = new AgroGuestFormPage(page);
    await form.goto();
    await page.getByRole('button', { name: /^Etapa 2:/ }).tap();
    await form.type('Nome da propriedade (fazenda)', 'Fazenda Boa Vista');
    await form.next.tap();
    await expect(form.field('UF')).toBeFocused();
    await expect(page.getByText('Escolha a UF.').first()).toBeVisible();
    await form.field('UF').selectOption('MG');
    await form.next.tap();
    await expect(page.getByRole('combobox', { name: 'Município' })).toBeFocused();
  });

  test('a camera-sized photo is stored shrunk to 2048 px', async ({ page }) => {
    test.setTimeout(60_000);
    const form = new AgroGuestFormPage(page);
    await form.goto();
    await page.getByRole('button', { name: /^Etapa 5:/ }).tap();
    await expect(form.stepHeading('Fotos e croqui')).toBeVisible();
    const photo = await cameraJpeg(page);
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
    await page
      .getByLabel('Tirar foto')
      .setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(
      page.getByText(/^Foto guardada neste dispositivo \(reduzida de .+ para .+\)\.$/),
    ).toBeVisible({
      timeout: 20_000,
    });
    const thumbnail = page.getByRole('img', { name: 'Foto 1 da propriedade' });
    await expect(thumbnail).toBeVisible();
    const stored = await thumbnail.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight };
    });
    expect(stored).toEqual({ width: 2048, height: 1536 });
    const [, before, after] = /reduzida de (.+) para (.+)\)/.exec(
      (await page.getByText(/reduzida de/).textContent()) ?? '',
    ) ?? ['', '', ''];
    expect(before).toMatch(/MB$/);
    expect(after).not.toBe(before);
    await form.expectHealthy('foto grande');
  });
});
