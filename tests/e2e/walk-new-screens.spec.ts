import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { CLIENT_ID } from '../../src/contract/wire';
import type { Paged } from '../../src/contract/common';
import type { Invoice } from '../../src/contract/invoices';
import { invoiceApi } from '../../src/contract/manifests/invoices';
import { policyApi } from '../../src/contract/manifests/policies';
import type { EndorsementRequestListItem } from '../../src/contract/endorsement-requests';
import type { Policy, PolicyDetail } from '../../src/contract/policies';
import { E2E_ADMIN, E2E_DEMO_USER, adminHeaders, waitForAppOffline } from './fixtures';
import { seriousViolations } from './pages/axe';
import { LoginPage } from './pages/login-page';
import { mailsTo } from './pages/mail';
import { Shell } from './pages/shell';

// Every principal walks the newest screens on a tablet in portrait (one pass also in landscape).
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });
test.describe.configure({ mode: 'default' });

const AGRO = { email: 'agro@corretora.local', password: E2E_ADMIN.password } as const;
const PARTNER = {
  email: `parceira.walk.${Date.now().toString(36)}@e2e.local`,
  password: 'Tablet-Campo-2026!',
} as const;

type Principal = 'admin' | 'consulta' | 'agro' | 'parceiro';

interface Facts {
  /** A policy of the partner's wallet group (the admin and the partner see it). */
  mine: PolicyDetail;
  /** A policy of another group (the partner must not see it). */
  other: Policy;
  /** An endorsement request of `mine`, its number of an endorsement, an invoice of `mine`. */
  request: EndorsementRequestListItem | undefined;
  endorsementNumber: string | undefined;
  invoice: Invoice;
  otherInvoice: Invoice;
  groupId: string;
  formerResponsible: string;
  partnerId: string;
}

let facts: Facts;

