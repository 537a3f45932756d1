import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { Paged } from '../../src/contract/common';
import type { EndorsementRequestListItem } from '../../src/contract/endorsement-requests';
import { apiPath } from '../../src/contract/manifest';
import { policyApi } from '../../src/contract/manifests/policies';
import type { Policy, PolicyDetail } from '../../src/contract/policies';
import { adminHeaders, loginAsAdmin, waitForAppOffline } from './fixtures';

// A broker's tablet in portrait: 768 px wide, touch.
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

async function seriousViolations(page: Page, screen: string): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${screen}: ${v.id} ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The demo policy issued from the demo quotation (its open requests make it read 'Em endosso'). */
async function issuedPolicy(request: APIRequestContext): Promise<PolicyDetail> {
  const headers = await adminHeaders(request);
  const list = (await (
    await request.get(`${policyApi.list}?situacao=em_endosso&page_size=-1`, { headers })
  ).json()) as Paged<Policy>;
  const policy = list.items[0];
  expect(policy).toBeDefined();
  return (await (
    await request.get(apiPath(policyApi.item, { id: policy?.id ?? '' }), { headers })
  ).json()) as PolicyDetail;
}

async function requestsOf(request: APIRequestContext, policyId: string) {
  const headers = await adminHeaders(request);
  return (
    (await (
      await request.get(`${policyApi.requestList}?apolice_id=${policyId}&page_size=-1`, { headers })
    ).json()) as Paged<EndorsementRequestListItem>
  ).items;
}

async function requestExtension(page: Page, effect: string, newEnd: string) {
  await page.getByRole('link', { name: 'Nova solicitação' }).tap();
  await expect(page).toHaveURL(/\/nova-solicitacao-endosso$/);
  await page.getByLabel('Tipo de endosso').selectOption('prorrogacao');
  await page.getByLabel('Data de efeito').fill(effect);
  await page.getByLabel('Novo fim de vigência').fill(newEnd);
  await page.getByRole('button', { name: 'Salvar', exact: true }).tap();
}

