import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  auditLog,
  creditAnswers,
  creditConsults,
  insurerEmails,
  insurerSubModalities,
  insurers,
  policies,
  quotations,
  quotePermissions,
  subModalities,
  users,
} from '../../server/db/schema';
import type { MailMessage, Mailer } from '../../server/plugins/mail';
import type { ApiErrorBody, Paged } from '../../src/contract/common';
import type { EconomicGroup } from '../../src/contract/economic-groups';
import type {
  ComparisonRow,
  Critique,
  CritiqueFollowUp,
  Quotation,
  QuotationEdit,
  QuotationLog,
  QuotationOptions,
  QuotationRow,
  QuotationStatusView,
} from '../../src/contract/guarantee-quotations';
import { QUOTATION_MESSAGES } from '../../src/contract/guarantee-quotations';
import { ACTION_IDS, MODULE_IDS } from '../../src/contract/permission-catalog';
import { computeCheckDigits } from '../../src/lib/cnj';
import { startTestServer } from './harness';
import type { TestServer } from './harness';
import { caller, cnpjWith, freshRoot, groupBodyFor, insertFile, insertUser, tokenOf } from './group-fixtures';

const BASE = '/v1/garantia/cotacoes';
const GROUPS = '/v1/gruposeconomicos';
let server: TestServer;
let call: ReturnType<typeof caller>;
let admin: string;
let noModule: string;
let noPermission: string;
let group: EconomicGroup;
let takerId: string;
let otherTakerId: string;
let simpleSub: { id: string; modalidadeId: string };
let judicialSub: { id: string; modalidadeId: string };
let insurerA: string;
let insurerB: string;
const sent: MailMessage[] = [];
const mailer: Mailer = {
  send(message) {
    sent.push(message);
    return Promise.resolve();
  },
};

const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function insurer(nome: string, emails: string[], subs: string[]): Promise<string> {
  const id = crypto.randomUUID();
  const db = server.database.db;
  await db
    .insert(insurers)
    .values({ id, nome, razaoSocial: `${nome} Seguros S.A.`, cnpj: cnpjWith(freshRoot()) });
  if (emails.length)
    await db.insert(insurerEmails).values(emails.map((email) => ({ seguradoraId: id, email })));
  await db
    .insert(insurerSubModalities)
    .values(subs.map((submodalidadeId) => ({ seguradoraId: id, submodalidadeId })));
  return id;
}

async function subByName(nome: string) {
  const [row] = await server.database.db
    .select({ id: subModalities.id, modalidadeId: subModalities.modalidadeId })
    .from(subModalities)
    .where(eq(subModalities.nome, nome));
  if (!row) throw new Error(nome);
  return row;
}

async function firstTaker(groupId: string): Promise<string> {
  const res = await call('GET', `${GROUPS}/${groupId}/tomadores`, admin);
  expect(res.statusCode, res.body).toBe(200);
  const first = res.json<Paged<{ id: string }>>().items[0];
  if (!first) throw new Error('grupo sem tomador');
  return first.id;
}

const body = (extra: Record<string, unknown> = {}) => ({
  grupo_economico_id: group.id,
  tomador_id: takerId,
  modalidade_id: simpleSub.modalidadeId,
  submodalidade_id: simpleSub.id,
  tipo_emissao_id: 'nova',
  segurado: {
    tipo: 'PJ',
    documento: '11.222.333/0001-81',
    nome: 'PREFEITURA MUNICIPAL DE TESTE',
    cep: '01001-000',
    uf: 'sp',
    cidade: 'SÃO PAULO',
  },
  importancia_segurada: 1_000_000,
  vigencia_inicio: dayOffset(0),
  vigencia_fim: dayOffset(365),
  objeto: '<p>Obra de <strong>pavimentação</strong></p><script>alert(1)</script>',
  ...extra,
});

