import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { Paged } from '../../src/contract/common';
import type { EndorsementRequest } from '../../src/contract/endorsement-requests';
import { apiPath } from '../../src/contract/manifest';
import { reasonApi } from '../../src/contract/manifests/cancellation-reasons';
import { policyApi } from '../../src/contract/manifests/policies';
import type { Policy, PolicyDetail } from '../../src/contract/policies';
import { adminHeaders, loginAsAdmin, waitForAppOffline } from './fixtures';
import { seriousViolations } from './pages/axe';

// A broker's tablet in portrait: 768 px wide, touch.
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);

/** A demo policy in the given situation, read in full. */
/**
 * The first policy in `situacao` (that `fits`, when given): other specs of the run write requests on
 * the demo policies, so which one comes first is not fixed.
 */
async function policyIn(
  request: APIRequestContext,
  situacao: string,
  fits: (policy: PolicyDetail) => boolean = () => true,
): Promise<PolicyDetail> {
  const headers = await adminHeaders(request);
  const list = (await (
    await request.get(`${policyApi.list}?situacao=${situacao}&page_size=-1`, { headers })
  ).json()) as Paged<Policy>;
  for (const item of list.items) {
    const policy = (await (
      await request.get(apiPath(policyApi.item, { id: item.id }), { headers })
    ).json()) as PolicyDetail;
    if (fits(policy)) return policy;
  }
  throw new Error(`Nenhuma apólice ${situacao} serve a este teste.`);
}

