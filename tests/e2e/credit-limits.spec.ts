import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import type { APIRequestContext, APIResponse, Locator } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { adminHeaders, loginAsAdmin } from './fixtures';
import { ConsultFormPage, ConsultPage } from './pages/credit-limits';
import { mailsTo } from './pages/mail';

/** A minimal PDF: what a group's balance sheet is, for the consult to attach. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function created<T>(response: Promise<APIResponse>): Promise<T> {
  const res = await response;
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

/** Two insurers open to market consults with their own addresses, two brokers, a group with a balance. */
async function arrange(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const tag = Date.now().toString(36).toUpperCase();
  const insurer = (nome: string, email: string) =>
    created<{ id: string; nome: string }>(
      request.post('/v1/seguradoras', {
        headers,
        data: { nome, razao_social: `${nome} S.A.`, cnpj: generateCnpj(), emails: [{ email }] },
      }),
    );
  const broker = (razao_social: string) =>
    created<{ id: string; razao_social: string }>(
      request.post('/v1/corretoras', { headers, data: { razao_social, cnpj: generateCnpj() } }),
    );
  const approving = await insurer(`ALFA LIMITES ${tag}`, `subscricao.${tag.toLowerCase()}@alfa.e2e.local`);
  const refusing = await insurer(`BETA LIMITES ${tag}`, `credito.${tag.toLowerCase()}@beta.e2e.local`);
  const lead = await broker(`CORRETORA LIDER ${tag} LTDA`);
  const partner = await broker(`CORRETORA PARCEIRA ${tag} LTDA`);
  const upload = await request.post('/arquivos/upload', {
    headers,
    multipart: { arquivo: { name: 'balanco-2025.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const file = (await upload.json()) as { id: string };
  const group = await created<{ id: string; razao_social: string }>(
    request.post('/v1/gruposeconomicos', {
      headers,
      data: {
        cnpj: generateCnpj(),
        razao_social: `CAFEICULTORES ${tag} LTDA`,
        nome_fantasia: `CAFEICULTORES ${tag}`,
        endereco: { cep: '37130-000', logradouro: 'Rua do Café', numero: '10', cidade: 'ALFENAS', uf: 'MG' },
        balancos: [{ ano: 2025, arquivo_id: file.id }],
      },
    }),
  );
  return {
    approving,
    refusing,
    lead,
    partner,
    group,
    emails: [`subscricao.${tag.toLowerCase()}@alfa.e2e.local`, `credito.${tag.toLowerCase()}@beta.e2e.local`],
  };
}

test.describe('credit limits', () => {
  test('a market consult with two insurers: one approves, one refuses, a 60/40 co-brokerage, and the summary card on the group page', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { approving, refusing, lead, partner, group, emails } = await arrange(page.request);
    await loginAsAdmin(page);

    // From the group page to a new consult.
    await page.goto(`/grupo-economico/${group.id}`);
    await page.getByRole('link', { name: 'Limite de crédito', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/grupo-economico/${group.id}/limite-de-credito$`));
    await page.getByRole('link', { name: 'Nova consulta' }).click();
    await expect(page).toHaveURL(/\/limite-de-credito\/nova-consulta$/);

    const form = new ConsultFormPage(page);
    await form.amount.fill('2500000,00');
    // Every insurer open to market consults comes checked; this consult goes to two of them.
    await expect(form.insurer(approving.nome)).toBeChecked();
    await form.uncheckAll.click();
    await form.insurer(approving.nome).check();
    await form.insurer(refusing.nome).check();
    await page.getByRole('checkbox', { name: /Balanço 2025/ }).check();
    await form.send.click();
    await expect(page).toHaveURL(/\/limite-de-credito\/[0-9a-f-]{36}$/);

    // Each insurer gets one e-mail, with the balance sheet attached.
    for (const to of emails) {
      await expect.poll(() => mailsTo(to).length, { timeout: 20_000 }).toBe(1);
      expect(mailsTo(to)[0]).toMatch(/filename.*Balan.*2025\.pdf/);
    }

    const consult = new ConsultPage(page);
    await expect(consult.answerOf(approving.nome)).toContainText('Aguardando resposta');
    await expect(consult.answerOf(refusing.nome)).toContainText('Aguardando resposta');

    // The first approves: limit, minimum rate, validity and the counter-guarantee structure.
    const approval = await consult.openAnswer(approving.nome);
    await approval.getByLabel('Situação').selectOption({ label: 'Aprovado' });
    await approval.getByLabel('Limite aprovado').fill('2000000,00');
    await approval.getByLabel('Taxa mínima (%)').fill('0,45');
    await approval.getByLabel('Início da vigência').fill('01/01/2026');
    await approval.getByLabel('Fim da vigência').fill('31/12/2030');
    await approval.getByLabel('Estrutura CCG').selectOption({ index: 2 });
    await approval.getByRole('button', { name: 'Salvar resposta' }).click();
    await expect(approval).toBeHidden();
    await expect(consult.answerOf(approving.nome)).toContainText('Aprovado');
    await expect(consult.answerOf(approving.nome)).toContainText('R$ 2.000.000,00');

    // The second refuses.
    const refusal = await consult.openAnswer(refusing.nome);
    await refusal.getByLabel('Situação').selectOption({ label: 'Recusado' });
    await refusal.getByLabel('Observações').fill('Endividamento acima da política.');
    await refusal.getByRole('button', { name: 'Salvar resposta' }).click();
    await expect(refusal).toBeHidden();
    await expect(consult.answerOf(refusing.nome)).toContainText('Recusado');

    // Co-brokerage: two brokers, 60/40 (a wrong sum is refused at the form first).
    const co = consult.coBrokerage;
    await co.getByRole('checkbox', { name: 'Cocorretagem ativa' }).check();
    await pickBroker(co.getByRole('combobox', { name: 'Corretora 1' }), lead.razao_social);
    await pickBroker(co.getByRole('combobox', { name: 'Corretora 2' }), partner.razao_social);
    await co.getByLabel('Participação 1 (%)').fill('60');
    await co.getByLabel('Participação 2 (%)').fill('50');
    await co.getByRole('button', { name: 'Salvar cocorretagem' }).click();
    await expect(co.getByText('as participações devem somar exatamente 100%')).toBeVisible();
    await co.getByLabel('Participação 2 (%)').fill('40');
    await co.getByRole('button', { name: 'Salvar cocorretagem' }).click();
    await expect(page.getByRole('status').filter({ hasText: /cocorretagem/i })).toBeVisible();

    // What the server holds now.
    const headers = await adminHeaders(page.request);
    const consultId = /\/limite-de-credito\/([0-9a-f-]{36})$/.exec(page.url())?.[1];
    const stored = await page.request.get(
      `/v1/gruposeconomicos/${group.id}/limitescredito/${consultId}/cocorretagem`,
      { headers },
    );
    const shares = (await stored.json()) as {
      ativo: boolean;
      corretoras: { corretora_id: string; percentagem_participacao: number }[];
    };
    expect(shares.ativo).toBe(true);
    expect(shares.corretoras.map((c) => [c.corretora_id, c.percentagem_participacao])).toEqual([
      [lead.id, 60],
      [partner.id, 40],
    ]);

    // The group page's summary card: the approved limit; the refusal is not a limit.
    await page.goto(`/grupo-economico/${group.id}`);
    const summary = page.getByRole('region', { name: 'Limites de crédito' });
    await expect(summary).toContainText(approving.nome);
    await expect(summary).toContainText('R$ 2.000.000,00');
    await expect(summary).toContainText('0,45%');
    await expect(summary).toContainText('31/12/2030');
    await expect(summary).not.toContainText(refusing.nome);
  });
});

async function pickBroker(combobox: Locator, name: string) {
  await combobox.fill(name.slice(0, 22));
  await combobox
    .page()
    .getByRole('option', { name: new RegExp(name) })
    .click();
}
