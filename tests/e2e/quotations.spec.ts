import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { adminHeaders, loginAsAdmin, waitForAppOffline } from './fixtures';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const typed = (iso: string) => iso.split('-').reverse().join('/');

/** Two insurers, a group with its borrower, and a quotation of it in 'dados do processo' (made by API). */
async function arrange(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const tag = Date.now().toString(36).toUpperCase();
  const post = async <T>(url: string, data: object) => {
    const res = await request.post(url, { headers, data });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as T;
  };
  const alfa = await post<{ id: string; nome: string }>('/v1/seguradoras', {
    nome: `ALFA COTA ${tag}`,
    razao_social: `ALFA COTA ${tag} S.A.`,
    cnpj: generateCnpj(),
  });
  const beta = await post<{ id: string; nome: string }>('/v1/seguradoras', {
    nome: `BETA COTA ${tag}`,
    razao_social: `BETA COTA ${tag} S.A.`,
    cnpj: generateCnpj(),
  });
  const group = await post<{ id: string }>('/v1/gruposeconomicos', {
    cnpj: generateCnpj(),
    razao_social: `CONSTRUTORA ${tag} LTDA`,
    nome_fantasia: `CONSTRUTORA ${tag}`,
  });
  const takers = (await (
    await request.get(`/v1/gruposeconomicos/${group.id}/tomadores`, { headers })
  ).json()) as {
    items: { id: string }[];
  };
  const quotable = (await (
    await request.get('/v1/garantia/modalidades/suggestcurrentuser', { headers })
  ).json()) as { id: string; submodalidades: { id: string; nome: string }[] }[];
  const modality = quotable.find((m) => m.submodalidades.some((s) => s.nome === 'EXECUTANTE CONSTRUTOR'));
  const sub = modality?.submodalidades.find((s) => s.nome === 'EXECUTANTE CONSTRUTOR');
  if (!modality || !sub || !takers.items[0]) throw new Error('dados de apoio ausentes');
  const quotation = () =>
    post<{ id: string; numero: number }>('/v1/garantia/cotacoes', {
      grupo_economico_id: group.id,
      tomador_id: takers.items[0]?.id,
      modalidade_id: modality.id,
      submodalidade_id: sub.id,
      tipo_emissao_id: 'nova',
      segurado: { tipo: 'PJ', documento: '46395000000139', nome: 'MUNICÍPIO DE TESTE' },
      importancia_segurada: 500_000,
      vigencia_inicio: day(0),
      vigencia_fim: day(365),
    });
  return { headers, alfa, beta, quotation };
}

