import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { adminHeaders, loginAsAdmin } from './fixtures';

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

test.describe('guarantee quotations', () => {
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
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 20_000,
    });
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