async function create(extra: Record<string, unknown> = {}): Promise<Quotation> {
  const res = await call('POST', BASE, admin, body(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Quotation>();
}

const put = (path: string, payload: object = {}, token = admin) =>
  call('PUT', `${BASE}/${path}`, token, payload);
const ok = async (path: string, payload: object = {}) => {
  const res = await put(path, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Quotation>();
};
const get = async <T>(path: string) => {
  const res = await call('GET', `${BASE}/${path}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

beforeAll(async () => {
  server = await startTestServer({}, { mailer, jobs: { retryBaseMs: 5 } });
  call = caller(server);
  admin = await server.adminToken();
  noModule = await tokenOf(server, await insertUser(server, 'Caio Sem Cotação'), ['cadastro'], []);
  // An employee (any group) without quote permissions: the sub-modality check answers.
  const duda = await insertUser(server, 'Duda Sem Permissão');
  await server.database.db.update(users).set({ estruturaId: 'funcionario' }).where(eq(users.id, duda));
  noPermission = await tokenOf(server, duda, ['cotacao'], ['criar_cotacao']);
  const made = await call('POST', GROUPS, admin, groupBodyFor(cnpjWith(freshRoot())));
  expect(made.statusCode, made.body).toBe(201);
  group = made.json<EconomicGroup>();
  takerId = await firstTaker(group.id);
  const other = await call('POST', GROUPS, admin, groupBodyFor(cnpjWith(freshRoot())));
  otherTakerId = await firstTaker(other.json<EconomicGroup>().id);
  simpleSub = await subByName('EXECUTANTE CONSTRUTOR');
  judicialSub = await subByName('JUDICIAL CÍVEL');
  // Quotations are made by a real user holding quote permissions over the two sub-modalities: an
  // employee, who sees every quotation (the scope has its own describe below).
  const eva = await insertUser(server, 'Eva Cotadora');
  await server.database.db.update(users).set({ estruturaId: 'funcionario' }).where(eq(users.id, eva));
  await server.database.db.insert(quotePermissions).values(
    [simpleSub.id, judicialSub.id].map((submodalidadeId) => ({
      areaId: 'garantia',
      alvoTipo: 'usuario',
      alvoId: eva,
      submodalidadeId,
    })),
  );
  admin = await tokenOf(server, eva, [...MODULE_IDS], [...ACTION_IDS]);
  insurerA = await insurer('Alfa Garantias', ['cotacao@alfa.test'], [simpleSub.id]);
  insurerB = await insurer('Beta Fiança', ['cotacao@beta.test'], [simpleSub.id]);
  // Alfa holds an approved limit of R$ 3.000.000,00 for the group; Beta holds none.
  const [consult] = await server.database.db
    .insert(creditConsults)
    .values({ grupoId: group.id, valorSolicitado: 3_000_000 })
    .returning();
  await server.database.db.insert(creditAnswers).values({
    consultaId: consult!.id,
    seguradoraId: insurerA,
    status: 'aprovado',
    limiteAprovado: 3_000_000,
    taxaMinima: 0.5,
    vigenciaFim: dayOffset(200),
  });
});
afterAll(async () => {
  await server.close();
});

describe('guarantee quotations', () => {
  it('refuses without a token (401), without the module (403), and a sub-modality the user may not quote', async () => {
    expect((await call('GET', BASE)).statusCode).toBe(401);
    expect((await call('GET', BASE, noModule)).statusCode).toBe(403);
    expect((await call('POST', BASE, noModule, body())).statusCode).toBe(403);
    const res = await call('POST', BASE, noPermission, body());
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiErrorBody>().error_description).toBe(QUOTATION_MESSAGES.subModalityNotAllowed);
  });

  it('creates a quotation in dados_processo, sanitising the object, and replays a client id once', async () => {
    const id = crypto.randomUUID();
    const first = await call('POST', BASE, admin, body({ id }));
    expect(first.statusCode, first.body).toBe(201);
    const q = first.json<Quotation>();
    expect(q.etapa.id).toBe('dados_processo');
    expect(q.status.id).toBe('em_andamento');
    expect(q.situacao.nome).toBe('Em preenchimento');
    expect(q.objeto).toBe('<p>Obra de <strong>pavimentação</strong></p>');
    expect(q.segurado).toMatchObject({ documento: '11222333000181', cep: '01001000', uf: 'SP' });
    const again = await call('POST', BASE, admin, body({ id }));
    expect(again.statusCode).toBe(200);
    expect(again.json<Quotation>().numero).toBe(q.numero);
  });

  it('refuses bad input with Portuguese messages and stores nothing', async () => {
    const before = (await get<Paged<QuotationRow>>('?page_size=1')).total_count;
    for (const [extra, message] of [
      [{ tomador_id: otherTakerId }, QUOTATION_MESSAGES.borrowerNotInGroup],
      [{ vigencia_fim: dayOffset(-1) }, QUOTATION_MESSAGES.validityOrder],
      [{ segurado: { tipo: 'PF', documento: '123', nome: 'X' } }, 'CPF'],
      [{ importancia_segurada: 0 }, 'A importância segurada deve ser maior que zero.'],
      [
        { submodalidade_id: judicialSub.id, modalidade_id: judicialSub.modalidadeId },
        QUOTATION_MESSAGES.processRequired,
      ],
      [
        {
          submodalidade_id: judicialSub.id,
          modalidade_id: judicialSub.modalidadeId,
          processo: { numero: '123' },
        },
        QUOTATION_MESSAGES.processInvalid,
      ],
    ] as const) {
      const res = await call('POST', BASE, admin, body(extra));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await get<Paged<QuotationRow>>('?page_size=1')).total_count).toBe(before);
  });

  it('resolves a judicial quotation’s CNJ number to its court, and the options say what the form needs', async () => {
    const opts = await get<QuotationOptions>(`opcoes?submodalidade_id=${judicialSub.id}`);
    expect(opts).toMatchObject({ processo: true, recurso: false, percentual_recurso_padrao: 30 });
    expect((await get<QuotationOptions>(`opcoes?submodalidade_id=${simpleSub.id}`)).processo).toBe(false);
    const parts = { sequencial: '0001234', ano: '2024', segmento: 8, tribunal: '26', origem: '0100' };
    const numero = `${parts.sequencial}-${computeCheckDigits(parts)}.${parts.ano}.8.${parts.tribunal}.${parts.origem}`;
    const q = await create({
      submodalidade_id: judicialSub.id,
      modalidade_id: judicialSub.modalidadeId,
      processo: { numero: numero.replace(/\D/g, '') },
    });
    expect(q.processo?.numero).toBe(numero);
    expect(q.processo?.tribunal?.nome).toBeTruthy();
    const edit = await get<QuotationEdit>(`${q.id}/edicao`);
    expect(edit.processo?.numero).toBe(numero);
  });

  it('carries a quotation through the whole main path to an issued policy', async () => {
    const q = await create();
    const byId = q.id;
    // Not allowed yet: 409 with the action and the state named, and nothing changes.
    const early = await put(`${byId}/minuta/aprovar`);
    expect(early.statusCode).toBe(409);
    expect(early.json<ApiErrorBody>().error_description).toBe(
      "Não é possível aprovar a minuta na situação 'Dados do processo'.",
    );
    expect((await get<Quotation>(byId)).etapa.id).toBe('dados_processo');

    // Default insurers: those that accept the sub-modality and hold a valid limit (only Alfa).
    const generated = await ok(`${byId}/gerarcotacao`);
    expect(generated.etapa.id).toBe('aguardando_cotacao');
    expect(generated.custos.map((c) => c.seguradora.id)).toEqual([insurerA]);
    const both = await ok(`${byId}/gerarcotacao`, { seguradora_ids: [insurerA, insurerB] });
    expect(both.custos).toHaveLength(2);

    await ok(`${byId}/seguradora/${insurerA}/custos`, {
      premio: 12_000,
      taxa: 1.2,
      comissao: 20,
      validade: dayOffset(30),
    });
    await ok(`${byId}/seguradora/${insurerB}/custos`, { premio: 9_500.5, taxa: 0.95 });
    const compared = await get<ComparisonRow[]>(`${byId}/comparativo`);
    const alfa = compared.find((r) => r.seguradora.id === insurerA);
    const beta = compared.find((r) => r.seguradora.id === insurerB);
    expect(alfa?.limite).toMatchObject({ aprovado: 3_000_000, disponivel: 3_000_000 });
    expect(alfa?.limite_suficiente).toBe(true);
    expect(beta?.limite).toBeNull();
    expect(beta?.mais_barata).toBe(true);

    // A critique blocks the choice until it is regularised.
    const crit = await call('POST', `${BASE}/${byId}/criticas`, admin, {
      texto: 'Falta o contrato assinado.',
    });
    expect(crit.statusCode, crit.body).toBe(201);
    const critique = crit.json<Critique>();
    const blocked = await put(`${byId}/seguradora/${insurerA}/formalizarcotacaosolicitarminuta`);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json<ApiErrorBody>().error_description).toContain('crítica aberta');
    const follow = await get<Paged<CritiqueFollowUp>>('criticas/acompanhar');
    expect(follow.items.some((c) => c.id === critique.id)).toBe(true);
    expect(
      (await call('POST', `${BASE}/${byId}/criticas/${critique.id}/reenviar`, admin, {})).json<Critique>()
        .reenvios,
    ).toBe(1);
    const resolved = await put(`${byId}/criticas/${critique.id}/regularizar`, { resolucao: 'Recebido.' });
    expect(resolved.json<Critique>().status.id).toBe('regularizada');

    // Beta has no limit: choosing it needs a written reason (audited); Alfa's limit covers the amount.
    const short = await put(`${byId}/seguradora/${insurerB}/formalizarcotacaosolicitarminuta`);
    expect(short.statusCode).toBe(400);
    expect(short.json<ApiErrorBody>().error_description).toBe(QUOTATION_MESSAGES.limitOverride);
    const chosen = await ok(`${byId}/seguradora/${insurerA}/formalizarcotacaosolicitarminuta`);
    expect(chosen.etapa.id).toBe('solicitar_minuta');
    expect(chosen.seguradora?.id).toBe(insurerA);
    expect(chosen.situacao.nome).toBe('Aguardando emissão da minuta');
    expect(chosen.minuta?.status.id).toBe('solicitada');

    await ok(`${byId}/seguradora/${insurerA}/minuta/solicitar`);
    expect((await put(`${byId}/seguradora/${insurerB}/minuta/solicitar`)).statusCode).toBe(404);
    const file = await insertFile(server, 'minuta.pdf');
    const inserted = await call('POST', `${BASE}/${byId}/minuta`, admin, { arquivo_id: file });
    expect(inserted.statusCode, inserted.body).toBe(200);
    expect(inserted.json<Quotation>().etapa.id).toBe('aprovacao_minuta');
    expect(inserted.json<Quotation>().situacao.nome).toBe('Minuta emitida');

    // Refused with a reason: back to the draft step, whose approval step shows as cancelled.
    expect((await put(`${byId}/minuta/recusar`, { motivo: '' })).statusCode).toBe(400);
    const refused = await ok(`${byId}/minuta/recusar`, { motivo: 'Cláusula 3 errada.' });
    expect(refused.etapa.id).toBe('solicitar_minuta');
    const status = await get<QuotationStatusView>(`${byId}/status`);
    expect(status.passos.map((p) => p.estado)).toEqual([
      'realizado',
      'realizado',
      'em_realizacao',
      'cancelado',
      'nao_realizado',
      'nao_realizado',
    ]);
    await call('POST', `${BASE}/${byId}/minuta`, admin, { arquivo_id: file });
    const asked = await ok(`${byId}/minuta/solicitaraprovacao`);
    expect(asked.situacao.nome).toBe('Aguardando aprovação');
    const approved = await ok(`${byId}/seguradora/${insurerA}/minuta/aprovar`);
    expect(approved.etapa.id).toBe('emissao_apolice');
    await ok(`${byId}/apolice/solicitarparaseguradora`);
    const policyFile = await insertFile(server, 'apolice.pdf');
    const policyId = crypto.randomUUID();
    const policy = {
      id: policyId,
      numero: '1007500012345',
      emitida_em: dayOffset(0),
      vigencia_inicio: dayOffset(0),
      vigencia_fim: dayOffset(365),
      premio: 12_000,
      arquivo_id: policyFile,
    };
    const issued = await call('POST', `${BASE}/${byId}/apolice`, admin, policy);
    expect(issued.statusCode, issued.body).toBe(201);
    const done = issued.json<Quotation>();
    expect(done.etapa.id).toBe('apolice_emitida');
    expect(done.situacao.nome).toBe('Apólice emitida');
    expect(done.apolice).toMatchObject({ numero: '1007500012345', importancia_segurada: 1_000_000 });
    expect((await call('POST', `${BASE}/${byId}/apolice`, admin, policy)).statusCode).toBe(200);
    const rows = await server.database.db.select().from(policies).where(eq(policies.cotacaoId, q.id));
    expect(rows).toHaveLength(1);

    // The issued policy now uses Alfa's limit for the group.
    const next = await create({ importancia_segurada: 2_500_000 });
    await ok(`${next.id}/gerarcotacao`, { seguradora_ids: [insurerA] });
    const nextCompare = await get<ComparisonRow[]>(`${next.id}/comparativo`);
    expect(nextCompare[0]?.limite).toMatchObject({ utilizado: 1_000_000, disponivel: 2_000_000 });
    expect(nextCompare[0]?.limite_suficiente).toBe(false);

    // Cancelling after the policy: 409, unchanged.
    expect((await put(`${byId}/cancelar`, { justificativa: 'Desistência.' })).statusCode).toBe(409);
    expect((await get<Quotation>(byId)).status.id).toBe('em_andamento');

    const history = await get<QuotationLog[]>(`${byId}/historicoacoes`);
    const actions = history.map((h) => h.acao);
    for (const action of [
      'criar',
      'gerar_cotacao',
      'registrar_custos',
      'criticar',
      'regularizar_critica',
      'escolher_seguradora',
      'inserir_minuta',
      'recusar_minuta',
      'aprovar_minuta',
      'inserir_apolice',
    ])
      expect(actions).toContain(action);
    expect(history[0]?.acao).toBe('inserir_apolice');
    expect(history[0]?.descricao).toContain('inseriu a apólice');
    const logs = await get<QuotationLog[]>(`${byId}/logs`);
    expect(logs[0]?.alteracoes.map((a) => a.campo)).toContain('etapa');
  });

  it('chooses an insurer over its limit only with a written reason, and audits it', async () => {
    const q = await create({ importancia_segurada: 50_000 });
    await ok(`${q.id}/gerarcotacao`, { seguradora_ids: [insurerB] });
    await ok(`${q.id}/seguradora/${insurerB}/custos`, { premio: 500, taxa: 1 });
    const chosen = await ok(`${q.id}/seguradora/${insurerB}/formalizarcotacaosolicitarminuta`, {
      justificativa_limite: 'Limite em análise, aprovado por telefone.',
    });
    expect(chosen.custos[0]?.justificativa_limite).toBe('Limite em análise, aprovado por telefone.');
    const [row] = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.acao, 'escolher_seguradora'))
      .orderBy(auditLog.criadoEm);
    expect(row).toBeTruthy();
    // The insurer then declines the draft: back to the costs, the chosen insurer gone.
    const declined = await ok(`${q.id}/minuta/registrardeclinio`, { motivo: 'Sem apetite.' });
    expect(declined.etapa.id).toBe('aguardando_cotacao');
    expect(declined.seguradora).toBeNull();
    expect(declined.custos[0]?.status.id).toBe('declinado');
    const reactivated = await ok(`${q.id}/seguradora/${insurerB}/custos/reativar`);
    expect(reactivated.custos[0]?.status.id).toBe('cotado');
  });

  it('cancels only with a justification, then refuses every action (409) and keeps the step bar', async () => {
    const q = await create();
    const missing = await put(`${q.id}/cancelar`, { justificativa: '   ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ApiErrorBody>().details?.[0]?.message).toBe(QUOTATION_MESSAGES.justificationRequired);
    const cancelled = await ok(`${q.id}/cancelar`, { justificativa: 'Cliente desistiu.' });
    expect(cancelled.status.id).toBe('cancelada');
    expect(cancelled.situacao.nome).toBe('Cancelada');
    expect((await put(`${q.id}/gerarcotacao`)).statusCode).toBe(409);
    const edit = await call('GET', `${BASE}/${q.id}/edicao`, admin);
    const refused = await call('PUT', `${BASE}/${q.id}`, admin, body(), {
      'if-match': edit.headers.etag as string,
    });
    expect(refused.statusCode).toBe(409);
    const status = await get<QuotationStatusView>(`${q.id}/status`);
    expect(status.passos.every((p) => p.estado === 'cancelado')).toBe(true);
    expect(status.acoes).toEqual([]);
  });

  it('edits with If-Match (412 when stale) and answers 404 for a cost or critique of another quotation', async () => {
    const q = await create();
    const other = await create();
    const edit = await call('GET', `${BASE}/${q.id}/edicao`, admin);
    const changed = await call('PUT', `${BASE}/${q.id}`, admin, body({ importancia_segurada: 777_000 }), {
      'if-match': edit.headers.etag as string,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Quotation>().importancia_segurada).toBe(777_000);
    const stale = await call('PUT', `${BASE}/${q.id}`, admin, body(), {
      'if-match': edit.headers.etag as string,
    });
    expect(stale.statusCode).toBe(412);
    await ok(`${other.id}/gerarcotacao`, { seguradora_ids: [insurerA] });
    await ok(`${q.id}/gerarcotacao`, { seguradora_ids: [insurerB] });
    expect((await put(`${q.id}/seguradora/${insurerA}/custos`, { premio: 1, taxa: 1 })).statusCode).toBe(404);
    const crit = (
      await call('POST', `${BASE}/${other.id}/criticas`, admin, { texto: 'Outra.' })
    ).json<Critique>();
    expect((await put(`${q.id}/criticas/${crit.id}/regularizar`, {})).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/${crypto.randomUUID()}`, admin)).statusCode).toBe(404);
  });

  it('lists with filters and sends the quotation e-mail once per insurer through the jobs', async () => {
    const q = await create();
    await ok(`${q.id}/gerarcotacao`, { seguradora_ids: [insurerA, insurerB] });
    const byNumber = await get<Paged<QuotationRow>>(`?numero=${q.numero}`);
    expect(byNumber.items.map((r) => r.id)).toEqual([q.id]);
    const waiting = await get<Paged<QuotationRow>>(
      `?situacao=aguardando_cotacao&seguradora_id=${insurerB}&page_size=50`,
    );
    expect(waiting.items.some((r) => r.id === q.id)).toBe(true);
    expect(waiting.items.every((r) => r.situacao.id === 'aguardando_cotacao')).toBe(true);
    const cancelled = await get<Paged<QuotationRow>>('?status=cancelada&page_size=50');
    expect(cancelled.items.every((r) => r.status.id === 'cancelada')).toBe(true);
    const searched = await get<Paged<QuotationRow>>('?query=prefeitura%20municipal&page_size=1');
    expect(searched.total_count).toBeGreaterThan(0);
    expect((await call('GET', `${BASE}?etapa=nada`, admin)).statusCode).toBe(400);

    const before = sent.length;
    const res = await call('POST', `/v1/garantia/emails/${q.id}/email/enviar`, admin, {
      mensagem: 'Urgente.',
    });
    expect(res.statusCode, res.body).toBe(200);
    await vi.waitFor(
      async () => {
        await server.settle();
        expect(sent.length - before).toBe(2);
      },
      { timeout: 5000, interval: 20 },
    );
    const mine = sent.slice(before);
    expect(mine.map((m) => m.to).sort()).toEqual(['cotacao@alfa.test', 'cotacao@beta.test']);
    expect(mine[0]?.text).toContain('Urgente.');
    const history = await get<QuotationLog[]>(`${q.id}/historicoacoes`);
    expect(history[0]?.acao).toBe('enviar_email');
  });
});

