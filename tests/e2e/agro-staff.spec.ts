import AxeBuilder from '@axe-core/playwright';
import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { CLIENT_ID } from '../../src/contract/wire';
import { agroQuotationSample } from '../server/route-samples';
import { adminHeaders, loginAsAdmin } from './fixtures';
import { AgroQuotationPage } from './pages/agro-quotation';

/** A small real PDF, the producer's signed card as the tablet's scanner app saves it. */
const SIGNED_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]>> endobj',
    'trailer <</Root 1 0 R>>',
    '%%EOF',
    '',
  ].join('\n'),
);

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const typed = (iso: string) => iso.split('-').reverse().join('/');

/** What axe finds against WCAG 2.1 A/AA on the page as it is now. */
async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** The first bytes of a file the browser downloaded. */
async function head(download: Download, length = 5): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    if (Buffer.concat(chunks).length >= length) break;
  }
  stream.destroy();
  return Buffer.concat(chunks).subarray(0, length).toString('latin1');
}

/**
 * An insurer of this run (by API, as the back office registers it) and a coffee quotation a producer
 * started from the farm link (the public guest API), waiting for costs: nothing of the demo data.
 */
async function arrange(request: APIRequestContext) {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  const headers = await adminHeaders(request);
  const insurer = `SEGURADORA SAFRA ${tag}`;
  const created = await request.post('/v1/seguradoras', {
    headers,
    data: { nome: insurer, razao_social: `${insurer} S.A.`, cnpj: generateCnpj() },
  });
  expect(created.status(), await created.text()).toBe(201);

  const guest = await request.post('/connect/guestToken', {
    headers: { 'x-area': 'agronegocio' },
    form: { client_id: CLIENT_ID },
  });
  expect(guest.status(), await guest.text()).toBe(200);
  const { access_token } = (await guest.json()) as { access_token: string };
  const sample = agroQuotationSample();
  const producer = `PRODUTOR EQUIPE ${tag}`;
  const quotation = await request.post('/v1/agro/cotacoes', {
    headers: { authorization: `Bearer ${access_token}` },
    data: {
      ...sample,
      id: crypto.randomUUID(),
      produtor: { ...(sample.produtor as object), nome: producer },
    },
  });
  expect(quotation.status(), await quotation.text()).toBe(201);
  const { id } = (await quotation.json()) as { id: string };
  return { id, insurer, producer, tag };
}

// The staff on a tablet: 768 × 1024, touch.
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