/** A group whose name sorts first in the quotation pickers, with its head company as the borrower. */
async function groupForWizard(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const tag = Date.now().toString(36).toUpperCase();
  const nome = `AAA OBRAS ${tag}`;
  const res = await request.post('/v1/gruposeconomicos', {
    headers,
    data: { cnpj: generateCnpj(), razao_social: `${nome} LTDA`, nome_fantasia: nome },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { headers, nome, id: ((await res.json()) as { id: string }).id };
}

/** Fills the six steps of /nova-cotacao and creates the quotation. */
async function fillWizard(page: Page, groupName: string, insuredName: string) {
  const next = page.getByRole('button', { name: 'Avançar' });
  const group = page.getByRole('combobox', { name: 'Grupo econômico' });
  await group.fill(groupName);
  await page.getByRole('option', { name: new RegExp(groupName) }).click();
  const borrower = page.getByRole('combobox', { name: 'Tomador' });
  await borrower.click();
  await page
    .getByRole('option', { name: new RegExp(groupName) })
    .first()
    .click();
  await next.click();
  await page.getByLabel('Modalidade', { exact: true }).selectOption({ label: 'EXECUTANTE / PERFORMANCE' });
  await page.getByLabel('Sub-modalidade').selectOption({ label: 'EXECUTANTE CONSTRUTOR' });
  await page.getByLabel('Tipo de emissão').selectOption({ label: 'Apólice nova' });
  await next.click();
  await page.getByRole('radio', { name: /Pessoa jurídica/ }).check();
  await page.getByLabel('CNPJ', { exact: true }).fill('46395000000139');
  await page.getByLabel('Razão social').fill(insuredName);
  await next.click();
  await page.getByLabel('Importância segurada').fill('750000,00');
  await page.getByLabel('Início da vigência').fill(typed(day(0)));
  await page.getByLabel('Fim da vigência').fill(typed(day(365)));
  await next.click();
  await next.click();
  await expect(page.getByText(insuredName)).toBeVisible();
  await page.getByRole('button', { name: 'Criar cotação' }).click();
}

test.describe('guarantee quotations', () => {
  test('the wizard from /nova-cotacao to a quotation, its step bar at step 1', async ({ page }) => {
    test.setTimeout(120_000);
    const group = await groupForWizard(page.request);
    await loginAsAdmin(page);
    await page.goto('/nova-cotacao');
    await expect(page.getByRole('heading', { name: /Etapa 1 de 6/ })).toBeVisible();
    await fillWizard(page, group.nome, 'PREFEITURA DO ASSISTENTE');
    await expect(page).toHaveURL(/\/cotacao\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: /Cotação COT-\d{6}/ })).toBeVisible();
    await expect(page.getByText('Em preenchimento')).toBeVisible();
  });

  test('a quotation made offline in the wizard shows as pending, survives a reload and is sent once', async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    const group = await groupForWizard(page.request);
    await loginAsAdmin(page);
    await page.goto('/nova-cotacao');
    await expect(page.getByRole('heading', { name: /Etapa 1 de 6/ })).toBeVisible();
    await waitForAppOffline(page);
    // The pickers' lists come online once (the borrower list of the group too).
    await page.getByRole('combobox', { name: 'Grupo econômico' }).fill(group.nome);
    await page.getByRole('option', { name: new RegExp(group.nome) }).click();
    await page.getByRole('combobox', { name: 'Tomador' }).click();
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Grupo econômico' }).fill('');
    await page.keyboard.press('Escape');

    await context.setOffline(true);
    await fillWizard(page, group.nome, 'MUNICÍPIO SEM SINAL');
    await expect(page).toHaveURL(/\/lista-cotacoes/);
    await expect(page.getByText('pendente de envio').first()).toBeVisible();
    await page.reload();
    await expect(page.getByText('pendente de envio').first()).toBeVisible();
    await context.setOffline(false);

    const count = async () => {
      const res = await page.request.get(`/v1/garantia/cotacoes?grupo_economico_id=${group.id}`, {
        headers: group.headers,
      });
      return ((await res.json()) as { total_count: number }).total_count;
    };
    await expect.poll(count, { timeout: 30_000 }).toBe(1);
    await page.waitForTimeout(1500);
    expect(await count()).toBe(1);
  });

  test('costs from two insurers, choose one, upload and approve the draft, insert the policy', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { alfa, beta, quotation } = await arrange(page.request);
    const q = await quotation();
    await loginAsAdmin(page);
    await page.goto(`/cotacao/${q.id}`);
    await expect(page.getByRole('heading', { name: /Cotação COT-\d{6}/ })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Etapas da cotação' }).getByRole('listitem').first(),
    ).toHaveAttribute('aria-current', 'step');

    await page.getByRole('button', { name: 'Gerar cotação' }).click();
    const generate = page.getByRole('dialog', { name: 'Gerar cotação com as seguradoras' });
    await generate.getByRole('checkbox', { name: alfa.nome }).check();
    await generate.getByRole('checkbox', { name: beta.nome }).check();
    await generate.getByRole('button', { name: /Gerar com as escolhidas/ }).click();
    await expect(generate).toBeHidden();

    for (const [insurer, premium, rate] of [
      [alfa.nome, '6000,00', '1,2'],
      [beta.nome, '5500,00', '1,1'],
    ] as const) {
      await page.getByRole('button', { name: `Registrar custos da ${insurer}` }).click();
      const dialog = page.getByRole('dialog', { name: `Custos da ${insurer}` });
      await dialog.getByLabel('Prêmio').fill(premium);
      await dialog.getByLabel('Taxa (%)').fill(rate);
      await dialog.getByRole('button', { name: 'Salvar custos' }).click();
      await expect(dialog).toBeHidden();
    }
    const betaRow = page.getByRole('row', { name: new RegExp(beta.nome) });
    await expect(betaRow).toContainText('R$ 5.500,00');
    await expect(betaRow).toContainText('Mais barata');

    // Neither holds a credit limit for the group: choosing needs a written reason.
    await page.getByRole('button', { name: `Escolher ${alfa.nome}` }).click();
    const choose = page.getByRole('dialog', { name: `Escolher ${alfa.nome}` });
    await choose.getByLabel(/Justificativa/).fill('Limite aprovado pela diretoria da seguradora.');
    await choose.getByRole('button', { name: 'Escolher e solicitar minuta' }).click();
    await expect(choose).toBeHidden();
    await expect(page.getByText('Aguardando emissão da minuta')).toBeVisible();

    await page.getByRole('link', { name: 'Inserir minuta' }).click();
    await page.getByLabel('Arquivo da minuta (PDF)').setInputFiles({
      name: 'minuta.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await page.getByRole('button', { name: 'Enviar minuta' }).click();
    await expect(page).toHaveURL(new RegExp(`/cotacao/${q.id}$`));
    await expect(page.getByText('Minuta emitida')).toBeVisible();
    await page.getByRole('button', { name: 'Aprovar minuta' }).click();
    await expect(page.getByText('Aguardando emissão da apólice')).toBeVisible();

    await page.getByRole('link', { name: 'Inserir apólice' }).click();
    await page.getByLabel('Número da apólice').fill('1007500099');
    await page.getByLabel('Data de emissão').fill(typed(day(0)));
    await page.getByLabel('Início da vigência').fill(typed(day(0)));
    await page.getByLabel('Fim da vigência').fill(typed(day(365)));
    await page.getByLabel('Prêmio').fill('6000,00');
    await page.getByRole('button', { name: 'Inserir apólice' }).click();
    await expect(page).toHaveURL(new RegExp(`/cotacao/${q.id}$`));
    await expect(page.getByText('Apólice emitida').first()).toBeVisible();
    await expect(page.getByText(/Apólice 1007500099/)).toBeVisible();

    await page.getByRole('link', { name: 'Histórico' }).click();
    await expect(page.getByText(/inseriu a apólice/)).toBeVisible();
  });

  test('a critique written offline survives a reload and reaches the server once', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const { headers, quotation } = await arrange(page.request);
    const q = await quotation();
    await loginAsAdmin(page);
    await page.goto(`/cotacao/${q.id}/criticas`);
    await expect(page.getByText('Nenhuma crítica registrada.')).toBeVisible();
    await waitForAppOffline(page);
    await page.goto(`/cotacao/${q.id}/nova-critica`);
    await expect(page.getByLabel('Crítica')).toBeVisible();

    await context.setOffline(true);
    await page.getByLabel('Crítica').fill('Falta a procuração do signatário.');
    await page.getByRole('button', { name: 'Registrar crítica' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /sincroniza|enviad|fila/i })
        .first(),
    ).toBeVisible();
    await page.reload();
    await context.setOffline(false);

    await expect
      .poll(
        async () => {
          const res = await page.request.get(`/v1/garantia/cotacoes/${q.id}/criticas`, { headers });
          return ((await res.json()) as unknown[]).length;
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await page.waitForTimeout(1500);
    const res = await page.request.get(`/v1/garantia/cotacoes/${q.id}/criticas`, { headers });
    expect(((await res.json()) as { texto: string }[]).map((c) => c.texto)).toEqual([
      'Falta a procuração do signatário.',
    ]);
  });
});
