import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { AgroCost, AgroLog, AgroQuotation } from '../../src/contract/agro-quotations';
import { apiPath } from '../../src/contract/manifest';
import { agroQuotationApi } from '../../src/contract/manifests/agro-quotations';
import { CLIENT_ID } from '../../src/contract/wire';
import { agroQuotationSample } from '../server/route-samples';
import { E2E_DEMO_USER, adminHeaders, waitForAppOffline } from './fixtures';
import { AgroQuotationPage } from './pages/agro-quotation';
import { LoginPage } from './pages/login-page';
import { Shell } from './pages/shell';

/** The demo field agent of the agribusiness area (all demo users share the e2e password). */
const AGENT = { email: 'agro@corretora.local', password: E2E_DEMO_USER.password } as const;

const SIGNED_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

// The field agent's tablet in portrait: 768 px wide, touch.
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

async function loginAsAgent(page: Page): Promise<Shell> {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(AGENT.email, AGENT.password);
  const shell = new Shell(page);
  await shell.waitForReady();
  if (new URL(page.url()).pathname === '/termo') {
    await page.getByRole('button', { name: 'Aceitar', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/termo');
  }
  return shell;
}

/**
 * A coffee quotation a producer started from the farm link, taken by the back office (by API) up to
 * its generated card: the next step is the producer's signed copy, sent from the farm.
 */
async function quotationWithCard(request: APIRequestContext): Promise<string> {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  const headers = await adminHeaders(request);
  const insurer = `SEGURADORA CAMPO ${tag}`;
  const created = await request.post('/v1/seguradoras', {
    headers,
    data: { nome: insurer, razao_social: `${insurer} S.A.`, cnpj: generateCnpj() },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: insurerId } = (await created.json()) as { id: string };

  const guest = await request.post('/connect/guestToken', {
    headers: { 'x-area': 'agronegocio' },
    form: { client_id: CLIENT_ID },
  });
  const { access_token } = (await guest.json()) as { access_token: string };
  const sample = agroQuotationSample();
  const quotation = await request.post('/v1/agro/cotacoes', {
    headers: { authorization: `Bearer ${access_token}` },
    data: { ...sample, id: crypto.randomUUID() },
  });
  expect(quotation.status(), await quotation.text()).toBe(201);
  const { id } = (await quotation.json()) as { id: string };

  const cost = await request.post(agroQuotationApi.costAdd, {
    headers,
    data: {
      id: crypto.randomUUID(),
      cotacao_id: id,
      seguradora_id: insurerId,
      importancia_segurada: 336000,
      taxa: 2.5,
      validade: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      opcoes: [{ forma_pagamento: 'a_vista', premio: 8400, parcelas: 1 }],
    },
  });
  expect(cost.status(), await cost.text()).toBe(201);
  const { id: costId } = (await cost.json()) as AgroCost;
  const approved = await request.put(
    apiPath(agroQuotationApi.approveCoffee, { id: costId, forma: 'a_vista' }),
    {
      headers,
      data: {},
    },
  );
  expect(approved.ok(), await approved.text()).toBe(true);
  const card = await request.put(apiPath(agroQuotationApi.cardGenerateCoffee, { id }), { headers, data: {} });
  expect(card.ok(), await card.text()).toBe(true);
  return id;
}

test.describe('O agente de campo agro no tablet', () => {
  test("entra e cai em 'Cotações agro'; o menu recolhido alcança cada entrada num toque", async ({
    page,
  }) => {
    const shell = await loginAsAgent(page);
    await expect(page).toHaveURL(/\/lista-cotacoes-agro$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cotações agro' })).toBeVisible();

    // At 768 px the menu starts as the icon rail: the group opens beside it, the rail stays a rail.
    const group = shell.groupButton('Cotações');
    await group.tap();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(shell.menuLink('Cotações agro')).toBeVisible();
    await shell.menuLink('Cotações').tap();
    await expect(page.locator('main#conteudo')).toHaveAttribute('data-path', '/lista-cotacoes');
    await expect(shell.menuLink('Cotações agro')).toBeHidden();

    // By keyboard: the group's button, then its entries; Escape closes and gives the focus back.
    await group.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(shell.menuLink('Cotações')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(group).toBeFocused();
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await group.tap();
    await shell.menuLink('Cotações agro').tap();
    await expect(page.locator('main#conteudo')).toHaveAttribute('data-path', '/lista-cotacoes-agro');
  });

  test('sem sinal, o cartão assinado fica pendente, some o botão, e vai ao servidor uma vez só', async ({
    page,
    context,
  }) => {
    const id = await quotationWithCard(page.request);
    await loginAsAgent(page);
    const agro = new AgroQuotationPage(page);
    await agro.goto(id);
    await agro.expectState('Cartão de adesão gerado');
    await waitForAppOffline(page);

    await context.setOffline(true);
    await agro.action('Enviar cartão assinado').tap();
    const upload = agro.dialog('Enviar cartão assinado');
    await upload.getByLabel('Cartão assinado (PDF ou foto)').setInputFiles({
      name: 'cartao-assinado-campo.pdf',
      mimeType: 'application/pdf',
      buffer: SIGNED_PDF,
    });
    await upload.getByRole('button', { name: 'Enviar arquivo' }).tap();
    await expect(upload).toBeHidden();

    await expect(page.getByRole('status').filter({ hasText: 'Aguardando envio' })).toContainText(
      'Aguardando envio: Enviar cartão assinado',
    );
    await expect(agro.action('Enviar cartão assinado')).toHaveCount(0);
    // The header still shows the server's state: nothing was sent yet.
    await agro.expectState('Cartão de adesão gerado');

    await context.setOffline(false);
    await agro.expectState('Cartão assinado enviado');
    await expect(page.getByText('Aguardando envio:')).toHaveCount(0);
    await expect(agro.progress.getByRole('link', { name: 'cartao-assinado-campo.pdf' })).toBeVisible();

    // Exactly once on the server: one signed copy, one 'enviar_arquivo' in the history.
    const headers = await adminHeaders(page.request);
    const stored = (await (
      await page.request.get(apiPath(agroQuotationApi.item, { id }), { headers })
    ).json()) as AgroQuotation;
    expect(stored.arquivos.filter((f) => f.tipo === 'card_assinado')).toHaveLength(1);
    const logs = (await (
      await page.request.get(apiPath(agroQuotationApi.logs, { id }), { headers })
    ).json()) as AgroLog[];
    expect(logs.filter((l) => l.acao === 'enviar_arquivo')).toHaveLength(1);
  });
});