test.describe('agro quotation handled by the staff', () => {
  test('from the costs to the policy on the tablet, the state following each step, then its print view', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const { id, insurer, producer, tag } = await arrange(page.request);
    await loginAsAdmin(page);
    const agro = new AgroQuotationPage(page);
    /** Each step shows its state in the header, and the page still fits the tablet's width. */
    const reached = async (state: string) => {
      await agro.expectState(state);
      await agro.expectNoSidewaysScroll();
    };
    await agro.goto(id);
    await reached('Aguardando custos');
    const producerData = page.getByRole('region', { name: 'Produtor' });
    await expect(producerData).toContainText(producer);
    await expect(producerData).toContainText('(35) 99999-0000');
    const number = await agro.number();

    // One insurer's costs for two payment forms.
    await agro.costs.getByRole('button', { name: 'Adicionar custos' }).click();
    const costs = agro.dialog('Adicionar custos');
    const insurerField = costs.getByRole('combobox', { name: 'Seguradora' });
    await insurerField.fill(insurer);
    await page.getByRole('option', { name: insurer }).click();
    // Typed key by key as a Brazilian does: the dot groups thousands, never the decimals.
    const insured = costs.getByLabel('Importância segurada');
    await agro.type(insured, '900.000,00');
    await insured.blur();
    await expect(insured).toHaveValue('900.000,00');
    await agro.type(costs.getByLabel('Taxa (%)'), '4,5');
    await expect(costs.getByText('Prêmio pela taxa: R$ 40.500,00')).toBeVisible();
    // A payment form starts at the premium by the rate; its instalments are the form's own.
    await costs.getByRole('checkbox', { name: 'À vista (boleto)' }).check();
    await expect(costs.getByLabel('Prêmio (À vista (boleto))')).toHaveValue('40.500,00');
    await costs.getByRole('checkbox', { name: 'Parcelado em 4 vezes' }).check();
    await agro.type(costs.getByLabel('Prêmio (Parcelado em 4 vezes)'), '42000');
    await expect(costs.getByText('4 parcelas de R$ 10.500,00')).toBeVisible();
    await costs.getByRole('button', { name: 'Salvar custos' }).click();
    await expect(costs).toBeHidden();
    await reached('Custos disponíveis, aguardando aprovação');
    await expect(agro.costLine('À vista (boleto)')).toContainText('R$ 40.500,00');
    await expect(agro.costLine('Parcelado em 4 vezes')).toContainText('R$ 10.500,00');
    // Both 'Aprovar' are in sight on the tablet, not behind a sideways scroll of the table.
    for (const form of ['À vista (boleto)', 'Parcelado em 4 vezes'])
      await expect(
        agro.costs.getByRole('button', { name: `Aprovar ${form} da ${insurer}`, exact: true }),
      ).toBeInViewport({ ratio: 1 });
    expect(await axeViolations(page), 'custos a aprovar').toEqual([]);

    // The producer chose the installments.
    await agro.costs
      .getByRole('button', { name: `Aprovar Parcelado em 4 vezes da ${insurer}`, exact: true })
      .click();
    const approve = page.getByRole('alertdialog', { name: 'Aprovar forma de pagamento' });
    await expect(approve).toContainText('prêmio de R$ 42.000,00 em 4x de R$ 10.500,00');
    await approve.getByRole('button', { name: 'Aprovar', exact: true }).click();
    await reached('Forma de pagamento aprovada');
    await expect(agro.costLine('Parcelado em 4 vezes')).toContainText('Aprovada');
    await expect(agro.progress).toContainText(`${insurer} · Parcelado em 4 vezes · R$ 42.000,00`);

    // The agreement card: a real PDF.
    await agro.action('Gerar cartão de adesão').click();
    const card = agro.dialog('Gerar cartão de adesão');
    await expect(card).toContainText(`${insurer}, Parcelado em 4 vezes`);
    await card.getByRole('button', { name: 'Gerar cartão' }).click();
    await reached('Cartão de adesão gerado');
    const cardLink = agro.progress.getByRole('link', { name: /^Baixar cartão de adesão \(PDF\)/ });
    const [download] = await Promise.all([page.waitForEvent('download'), cardLink.click()]);
    expect(download.suggestedFilename()).toBe(`cartao-adesao-${number}.pdf`);
    expect(await head(download)).toBe('%PDF-');

    // The producer's signed copy, sent from the tablet.
    await agro.action('Enviar cartão assinado').click();
    const upload = agro.dialog('Enviar cartão assinado');
    await upload.getByLabel('Cartão assinado (PDF ou foto)').setInputFiles({
      name: `cartao-assinado-${tag}.pdf`,
      mimeType: 'application/pdf',
      buffer: SIGNED_PDF,
    });
    await upload.getByRole('button', { name: 'Enviar arquivo' }).click();
    await expect(upload).toBeHidden();
    await reached('Cartão assinado enviado');
    const signedLink = agro.progress.getByRole('link', { name: `cartao-assinado-${tag}.pdf` });
    const signed = await page.request.get((await signedLink.getAttribute('href')) ?? '');
    expect(signed.headers()['content-type']).toBe('application/pdf');
    expect((await signed.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await agro.action('Aprovar cartão assinado').click();
    const approveFile = agro.dialog('Aprovar cartão assinado');
    await expect(approveFile.getByRole('link', { name: `Abrir cartao-assinado-${tag}.pdf` })).toBeVisible();
    await approveFile.getByRole('button', { name: 'Aprovar cartão assinado' }).click();
    await reached('Cartão assinado aprovado');

    await agro.action('Registrar proposta').click();
    const proposal = agro.dialog('Registrar proposta');
    await proposal.getByLabel('Número da proposta').fill(`PROP-${tag}`);
    await proposal.getByRole('button', { name: 'Registrar proposta' }).click();
    await reached('Proposta');
    await expect(agro.progress).toContainText(`PROP-${tag}`);

    await agro.action('Registrar apólice').click();
    const policy = agro.dialog('Registrar apólice');
    await policy.getByLabel('Número da apólice').fill(`AP-${tag}`);
    await policy.getByLabel('Início da vigência').fill(typed(day(0)));
    await policy.getByLabel('Fim da vigência').fill(typed(day(365)));
    await policy.getByRole('button', { name: 'Registrar apólice' }).click();
    await reached('Apólice emitida');
    await expect(agro.progress).toContainText(`AP-${tag} · vigência ${typed(day(0))} a ${typed(day(365))}`);
    // Nothing is left to do on an issued policy.
    await expect(agro.actions).toHaveCount(0);
    expect(await axeViolations(page), 'apólice emitida').toEqual([]);

    // The print view, opened from the quotation's header in a new tab.
    const [print] = await Promise.all([
      context.waitForEvent('page'),
      agro.header.getByRole('link', { name: /^Versão para impressão/ }).click(),
    ]);
    await expect(print).toHaveURL(new RegExp(`/print-quotation/${id}\\?token=`));
    await expect(print.getByRole('heading', { level: 1, name: `Cotação ${number}` })).toBeVisible();
    await expect(print.getByRole('region', { name: 'Produtor' })).toContainText(producer);
    await expect(print.getByText('Apólice emitida', { exact: true })).toBeVisible();
  });
});