async function json<T>(request: APIRequestContext, url: string, headers: Record<string, string>): Promise<T> {
  const res = await request.get(url, { headers });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

async function bearer(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/connect/token', {
    form: { grant_type: 'password', client_id: CLIENT_ID, username: email, password },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { authorization: `Bearer ${((await res.json()) as { access_token: string }).access_token}` };
}

/**
 * A wallet-restricted partner (estrutura 'corretor_parceiro', area garantia) responsible for one group
 * that has policies: created by the administrator, password set from the welcome mail's link.
 */
async function preparePartner(request: APIRequestContext): Promise<Facts> {
  const headers = await adminHeaders(request);
  const all = (await json<Paged<Policy>>(request, `${policyApi.list}?page_size=-1`, headers)).items;
  const byGroup = new Map<string, Policy[]>();
  for (const p of all) byGroup.set(p.tomador.grupo.id, [...(byGroup.get(p.tomador.grupo.id) ?? []), p]);
  // The group of the demo policy with open requests (em_endosso), so the partner has requests to open.
  const withRequests = all.find((p) => p.situacao.id === 'em_endosso') ?? all[0];
  expect(withRequests).toBeDefined();
  const groupId = withRequests?.tomador.grupo.id ?? '';
  // Every demo policy is of one group: a policy of another group, for the partner not to see.
  const groups = (
    await json<Paged<{ id: string }>>(request, '/v1/gruposeconomicos?page_size=100', headers)
  ).items.filter((g) => g.id !== groupId);
  let otherTaker: { id: string } | undefined;
  let otherGroup = '';
  for (const g of groups) {
    otherTaker = (
      await json<Paged<{ id: string }>>(
        request,
        `/v1/gruposeconomicos/${g.id}/tomadores?page_size=1`,
        headers,
      )
    ).items[0];
    otherGroup = g.id;
    if (otherTaker) break;
  }
  expect(otherTaker, 'a taker of another group').toBeDefined();
  const model = withRequests as Policy;
  const otherRes = await request.post(policyApi.list, {
    headers,
    data: {
      id: crypto.randomUUID(),
      numero: `WALK${Date.now().toString(36).toUpperCase()}`,
      seguradora_id: model.seguradora.id,
      grupo_economico_id: otherGroup,
      tomador_id: otherTaker?.id,
      modalidade_id: model.modalidade.id,
      submodalidade_id: model.submodalidade.id,
      tipo_emissao_id: model.tipo_emissao.id,
      importancia_segurada: 10_000,
      premio: 100,
      emitida_em: '2026-01-05',
      vigencia_inicio: '2026-01-05',
      vigencia_fim: '2027-01-05',
    },
  });
  expect(otherRes.status(), await otherRes.text()).toBe(201);
  const other = (await otherRes.json()) as Policy;
  const otherInvoiceRes = await request.post(invoiceApi.list, {
    headers,
    data: {
      apolice_id: other.id,
      numero: `${other.numero}-1`,
      parcela: 1,
      parcelas: 1,
      valor: 100,
      vencimento: '2026-02-05',
    },
  });
  expect(otherInvoiceRes.status(), await otherInvoiceRes.text()).toBe(201);
  const group = await json<{ responsavel: { id: string } | null }>(
    request,
    `/v1/gruposeconomicos/${groupId}`,
    headers,
  );

  const profile = await request.post('/v1/perfisacesso/', {
    headers,
    data: {
      id: crypto.randomUUID(),
      nome: `PARCEIRO WALK ${Date.now().toString(36).toUpperCase()}`,
      modulos: ['apolice', 'dashboard'],
      acoes: ['detalhe_apolice', 'solicitar_endosso', 'criar_fatura', 'editar_fatura', 'dashboard_inicial'],
    },
  });
  expect(profile.status(), await profile.text()).toBe(201);
  const partnerId = crypto.randomUUID();
  const created = await request.post('/v1/usuarios/', {
    headers,
    data: {
      id: partnerId,
      nome: 'Paula Parceira Walk',
      apelido: 'PAULA',
      email: PARTNER.email,
      perfil_id: ((await profile.json()) as { id: string }).id,
      area_id: 'garantia',
      estrutura_id: 'corretor_parceiro',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await expect.poll(() => mailsTo(PARTNER.email).length, { timeout: 15_000 }).toBe(1);
  const token = /recuperar-senha\/([A-Za-z0-9_-]+)/.exec(mailsTo(PARTNER.email)[0] ?? '')?.[1];
  expect(token).toBeDefined();
  const reset = await request.put('/v1/usuarios/recuperar-senha', {
    data: { token, senha: PARTNER.password },
  });
  expect(reset.status(), await reset.text()).toBeLessThan(300);
  const formerResponsible = group.responsavel?.id ?? '';
  const moved = await request.put(`/v1/usuarios/${formerResponsible}/carteira/migrar/`, {
    headers,
    data: { destino_id: partnerId, grupo_ids: [groupId] },
  });
  expect(moved.status(), await moved.text()).toBeLessThan(300);

  const mine = await json<PolicyDetail>(request, `${policyApi.list}/${withRequests?.id ?? ''}`, headers);
  const requests = (
    await json<Paged<EndorsementRequestListItem>>(
      request,
      `${policyApi.requestList}?apolice_id=${mine.id}&page_size=-1`,
      headers,
    )
  ).items;
  const invoices = (
    await json<Paged<Invoice>>(request, `${invoiceApi.list}?apolice_id=${mine.id}&page_size=-1`, headers)
  ).items;
  const otherInvoices = [(await otherInvoiceRes.json()) as Invoice];
  // The demo's invoices of this policy may all be paid by the specs run before this one: one of its own.
  let invoice = invoices.find((i) => i.situacao.id !== 'inativa' && i.situacao.id !== 'paga');
  if (!invoice) {
    const ownRes = await request.post(invoiceApi.list, {
      headers,
      data: {
        apolice_id: mine.id,
        numero: `${mine.numero}-W${Date.now().toString(36).toUpperCase()}`,
        parcela: 1,
        parcelas: 1,
        valor: 100,
        vencimento: '2026-02-05',
      },
    });
    expect(ownRes.status(), await ownRes.text()).toBe(201);
    invoice = (await ownRes.json()) as Invoice;
  }
  expect(otherInvoices.length).toBeGreaterThan(0);
  return {
    mine,
    other,
    request: requests.find((r) => r.estado.id === 'criada') ?? requests[0],
    endorsementNumber: mine.endossos.find((e) => e.tipo.id !== 'cancelamento')?.numero,
    invoice: invoice,
    otherInvoice: otherInvoices[0] as Invoice,
    groupId,
    formerResponsible,
    partnerId,
  };
}

const CREDENTIALS: Record<Principal, { email: string; password: string }> = {
  admin: E2E_ADMIN,
  consulta: E2E_DEMO_USER,
  agro: AGRO,
  parceiro: PARTNER,
};

/**
 * One browser context per principal, logged in once. The walks block the service worker: its background
 * precache of every staff screen only costs CPU there; the offline test keeps it.
 */
async function login(
  browser: Browser,
  who: Principal,
  options: { viewport?: { width: number; height: number }; worker?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 768, height: 1024 },
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    serviceWorkers: options.worker ? 'allow' : 'block',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  const form = new LoginPage(page);
  await form.goto();
  await form.login(CREDENTIALS[who].email, CREDENTIALS[who].password);
  await new Shell(page).waitForReady();
  if (new URL(page.url()).pathname === '/termo') {
    await page.getByRole('button', { name: 'Aceitar', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/termo');
  }
  return { context, page, errors };
}

/** Opens a screen and lists what is wrong with it: error boundary, page error, sideways scroll, axe. */
async function walk(
  s: { page: Page; errors: string[] },
  who: string,
  path: string,
  options: { axe?: boolean; denied?: boolean } = {},
): Promise<string[]> {
  const { page, errors } = s;
  const before = errors.length;
  await page.goto(path);
  await page.locator('main#conteudo').waitFor();
  const found: string[] = [];
  if (options.denied) {
    // SPEC §10: no permission for the page: the alert, then the quotation list.
    await page.waitForURL((u) => u.pathname === '/lista-cotacoes').catch(() => undefined);
    if (new URL(page.url()).pathname !== '/lista-cotacoes')
      found.push(`${who} ${path}: opened without permission (at ${page.url()})`);
    return found;
  }
  await expect(page.locator('main#conteudo')).toHaveAttribute(
    'data-path',
    new URL(path, 'http://x').pathname,
  );
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  if (await page.getByText('Não foi possível abrir esta página').isVisible())
    found.push(`${who} ${path}: error boundary (${await page.getByRole('alert').first().innerText()})`);
  found.push(...errors.slice(before).map((e) => `${who} ${path}: page error ${e}`));
  const [scroll, inner] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  if ((scroll ?? 0) > (inner ?? 0))
    found.push(
      `${who} ${path}: horizontal scroll ${String(scroll)} > ${String(inner)} ${await page.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .filter(
            (e) =>
              e.getBoundingClientRect().right > window.innerWidth + 0.5 &&
              !e.parentElement?.closest('.overflow-x-auto, .overflow-auto'),
          )
          .slice(-3)
          .map((e) => `${e.tagName}.${String(e.getAttribute('class'))}`)
          .join(' | '),
      )}`,
    );
  if (options.axe ?? true) found.push(...(await seriousViolations(page, `${who} ${path}`)));
  return found;
}

type Need =
  | 'view'
  | 'quote'
  | 'detail'
  | 'create'
  | 'edit'
  | 'endorse'
  | 'request'
  | 'invoice'
  | 'dashboard'
  | 'import';

/** What each principal may open (their profiles: demo seed, and the partner's made above). */
const MAY: Record<Principal, ReadonlySet<Need>> = {
  admin: new Set<Need>([
    'view',
    'quote',
    'detail',
    'create',
    'edit',
    'endorse',
    'request',
    'invoice',
    'dashboard',
    'import',
  ]),
  consulta: new Set<Need>(['view', 'quote', 'detail']),
  agro: new Set<Need>(['view', 'quote', 'detail']),
  parceiro: new Set<Need>(['view', 'detail', 'request', 'invoice', 'dashboard']),
};

/** The screens walked, with what each needs; `axe` marks those checked with axe for every principal. */
function screens(): { path: string; need: Need; axe?: boolean }[] {
  const p = facts.mine.id;
  const list: { path: string; need: Need; axe?: boolean }[] = [
    { path: '/apolices', need: 'view', axe: true },
    { path: '/apolices?vencendo=30', need: 'view' },
    { path: `/apolices/${p}/detalhes-apolice`, need: 'detail', axe: true },
    { path: '/apolices/nova-apolice', need: 'create' },
    { path: `/apolices/${p}/editar-apolice`, need: 'edit' },
    { path: '/endossos', need: 'view', axe: true },
    { path: '/endossos?visao=solicitacoes', need: 'view' },
    { path: `/apolices/${p}/detalhes-apolice/novo-endosso`, need: 'endorse' },
    { path: `/apolices/${p}/detalhes-apolice/nova-solicitacao-endosso`, need: 'request' },
    { path: `/apolices/${p}/cancelamento-apolice`, need: 'request' },
    { path: `/apolices/${p}/criticas`, need: 'detail' },
    { path: '/acompanhar-criticas', need: 'quote' },
    { path: '/faturas', need: 'invoice', axe: true },
    { path: '/faturas/nova-fatura', need: 'invoice' },
    { path: `/faturas/nova-fatura?apolice=${p}`, need: 'invoice' },
    { path: `/faturas/${facts.invoice.id}/editar-fatura`, need: 'invoice' },
    { path: '/dashboard', need: 'dashboard', axe: true },
    { path: '/importacao-legado', need: 'import' },
  ];
  if (facts.request) {
    list.push({
      path: `/apolices/${p}/detalhes-apolice/${facts.request.id}/editar-solicitacao`,
      need: 'request',
    });
    list.push({ path: `/apolices/${p}/detalhes-apolice/${facts.request.id}/criticas`, need: 'detail' });
  }
  if (facts.endorsementNumber)
    list.push({ path: `/apolices/${p}/cancelamento-endosso/${facts.endorsementNumber}`, need: 'request' });
  return list;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(60_000);
  const setup = await browser.newContext();
  facts = await preparePartner(setup.request);
  await setup.close();
});

test.afterAll(async ({ browser }) => {
  // The group goes back to its former wallet: other specs read the demo wallets.
  const ctx = await browser.newContext();
  if (facts?.formerResponsible)
    await ctx.request.put(`/v1/usuarios/${facts.partnerId}/carteira/migrar/`, {
      headers: await adminHeaders(ctx.request),
      data: { destino_id: facts.formerResponsible, grupo_ids: [facts.groupId] },
    });
  await ctx.close();
});

/** A guarantee policy is not the agro agent's: its pages say it was not found, nothing else. */
const agroRefused = (who: Principal, path: string) => who === 'agro' && path.startsWith('/apolices/');

for (const who of ['admin', 'consulta', 'agro', 'parceiro'] as const) {
  test(`${who} walks the policy, endorsement, invoice, dashboard and import screens`, async ({ browser }) => {
    test.setTimeout(150_000);
    const s = await login(browser, who);
    const found: string[] = [];
    // WALK_ONLY=<part of a path> walks just the matching screens (to look at one fault again).
    const only = process.env.WALK_ONLY;
    for (const screen of screens().filter((x) => !only || x.path.includes(only))) {
      const denied = !MAY[who].has(screen.need);
      if (agroRefused(who, screen.path) && !denied) {
        await s.page.goto(screen.path);
        await expect(s.page.getByText(/não encontrad/i).first()).toBeVisible();
        continue;
      }
      found.push(
        ...(await walk(s, who, screen.path, { denied, axe: who === 'admin' || screen.axe === true })),
      );
    }
    found.push(...(await whatTheySee(who, s.page)));
    expect(found).toEqual([]);
    await s.context.close();
  });
}

/** The records and buttons each principal sees, and the writes the server refuses them. */
async function whatTheySee(who: Principal, page: Page): Promise<string[]> {
  const found: string[] = [];
  const headers = await bearer(page.request, CREDENTIALS[who].email, CREDENTIALS[who].password);
  const policies = await page.request.get(`${policyApi.list}?page_size=-1`, { headers });
  const ids = ((await policies.json()) as Paged<Policy>).items.map((p) => p.id);
  const invoices = await page.request.get(`${invoiceApi.list}?page_size=-1`, { headers });
  const invoiceIds = ((await invoices.json()) as Paged<Invoice>).items.map((i) => i.id);
  if (who === 'parceiro') {
    if (!ids.includes(facts.mine.id)) found.push('parceiro: the wallet policy is not listed');
    if (ids.includes(facts.other.id)) found.push('parceiro: a policy outside the wallet is listed');
    if (invoiceIds.includes(facts.otherInvoice.id))
      found.push('parceiro: an invoice outside the wallet is listed');
    const read = await page.request.get(`${policyApi.list}/${facts.other.id}`, { headers });
    if (read.status() !== 404) found.push(`parceiro: reading a policy outside the wallet: ${read.status()}`);
    const pay = await page.request.put(`${invoiceApi.list}/${facts.otherInvoice.id}/pagamento`, {
      headers,
      data: { pago_em: '2026-02-05', valor_pago: 100 },
    });
    if (pay.status() !== 404) found.push(`parceiro: paying an invoice outside the wallet: ${pay.status()}`);
    // On screen: the list shows the wallet's policy, not the other one.
    await page.goto(`/apolices?query=${facts.other.numero}`);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    if (await page.getByText(facts.other.numero).isVisible())
      found.push('parceiro: /apolices shows the other policy');
    await page.goto('/faturas');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    if (await page.getByText(facts.otherInvoice.numero).isVisible())
      found.push('parceiro: /faturas shows the other invoice');
  }
  if (who === 'agro') {
    if (ids.length > 0) found.push(`agro: ${ids.length} guarantee policies listed`);
    if (invoiceIds.length > 0) found.push(`agro: ${invoiceIds.length} guarantee invoices listed`);
  }
  if (who === 'consulta') {
    // Read-only: no write button on the list and the policy page, and the server refuses the writes.
    await page.goto(`/apolices/${facts.mine.id}/detalhes-apolice`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(facts.mine.numero);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    for (const name of [
      'Editar apólice',
      'Novo endosso',
      'Nova solicitação',
      'Solicitar cancelamento',
      'Nova fatura',
    ])
      if (
        (await page.getByRole('main').getByRole('link', { name }).count()) +
          (await page.getByRole('main').getByRole('button', { name }).count()) >
        0
      )
        found.push(`consulta: '${name}' on the policy page`);
    await page.goto('/apolices');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    if ((await page.getByRole('link', { name: 'Nova apólice' }).count()) > 0)
      found.push("consulta: 'Nova apólice' on /apolices");
    const writes = [
      page.request.put(`${policyApi.list}/${facts.mine.id}`, { headers, data: {} }),
      page.request.post(`${policyApi.list}/${facts.mine.id}/endossos/solicitacoes`, { headers, data: {} }),
      page.request.post(invoiceApi.list, { headers, data: {} }),
      page.request.put(`${invoiceApi.list}/${facts.invoice.id}/pagamento`, {
        headers,
        data: { pago_em: '2026-02-05', valor_pago: 1 },
      }),
    ];
    for (const res of await Promise.all(writes))
      if (res.status() !== 403) found.push(`consulta: ${res.url()} answered ${res.status()}`);
  }
  return found;
}

test('landscape tablet (1024×768): the same screens fit, as the administrator', async ({ browser }) => {
  test.setTimeout(120_000);
  const s = await login(browser, 'admin', { viewport: { width: 1024, height: 768 } });
  const found: string[] = [];
  for (const screen of screens()) found.push(...(await walk(s, 'admin 1024', screen.path, { axe: false })));
  expect(found).toEqual([]);
  await s.context.close();
});

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

/** The policy's body for PUT {id}, from its read, with changes. */
function policyBodyOf(p: PolicyDetail, change: Partial<Record<string, unknown>>) {
  return {
    numero: p.numero,
    seguradora_id: p.seguradora.id,
    grupo_economico_id: p.tomador.grupo.id,
    tomador_id: p.tomador.id,
    modalidade_id: p.modalidade.id,
    submodalidade_id: p.submodalidade.id,
    tipo_emissao_id: p.tipo_emissao.id,
    importancia_segurada: p.importancia_segurada,
    premio: p.premio,
    comissao: p.comissao,
    emitida_em: p.emitida_em,
    vigencia_inicio: p.vigencia_inicio,
    vigencia_fim: p.vigencia_fim,
    ...change,
  };
}

/** Changes the policy elsewhere (another device): a PUT over its current version. */
async function changeElsewhere(request: APIRequestContext, id: string, change: Record<string, unknown>) {
  const headers = await adminHeaders(request);
  const read = await request.get(`${policyApi.list}/${id}`, { headers });
  const etag = read.headers().etag ?? '';
  const res = await request.put(`${policyApi.list}/${id}`, {
    headers: { ...headers, 'if-match': etag },
    data: policyBodyOf((await read.json()) as PolicyDetail, change),
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('a policy edit reloaded after a change elsewhere shows the fresh values; a 412 offers to reload them keeping what was typed', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const s = await login(browser, 'admin');
  const { page } = s;
  const id = facts.other.id;
  await page.goto(`/apolices/${id}/editar-apolice`);
  const premium = page.getByLabel('Prêmio', { exact: true });
  await expect(premium).toHaveValue('100,00');
  await changeElsewhere(page.request, id, { premio: 250 });
  await page.reload();
  await expect(premium).toHaveValue('250,00');

  // Open at 250; changed elsewhere to 300 while the user types a commission: the save is a 412.
  await changeElsewhere(page.request, id, { premio: 300 });
  const commission = page.getByLabel('Comissão', { exact: true });
  await commission.fill('12,5');
  await page.getByRole('button', { name: 'Salvar', exact: true }).tap();
  await page.getByRole('button', { name: 'Recarregar os dados' }).tap();
  await expect(premium).toHaveValue('300,00');
  await expect(commission).toHaveValue('12,5');
  await page.getByRole('button', { name: 'Salvar', exact: true }).tap();
  await expect(page).toHaveURL(new RegExp(`/apolices/${id}/detalhes-apolice$`));
  const saved = await json<PolicyDetail>(
    page.request,
    `${policyApi.list}/${id}`,
    await adminHeaders(page.request),
  );
  expect([saved.premio, saved.comissao]).toEqual([300, 12.5]);
  expect(s.errors).toEqual([]);
  await s.context.close();
});

test('what is typed in the invoice forms survives a reload: new invoice and payment offer their drafts', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const s = await login(browser, 'admin');
  const { page } = s;
  await page.goto(`/faturas/nova-fatura?apolice=${facts.other.id}`);
  await page.getByLabel('Prêmio a dividir').fill('900,00');
  await page.getByLabel('Número de parcelas').fill('3');
  await page.getByLabel('Vencimento da primeira parcela').fill('10/03/2030');
  await page.getByLabel('Vencimento da primeira parcela').blur();
  await page.waitForTimeout(800);
  await page.reload();
  await page
    .getByRole('region', { name: 'Rascunho salvo' })
    .getByRole('button', { name: 'Restaurar rascunho' })
    .tap();
  await expect(page.getByLabel('Prêmio a dividir')).toHaveValue('900,00');
  await expect(page.getByLabel('Número de parcelas')).toHaveValue('3');
  await expect(page.getByLabel('Vencimento da primeira parcela')).toHaveValue('10/03/2030');

  await page.goto(`/faturas/${facts.invoice.id}/editar-fatura`);
  await page.getByRole('button', { name: 'Registrar pagamento' }).tap();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Valor pago').fill('12,34');
  await dialog.getByLabel('Valor pago').blur();
  await page.waitForTimeout(800);
  await page.reload();
  await page.getByRole('button', { name: 'Registrar pagamento' }).tap();
  await dialog.getByRole('button', { name: 'Restaurar rascunho' }).tap();
  await expect(dialog.getByLabel('Valor pago')).toHaveValue('12,34');
  expect(s.errors).toEqual([]);
  await s.context.close();
});

test('offline: a policy already seen opens, an endorsement request and an invoice payment wait and arrive once', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const s = await login(browser, 'admin', { worker: true });
  const { page, context } = s;
  const headers = await adminHeaders(page.request);
  const policy = facts.other;
  const invoice = facts.otherInvoice;
  await page.goto(`/faturas/${invoice.id}/editar-fatura`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Editar fatura ${invoice.numero}`);
  await page.goto(`/apolices/${policy.id}/detalhes-apolice`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(policy.numero);
  await waitForAppOffline(page);

  await context.setOffline(true);
  await page.goto(`/apolices/${policy.id}/detalhes-apolice`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(policy.numero);
  await page.getByRole('link', { name: 'Nova solicitação' }).tap();
  await page.getByLabel('Tipo de endosso').selectOption('prorrogacao');
  await page.getByLabel('Data de efeito').fill(ddmmyyyy(policy.vigencia_inicio));
  await page.getByLabel('Novo fim de vigência').fill('05/06/2027');
  await page.getByRole('button', { name: 'Salvar', exact: true }).tap();
  await expect(page).toHaveURL(new RegExp(`/apolices/${policy.id}/detalhes-apolice$`));

  await page.goto(`/faturas/${invoice.id}/editar-fatura`);
  await page.getByRole('button', { name: 'Registrar pagamento' }).tap();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Registrar pagamento' }).tap();
  await expect(dialog).toBeHidden();
  const waiting = page.getByRole('link', { name: /Sincronização: 2 itens aguardando envio/ });
  await expect(waiting).toBeVisible();

  await context.setOffline(false);
  await expect(waiting).toHaveCount(0, { timeout: 30_000 });
  const requestsOf = async () =>
    (
      await json<Paged<EndorsementRequestListItem>>(
        page.request,
        `${policyApi.requestList}?apolice_id=${policy.id}&page_size=-1`,
        headers,
      )
    ).items.length;
  await expect.poll(requestsOf, { timeout: 30_000 }).toBe(1);
  const requests = (
    await json<Paged<EndorsementRequestListItem>>(
      page.request,
      `${policyApi.requestList}?apolice_id=${policy.id}&page_size=-1`,
      headers,
    )
  ).items;
  expect(requests.map((r) => [r.tipo.id, r.nova_vigencia_fim])).toEqual([['prorrogacao', '2027-06-05']]);
  const paid = await json<Invoice>(page.request, `${invoiceApi.list}/${invoice.id}`, headers);
  expect(paid.situacao.id).toBe('paga');
  const history = await json<Paged<{ acao: string }>>(
    page.request,
    `/v1/auditoria?entidade=fatura&entidade_id=${invoice.id}&page_size=100`,
    headers,
  );
  expect(history.items.filter((e) => e.acao === 'registrar_pagamento')).toHaveLength(1);
  expect(s.errors).toEqual([]);
  await context.close();
});