describe('who sees which quotations', () => {
  let gil: string;
  let agent: string;
  let walletGroup: string;
  let walletTaker: string;
  /** Eva's, in a group outside Gil's wallet: Gil never sees it. */
  let foreign: Quotation;
  /** Eva's, in Gil's wallet group. */
  let inWallet: Quotation;
  /** Outside Gil's wallet, but Gil is its responsible. */
  let assigned: Quotation;
  let foreignCritique: Critique;

  const as = (token: string) => ({
    get: (path: string) => call('GET', `${BASE}${path}`, token),
    put: (path: string, payload: object = {}) => call('PUT', `${BASE}/${path}`, token, payload),
    post: (path: string, payload: object = {}) => call('POST', `${BASE}/${path}`, token, payload),
  });
  const idsOf = (res: LightMyRequestResponse) => res.json<Paged<QuotationRow>>().items.map((r) => r.id);

  beforeAll(async () => {
    // Gil is an outside broker (corretor parceiro), not an employee, of the garantia area.
    gil = await insertUser(server, 'Gil Corretor');
    await server.database.db.update(users).set({ estruturaId: 'corretor_parceiro' }).where(eq(users.id, gil));
    await server.database.db
      .insert(quotePermissions)
      .values({ areaId: 'garantia', alvoTipo: 'usuario', alvoId: gil, submodalidadeId: simpleSub.id });
    agent = await tokenOf(server, gil, ['cotacao'], ['criar_cotacao']);
    const made = await call(
      'POST',
      GROUPS,
      admin,
      groupBodyFor(cnpjWith(freshRoot()), { responsavel_id: gil }),
    );
    expect(made.statusCode, made.body).toBe(201);
    walletGroup = made.json<EconomicGroup>().id;
    walletTaker = await firstTaker(walletGroup);
    foreign = await create();
    inWallet = await create({ grupo_economico_id: walletGroup, tomador_id: walletTaker });
    assigned = await create();
    await server.database.db
      .update(quotations)
      .set({ responsavelId: gil })
      .where(eq(quotations.id, assigned.id));
    foreignCritique = (
      await call('POST', `${BASE}/${foreign.id}/criticas`, admin, { texto: 'Falta o contrato.' })
    ).json<Critique>();
    await call('POST', `${BASE}/${inWallet.id}/criticas`, admin, { texto: 'Falta o balanço.' });
  });

  it('shows an outside broker only the quotations of their wallet and their own, in the list and the CSV', async () => {
    const own = await as(agent).post('', body({ grupo_economico_id: walletGroup, tomador_id: walletTaker }));
    expect(own.statusCode, own.body).toBe(201);
    const mine = own.json<Quotation>();
    const visible = [inWallet.id, assigned.id, mine.id].sort();

    const all = await as(agent).get('?page_size=-1');
    expect(all.statusCode).toBe(200);
    expect(idsOf(all).sort()).toEqual(visible);
    expect(all.json<Paged<QuotationRow>>().total_count).toBe(3);
    const paged = await as(agent).get('?page_size=2&sort=numero&direction=asc');
    expect(paged.json<Paged<QuotationRow>>().total_count).toBe(3);
    expect(idsOf(paged)).toHaveLength(2);
    // Filters narrow the scope, never widen it.
    expect(idsOf(await as(agent).get(`?grupo_economico_id=${group.id}&page_size=-1`))).toEqual([assigned.id]);
    expect(idsOf(await as(agent).get(`?numero=${foreign.numero}`))).toEqual([]);

    // The employee sees them all.
    const everything = idsOf(await call('GET', `${BASE}?page_size=-1`, admin));
    for (const id of [foreign.id, ...visible]) expect(everything).toContain(id);

    // Another outside user with no wallet sees none; a user of the geral area sees all.
    const nobody = await tokenOf(
      server,
      await insertUser(server, 'Nina Sem Carteira', true, 'corretor_parceiro'),
      ['cotacao'],
    );
    expect(idsOf(await call('GET', `${BASE}?page_size=-1`, nobody))).toEqual([]);
    const general = await insertUser(server, 'Gabi Geral');
    await server.database.db
      .update(users)
      .set({ areaId: 'geral', estruturaId: 'cliente' })
      .where(eq(users.id, general));
    const generalToken = await tokenOf(server, general, ['cotacao']);
    expect(idsOf(await call('GET', `${BASE}?page_size=-1`, generalToken))).toContain(foreign.id);
  });

  it('answers 404, as for a missing id, on another’s quotation, its sub-resources and every action', async () => {
    const missing = (await as(agent).get(`/${crypto.randomUUID()}`)).json<ApiErrorBody>();
    expect(missing.error_description).toBeTruthy();
    const id = foreign.id;
    for (const path of ['', '/status', '/logs', '/historicoacoes', '/comparativo', '/criticas', '/edicao']) {
      const res = await as(agent).get(`/${id}${path}`);
      expect(res.statusCode, path).toBe(404);
      expect(res.json<ApiErrorBody>().error_description, path).toBe(missing.error_description);
      // Seen by the employee.
      expect((await call('GET', `${BASE}/${id}${path}`, admin)).statusCode, path).toBe(200);
    }
    const seg = `${id}/seguradora/${insurerA}`;
    const writes: [string, 'PUT' | 'POST', object][] = [
      [id, 'PUT', body()],
      [`${id}/gerarcotacao`, 'PUT', { seguradora_ids: [insurerA] }],
      [`${id}/cancelar`, 'PUT', { justificativa: 'Não é minha.' }],
      [`${seg}/custos`, 'PUT', { premio: 1, taxa: 1 }],
      [`${seg}/declinar`, 'PUT', {}],
      [`${seg}/formalizarcotacaosolicitarminuta`, 'PUT', {}],
      [`${id}/minuta/aprovar`, 'PUT', {}],
      [`${id}/apolice/solicitarparaseguradora`, 'PUT', {}],
      [`${id}/minuta`, 'POST', { arquivo_id: await insertFile(server) }],
      [`${id}/criticas`, 'POST', { texto: 'Intrusa.' }],
      [`${id}/criticas/${foreignCritique.id}/reenviar`, 'POST', {}],
      [`${id}/criticas/${foreignCritique.id}/regularizar`, 'PUT', { resolucao: 'Resolvida por outro.' }],
    ];
    const audited = async () =>
      (await server.database.db.select().from(auditLog).where(eq(auditLog.entidadeId, id))).length;
    const before = await audited();
    for (const [path, method, payload] of writes) {
      const res = method === 'PUT' ? await as(agent).put(path, payload) : await as(agent).post(path, payload);
      expect(res.statusCode, path).toBe(404);
      expect(res.json<ApiErrorBody>().error_description, path).toBe(missing.error_description);
    }
    const email = await call('POST', `/v1/garantia/emails/${id}/email/enviar`, agent, {});
    expect(email.statusCode).toBe(404);
    // Nothing changed.
    expect(await audited()).toBe(before);
    const after = await get<Quotation>(id);
    expect(after).toMatchObject({
      status: { id: 'em_andamento' },
      etapa: { id: 'dados_processo' },
      custos: [],
    });
    expect((await get<Critique[]>(`${id}/criticas`)).map((c) => c.status.id)).toEqual(['aberta']);

    // The wallet's and the assigned quotation answer (and act) as usual.
    expect((await as(agent).get(`/${inWallet.id}`)).statusCode).toBe(200);
    expect((await as(agent).get(`/${assigned.id}/edicao`)).statusCode).toBe(200);
    const critique = await as(agent).post(`${assigned.id}/criticas`, { texto: 'Falta a procuração.' });
    expect(critique.statusCode, critique.body).toBe(201);
  });

  it('refuses (403) a quotation for a group outside the wallet, on create and when an edit moves it there', async () => {
    const count = async () =>
      (await server.database.db.select({ id: quotations.id }).from(quotations)).length;
    const before = await count();
    const res = await as(agent).post('', body());
    expect(res.statusCode).toBe(403);
    expect(res.json<ApiErrorBody>().error_description).toBe(QUOTATION_MESSAGES.groupOutsideWallet);
    // A group that does not exist is outside the wallet too (no oracle of which groups exist).
    const unknown = await as(agent).post('', body({ grupo_economico_id: crypto.randomUUID() }));
    expect(unknown.statusCode).toBe(403);
    expect(await count()).toBe(before);

    const moved = await as(agent).put(inWallet.id, body());
    expect(moved.statusCode).toBe(403);
    expect((await get<Quotation>(inWallet.id)).grupo_economico.id).toBe(walletGroup);
    // The assigned quotation keeps its group (outside the wallet) when its other data change.
    const kept = await as(agent).put(assigned.id, body({ importancia_segurada: 123_000 }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<Quotation>().importancia_segurada).toBe(123_000);
  });

  it('follows up only the critiques of the quotations in scope', async () => {
    const res = await call('GET', `${BASE}/criticas/acompanhar?page_size=100`, agent);
    expect(res.statusCode).toBe(200);
    const page = res.json<Paged<CritiqueFollowUp>>();
    const quotationsSeen = new Set(page.items.map((c) => c.cotacao_id));
    expect(quotationsSeen.has(inWallet.id)).toBe(true);
    expect(quotationsSeen.has(foreign.id)).toBe(false);
    for (const id of quotationsSeen) expect([inWallet.id, assigned.id]).toContain(id);
    expect(page.total_count).toBe(page.items.length);
    const everyone = (await call('GET', `${BASE}/criticas/acompanhar?page_size=100`, admin)).json<
      Paged<CritiqueFollowUp>
    >();
    expect(everyone.items.map((c) => c.cotacao_id)).toContain(foreign.id);
  });
});