/** A term-extension request written by the back office (state 'criada'). */
async function extensionRequest(request: APIRequestContext, policy: PolicyDetail, days: number) {
  const headers = await adminHeaders(request);
  const res = await request.post(apiPath(policyApi.requests, { id: policy.id }), {
    headers,
    data: {
      tipo_id: 'prorrogacao',
      data_efeito: today(),
      nova_vigencia_fim: addDays(policy.vigencia_fim_atual, days),
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as EndorsementRequest;
}

test('edit a request, then a critique on it: written, seen on /acompanhar-criticas, resolved', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginAsAdmin(page);
  const policy = await policyIn(page.request, 'em_endosso');
  const created = await extensionRequest(page.request, policy, 600);
  const found: string[] = [];

  await page.goto(`/apolices/${policy.id}/detalhes-apolice`);
  const section = page.getByRole('region', { name: 'Solicitações' });
  const mine = section
    .getByRole('listitem')
    .filter({ hasText: `Vigência até ${ddmmyyyy(created.nova_vigencia_fim ?? '')}` });
  await mine.getByRole('link', { name: 'Editar' }).tap();
  await expect(page).toHaveURL(new RegExp(`/${created.id}/editar-solicitacao$`));
  await expect(page.getByLabel('Novo fim de vigência')).toHaveValue(
    ddmmyyyy(created.nova_vigencia_fim ?? ''),
  );
  found.push(...(await seriousViolations(page, 'editar-solicitacao')));
  const edited = addDays(policy.vigencia_fim_atual, 610);
  await page.getByLabel('Novo fim de vigência').fill(ddmmyyyy(edited));
  await page.getByRole('button', { name: 'Salvar', exact: true }).tap();
  await expect(
    page.getByRole('status').filter({ hasText: 'Solicitação de endosso alterada.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/detalhes-apolice$/);
  const after = section.getByRole('listitem').filter({ hasText: `Vigência até ${ddmmyyyy(edited)}` });
  await expect(after).toContainText('Criada');

  // Its critiques: the thread, a new one, and the follow-up list beside the quotations' ones.
  await after.getByRole('link', { name: /^Críticas da solicitação/ }).tap();
  await expect(page).toHaveURL(new RegExp(`/${created.id}/criticas$`));
  await expect(page.getByText('Nenhuma crítica registrada.')).toBeVisible();
  found.push(...(await seriousViolations(page, 'criticas-solicitacao')));
  await page.getByRole('link', { name: 'Nova crítica' }).tap();
  await expect(page).toHaveURL(/\/nova-criticas$/);
  found.push(...(await seriousViolations(page, 'nova-criticas')));
  await page.getByLabel('Crítica').fill('Falta a carta da seguradora sobre o novo prazo.');
  await page.getByRole('button', { name: 'Registrar crítica' }).tap();
  await expect(page).toHaveURL(/\/criticas$/);
  const critique = page.getByRole('listitem').filter({ hasText: 'Falta a carta da seguradora' });
  await expect(critique).toContainText('Aberta');

  await page.goto('/acompanhar-criticas');
  await page.getByRole('button', { name: 'Solicitações de endosso' }).tap();
  await expect(page).toHaveURL(/origem=solicitacoes/);
  const row = page.getByRole('row').filter({ hasText: 'Falta a carta da seguradora' });
  await expect(row).toContainText(policy.numero);
  found.push(...(await seriousViolations(page, 'acompanhar-criticas-solicitacoes')));
  await row.getByRole('link', { name: /^Críticas da solicitação da apólice/ }).tap();
  await expect(page).toHaveURL(new RegExp(`/${created.id}/criticas$`));

  await critique.getByRole('button', { name: 'Regularizar' }).tap();
  await expect(critique).toContainText('Regularizada');
  await expect(critique.getByRole('button', { name: 'Regularizar' })).toHaveCount(0);

  // The policy's critiques: every request's thread on one page.
  await page.goto(`/apolices/${policy.id}/criticas`);
  await expect(page.getByText('Falta a carta da seguradora sobre o novo prazo.')).toBeVisible();
  found.push(...(await seriousViolations(page, 'criticas-apolice')));
  await page.getByRole('link', { name: 'Nova crítica' }).tap();
  await expect(page).toHaveURL(/\/nova-critica$/);
  found.push(...(await seriousViolations(page, 'nova-critica')));
  expect(found).toEqual([]);
});

/** A policy in force whose modality has cancellation reasons (the form offers those). */
async function cancellablePolicy(request: APIRequestContext): Promise<Policy> {
  const headers = await adminHeaders(request);
  const list = (await (
    await request.get(`${policyApi.list}?situacao=vigente&page_size=-1`, { headers })
  ).json()) as Paged<Policy>;
  for (const policy of list.items) {
    const reasons = (await (
      await request.get(`${reasonApi.suggest}?modalidade_id=${policy.modalidade.id}`, { headers })
    ).json()) as unknown[];
    if (reasons.length > 0) return policy;
  }
  throw new Error('Nenhuma apólice vigente com motivos de cancelamento na demo.');
}

test('request the cancellation of a policy: reason, refund, effective date', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAsAdmin(page);
  const policy = await cancellablePolicy(page.request);
  await page.goto(`/apolices/${policy.id}/detalhes-apolice`);
  await page.getByRole('link', { name: 'Solicitar cancelamento' }).tap();
  await expect(page).toHaveURL(/\/cancelamento-apolice$/);
  await expect(page.getByLabel('Tipo de endosso')).toHaveCount(0);
  await page.getByLabel('Data de efeito').fill(ddmmyyyy(today()));
  await page.getByRole('button', { name: 'Salvar', exact: true }).tap();
  await expect(page.getByText('Escolha o motivo do cancelamento.')).toBeVisible();
  const reason = page.getByLabel('Motivo do cancelamento');
  await expect(reason.locator('option')).not.toHaveCount(1);
  await reason.selectOption({ index: 1 });
  await page.getByLabel('Com restituição de prêmio').check();
  await page.getByLabel('Valor da restituição').fill('150,00');
  expect(await seriousViolations(page, 'cancelamento-apolice')).toEqual([]);
  await page.getByRole('button', { name: 'Salvar', exact: true }).tap();
  await expect(
    page.getByRole('status').filter({ hasText: 'Solicitação de cancelamento registrada.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/detalhes-apolice$/);
  const cancellation = page
    .getByRole('region', { name: 'Solicitações' })
    .getByRole('listitem')
    .filter({ hasText: /^Cancelamento/ });
  await expect(cancellation.first()).toContainText('Criada');
});

test('a request action queued with no signal is not offered twice, and is sent once', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await loginAsAdmin(page);
  const policy = await policyIn(page.request, 'em_endosso');
  const created = await extensionRequest(page.request, policy, 700);
  await page.goto(`/apolices/${policy.id}/detalhes-apolice`);
  const mine = page
    .getByRole('region', { name: 'Solicitações' })
    .getByRole('listitem')
    .filter({ hasText: `Vigência até ${ddmmyyyy(created.nova_vigencia_fim ?? '')}` });
  await expect(mine.getByRole('button', { name: 'Enviar à seguradora' })).toBeVisible();
  await waitForAppOffline(page);

  await context.setOffline(true);
  await mine.getByRole('button', { name: 'Enviar à seguradora' }).tap();
  await expect(mine.getByText(/Aguardando envio/)).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Enviar à seguradora' })).toHaveCount(0);
  await context.setOffline(false);
  await expect(mine).toContainText('Enviada à seguradora', { timeout: 30_000 });
  await expect(mine.getByRole('button', { name: 'Enviar à seguradora' })).toHaveCount(0);

  const headers = await adminHeaders(page.request);
  const read = (await (
    await page.request.get(apiPath(policyApi.request, { id: policy.id, endosso: created.id }), { headers })
  ).json()) as EndorsementRequest;
  expect(read.estado.id).toBe('enviada');
});

test('cancel an endorsement: a request that undoes it; the /endossos aliases open the policy sub-pages', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAsAdmin(page);
  const policy = await policyIn(page.request, 'em_endosso', (p) =>
    p.endossos.some((e) => e.tipo.id === 'aumento_is'),
  );
  const endorsement = policy.endossos.find((e) => e.tipo.id === 'aumento_is');
  expect(endorsement).toBeDefined();
  const numero = endorsement?.numero ?? '';

  await page.goto(`/endossos/nova_requisicao_endosso/${policy.id}`);
  await expect(page).toHaveURL(
    new RegExp(`/apolices/${policy.id}/detalhes-apolice/nova-solicitacao-endosso$`),
  );
  await page.goto(`/endossos/novo_endosso/${policy.id}`);
  await expect(page).toHaveURL(new RegExp(`/apolices/${policy.id}/detalhes-apolice/novo-endosso$`));

  await page.goto(`/apolices/${policy.id}/detalhes-apolice`);
  await page.getByRole('link', { name: `Cancelar endosso ${numero}` }).tap();
  await expect(page).toHaveURL(/\/cancelamento-endosso\//);
  await expect(page.getByLabel('Observações').or(page.getByLabel('Dados alterados'))).toHaveValue(
    new RegExp(`^Cancelamento do endosso ${numero} `),
  );
  if (endorsement?.tipo.id === 'aumento_is')
    await expect(page.getByLabel('Tipo de endosso')).toHaveValue('reducao_is');
  expect(await seriousViolations(page, 'cancelamento-endosso')).toEqual([]);
  await page.getByRole('button', { name: 'Salvar', exact: true }).tap();
  await expect(
    page.getByRole('status').filter({ hasText: 'Solicitação de cancelamento do endosso registrada.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/detalhes-apolice$/);
});
