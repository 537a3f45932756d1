import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { AuditEntry } from '../../src/contract/audit';
import type { Paged } from '../../src/contract/common';
import type { Invoice } from '../../src/contract/invoices';
import { invoiceApi } from '../../src/contract/manifests/invoices';
import { policyApi } from '../../src/contract/manifests/policies';
import type { Policy } from '../../src/contract/policies';
import { adminHeaders, loginAsAdmin, waitForAppOffline } from './fixtures';

// A broker's tablet in portrait: 768 px wide, touch.
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

async function violations(page: Page, screen: string): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations.map(
    (v) =>
      `${screen}: ${v.id} ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

/** A demo policy in force (the issued one: its current term runs past today). */
async function demoPolicy(request: APIRequestContext): Promise<Policy> {
  const headers = await adminHeaders(request);
  const list = (await (
    await request.get(`${policyApi.list}?situacao=em_endosso&page_size=-1`, { headers })
  ).json()) as Paged<Policy>;
  const policy = list.items[0];
  expect(policy).toBeDefined();
  return policy as Policy;
}

async function invoicesOf(request: APIRequestContext, policyId: string): Promise<Invoice[]> {
  const headers = await adminHeaders(request);
  return (
    (await (
      await request.get(`${invoiceApi.list}?apolice_id=${policyId}&page_size=-1`, { headers })
    ).json()) as Paged<Invoice>
  ).items;
}

test("a policy's premium split into instalments, one paid and one inactivated with a reason", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginAsAdmin(page);
  const policy = await demoPolicy(page.request);
  const before = await invoicesOf(page.request, policy.id);
  const tag = `E2E${Date.now().toString(36).toUpperCase()}`;
  const found: string[] = [];

  // From the policy page: its invoices section and 'Nova fatura'.
  await page.goto(`/apolices/${policy.id}/detalhes-apolice`);
  const section = page.getByRole('region', { name: 'Faturas' });
  await expect(section).toBeVisible();
  await section.getByRole('link', { name: 'Nova fatura' }).tap();
  await expect(page).toHaveURL(/\/faturas\/nova-fatura\?apolice=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Nova fatura da apólice ${policy.numero}`);

  // The premium split in 3, edited before saving (numbers of our own, one amount moved and put back).
  await page.getByLabel('Prêmio a dividir').fill('1.000,01');
  await page.getByLabel('Número de parcelas').fill('3');
  await page.getByLabel('Vencimento da primeira parcela').fill('10/01/2030');
  await page.getByRole('button', { name: 'Dividir em parcelas' }).tap();
  await expect(page.getByLabel('Valor da parcela 1')).toHaveValue('333,34');
  await expect(page.getByLabel('Valor da parcela 3')).toHaveValue('333,33');
  await expect(page.getByLabel('Vencimento da parcela 2')).toHaveValue('10/02/2030');
  for (const n of [1, 2, 3]) await page.getByLabel(`Número da parcela ${n}`).fill(`${tag}-${n}`);
  await page.getByLabel('Valor da parcela 1').fill('300,00');
  await page.getByLabel('Valor da parcela 1').blur();
  await expect(
    page.getByText('A soma das parcelas (R$ 966,67) difere do prêmio (R$ 1.000,01).'),
  ).toBeVisible();
  await page.getByLabel('Valor da parcela 1').fill('333,34');
  await page.getByLabel('Valor da parcela 1').blur();
  found.push(...(await violations(page, 'nova-fatura')));
  await page.getByRole('button', { name: 'Salvar', exact: true }).tap();
  await expect(page).toHaveURL(new RegExp(`/apolices/${policy.id}/detalhes-apolice$`));
  await expect(section.getByText(`${tag}-3`)).toBeVisible();
  const created = (await invoicesOf(page.request, policy.id)).filter((i) => i.numero.startsWith(tag));
  expect(created.map((i) => [i.parcela, i.parcelas, i.valor])).toEqual([
    [1, 3, 333.34],
    [2, 3, 333.34],
    [3, 3, 333.33],
  ]);
  expect((await invoicesOf(page.request, policy.id)).length).toBe(before.length + 3);

  // Register the payment of the first.
  await section.getByRole('link', { name: `Editar fatura ${tag}-1` }).tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Editar fatura ${tag}-1`);
  found.push(...(await violations(page, 'editar-fatura')));
  await page.getByRole('button', { name: 'Registrar pagamento' }).tap();
  const payment = page.getByRole('dialog');
  await payment.getByLabel('Data do pagamento').fill('05/01/2030');
  found.push(...(await violations(page, 'registrar-pagamento')));
  await payment.getByRole('button', { name: 'Registrar pagamento' }).tap();
  await expect(payment).toBeHidden();
  await expect(page.getByText('Paga em 05/01/2030: R$ 333,34')).toBeVisible();

  // Inactivate the second: the reason is asked for, then shown; the invoice stays listed.
  await page.goto(`/faturas?apolice_id=${policy.id}&query=${tag}-2`);
  await page.getByRole('link', { name: `Editar fatura ${tag}-2` }).tap();
  await page.getByRole('button', { name: 'Inativar' }).tap();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Inativar' }).tap();
  await expect(dialog.getByText('Escolha o motivo da inativação.')).toBeVisible();
  await dialog.getByLabel('Motivo da inativação').selectOption({ label: 'Emitida com erro' });
  await dialog.getByLabel('Observação').fill('Valor divergente do endosso.');
  found.push(...(await violations(page, 'inativar-fatura')));
  await dialog.getByRole('button', { name: 'Inativar' }).tap();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(/Inativada em .*: Emitida com erro — Valor divergente do endosso\./),
  ).toBeVisible();

  // The list, filtered in the URL, shows it as 'Inativa'; the policy's situation did not change.
  await page.goto(`/faturas?situacao=inativa&apolice_id=${policy.id}`);
  await expect(page.getByText(`${tag}-2`, { exact: true })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  found.push(...(await violations(page, 'faturas')));
  const after = (await invoicesOf(page.request, policy.id)).filter((i) => i.numero.startsWith(tag));
  expect(after.map((i) => i.situacao.id)).toEqual(['paga', 'inativa', 'em_aberto']);
  expect((await demoPolicy(page.request)).situacao).toEqual(policy.situacao);
  expect(found).toEqual([]);
});

test('a payment registered with no signal waits on the device and reaches the server exactly once', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await loginAsAdmin(page);
  const policy = await demoPolicy(page.request);
  const headers = await adminHeaders(page.request);
  const numero = `OFF${Date.now().toString(36).toUpperCase()}`;
  const created = await page.request.post(invoiceApi.list, {
    headers,
    data: { apolice_id: policy.id, numero, parcela: 1, parcelas: 1, valor: 250.5, vencimento: '2020-01-10' },
  });
  expect(created.status()).toBe(201);
  const invoice = (await created.json()) as Invoice;
  expect(invoice.situacao.id).toBe('vencida');

  await page.goto(`/faturas/${invoice.id}/editar-fatura`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Editar fatura ${numero}`);
  await waitForAppOffline(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Registrar pagamento' }).tap();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Registrar pagamento' }).tap();
  await expect(dialog).toBeHidden();
  const waiting = page.getByRole('link', { name: /Sincronização: 1 item aguardando envio/ });
  await expect(waiting).toBeVisible();
  await context.setOffline(false);
  await expect(waiting).toHaveCount(0, { timeout: 30_000 });

  const read = (await (
    await page.request.get(`${invoiceApi.list}/${invoice.id}`, { headers })
  ).json()) as Invoice;
  expect(read.situacao.id).toBe('paga');
  expect(read.valor_pago).toBe(250.5);
  const history = (await (
    await page.request.get(`/v1/auditoria?entidade=fatura&entidade_id=${invoice.id}&page_size=100`, {
      headers,
    })
  ).json()) as Paged<AuditEntry>;
  expect(history.items.filter((e) => e.acao === 'registrar_pagamento')).toHaveLength(1);
});