test('from a demo policy: request a term extension, send it, the insurer accepts: the page shows the new term', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginAsAdmin(page);
  const policy = await issuedPolicy(page.request);
  const today = new Date().toISOString().slice(0, 10);
  const newEnd = addDays(policy.vigencia_fim_atual, 400);
  const found: string[] = [];

  await page.goto(`/apolices/${policy.id}/detalhes-apolice`);
  const section = page.getByRole('region', { name: 'Solicitações' });
  await expect(section).toBeVisible();
  // The demo data: one sent request overdue, highlighted with its count.
  await expect(section.getByText(/^Atrasada há \d+ dias$/)).toBeVisible();
  found.push(...(await seriousViolations(page, 'detalhes-apolice')));

  await page.getByRole('link', { name: 'Nova solicitação' }).tap();
  await expect(page.getByLabel('Tipo de endosso')).toBeVisible();
  found.push(...(await seriousViolations(page, 'nova-solicitacao-endosso')));
  await page.goBack();

  await requestExtension(page, ddmmyyyy(today), ddmmyyyy(newEnd));
  await expect(
    page.getByRole('status').filter({ hasText: 'Solicitação de endosso registrada.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/detalhes-apolice$/);
  const mine = section.getByRole('listitem').filter({ hasText: `Vigência até ${ddmmyyyy(newEnd)}` });
  await expect(mine).toContainText('Criada');

  await mine.getByRole('button', { name: 'Enviar à seguradora' }).tap();
  await expect(mine).toContainText('Enviada à seguradora');
  await expect(mine).toContainText('15 dias para a seguradora responder');

  // The insurer's answer is recorded by the back office (criar_endosso) in the request's dialog. A
  // critique written meanwhile elsewhere (this page has not read it yet) blocks the acceptance: 409.
  const created = (await requestsOf(page.request, policy.id)).find((r) => r.nova_vigencia_fim === newEnd);
  expect(created).toBeDefined();
  const headers = await adminHeaders(page.request);
  const critiqued = await page.request.post(
    apiPath(policyApi.requestCritiques, { apolice: policy.id, id: created?.id ?? '' }),
    { headers, data: { texto: 'Falta o cronograma da obra.' } },
  );
  expect([200, 201]).toContain(critiqued.status());
  const critique = (await critiqued.json()) as { id: string };

  await mine.getByRole('button', { name: 'Registrar aceite' }).tap();
  const dialog = page.getByRole('dialog', { name: /^Registrar aceite/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Registrar aceite' }).tap();
  await expect(dialog.getByText('Informe o número do endosso.')).toBeVisible();
  await dialog.getByLabel('Número do endosso').fill('e2e-sol-1');
  await dialog.getByLabel('Prêmio do endosso').fill('1234,56');
  found.push(...(await seriousViolations(page, 'registrar-aceite')));
  await dialog.getByRole('button', { name: 'Registrar aceite' }).tap();
  await expect(dialog.getByRole('alert').filter({ hasText: /crítica aberta/ })).toBeVisible();

  // Once the critique is resolved, the same dialog sends the acceptance again and the page reads it.
  const resolved = await page.request.put(
    apiPath(policyApi.requestCritiqueResolve, {
      apolice: policy.id,
      id: created?.id ?? '',
      critica: critique.id,
    }),
    { headers, data: { resolucao: 'Cronograma anexado.' } },
  );
  expect(resolved.status()).toBe(200);
  await dialog.getByRole('button', { name: 'Registrar aceite' }).tap();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole('status').filter({ hasText: 'Aceite registrado: o endosso foi criado.' }),
  ).toBeVisible();
  await expect(mine).toContainText('endosso E2E-SOL-1');
  await expect(mine).toContainText('Aceita');
  await expect(page.getByText(new RegExp(` a ${ddmmyyyy(newEnd)}$`))).toBeVisible();

  // The insurer refuses another request: the reason is asked for, and the request shows it.
  const otherEnd = addDays(newEnd, 30);
  await requestExtension(page, ddmmyyyy(today), ddmmyyyy(otherEnd));
  await expect(page).toHaveURL(/\/detalhes-apolice$/);
  const refused = section.getByRole('listitem').filter({ hasText: `Vigência até ${ddmmyyyy(otherEnd)}` });
  await refused.getByRole('button', { name: 'Reprovar' }).tap();
  const refusal = page.getByRole('dialog', { name: /^Reprovar/ });
  await refusal.getByRole('button', { name: 'Reprovar' }).tap();
  await expect(refusal.getByText('Informe o motivo da reprovação.')).toBeVisible();
  await refusal.getByLabel('Motivo da reprovação').fill('A seguradora pede o novo cronograma.');
  found.push(...(await seriousViolations(page, 'reprovar')));
  await refusal.getByRole('button', { name: 'Reprovar' }).tap();
  await expect(refusal).toHaveCount(0);
  await expect(refused).toContainText('Reprovada');
  await expect(refused).toContainText('Motivo: A seguradora pede o novo cronograma.');

  // /endossos 'Solicitações': every request with its state and countdown, the overdue filter in the URL.
  await page.goto('/endossos');
  await page.getByRole('button', { name: 'Solicitações', exact: true }).tap();
  await expect(page).toHaveURL(/visao=solicitacoes/);
  const table = page.getByRole('region', { name: 'Solicitações de endosso' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  found.push(...(await seriousViolations(page, 'endossos-solicitacoes')));
  await page.getByLabel('Estado').selectOption('aceita');
  await expect(page).toHaveURL(/estado=aceita/);
  await expect(table.getByRole('row').filter({ hasText: policy.numero }).first()).toContainText('Aceita');
  await page.getByLabel('Estado').selectOption('');
  await expect(page).not.toHaveURL(/estado=/);
  await page.getByLabel('Só as atrasadas').check();
  await expect(page).toHaveURL(/atrasadas=true/);
  const overdue = table.getByRole('row').filter({ hasText: /Atrasada há \d+ dias?/ });
  await expect(overdue.first()).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'Aceita' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('Só as atrasadas')).toBeChecked();
  await expect(overdue.first()).toBeVisible();
  found.push(...(await seriousViolations(page, 'endossos-solicitacoes-atrasadas')));
  expect(found).toEqual([]);
});

test('a request created with no signal waits on the device and reaches the server exactly once', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await loginAsAdmin(page);
  const policy = await issuedPolicy(page.request);
  const before = (await requestsOf(page.request, policy.id)).length;
  const newEnd = addDays(policy.vigencia_fim_atual, 500);
  await page.goto(`/apolices/${policy.id}/detalhes-apolice`);
  await expect(page.getByRole('region', { name: 'Solicitações' })).toBeVisible();
  await waitForAppOffline(page);

  await context.setOffline(true);
  await requestExtension(page, ddmmyyyy(new Date().toISOString().slice(0, 10)), ddmmyyyy(newEnd));
  const waiting = page.getByRole('link', { name: /Sincronização: 1 item aguardando envio/ });
  await expect(waiting).toBeVisible();
  await context.setOffline(false);
  await expect(waiting).toHaveCount(0, { timeout: 30_000 });

  const after = await requestsOf(page.request, policy.id);
  expect(after).toHaveLength(before + 1);
  expect(after.filter((r) => r.nova_vigencia_fim === newEnd)).toHaveLength(1);
});
