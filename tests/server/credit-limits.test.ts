import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  auditLog,
  brokers,
  creditAnswers,
  creditCoBrokers,
  creditConsults,
  groupDocuments,
  insurerEmails,
  insurers,
} from '../../server/db/schema';
import { seedDemo } from '../../server/db/seed/demo';
import { effectiveStatus } from '../../server/domains/credit-limits/service';
import type { MailMessage, Mailer } from '../../server/plugins/mail';
import type { ApiErrorBody, Paged } from '../../src/contract/common';
import type {
  CoBrokerage,
  CreditConsult,
  CreditConsultRow,
  CreditFollowUp,
} from '../../src/contract/credit-limits';
import { CREDIT_MESSAGES } from '../../src/contract/credit-limits';
import type { EconomicGroup } from '../../src/contract/economic-groups';
import { startTestServer } from './harness';
import type { TestServer } from './harness';
import { caller, cnpjWith, freshRoot, groupBodyFor, insertFile, insertUser, tokenOf } from './group-fixtures';

const GROUPS = '/v1/gruposeconomicos';
let server: TestServer;
let call: ReturnType<typeof caller>;
let admin: string;
let viewer: string;
let outsider: string;
let group: EconomicGroup;
let other: EconomicGroup;
let insurerA: string;
let insurerB: string;
let documentId: string;
let brokerA: string;
let brokerB: string;
const sent: MailMessage[] = [];
let failures = 0;

const flaky: Mailer = {
  send(message) {
    if (failures > 0) {
      failures--;
      return Promise.reject(new Error('SMTP indisponível'));
    }
    sent.push(message);
    return Promise.resolve();
  },
};

async function insurer(nome: string, emails: string[]): Promise<string> {
  const id = crypto.randomUUID();
  await server.database.db
    .insert(insurers)
    .values({ id, nome, razaoSocial: `${nome} Seguros S.A.`, cnpj: cnpjWith(freshRoot()) });
  if (emails.length)
    await server.database.db
      .insert(insurerEmails)
      .values(emails.map((email) => ({ seguradoraId: id, email })));
  return id;
}

async function broker(nome: string): Promise<string> {
  const id = crypto.randomUUID();
  await server.database.db.insert(brokers).values({ id, razaoSocial: nome, cnpj: cnpjWith(freshRoot()) });
  return id;
}

async function newGroup(): Promise<EconomicGroup> {
  const res = await call('POST', GROUPS, admin, groupBodyFor(cnpjWith(freshRoot())));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<EconomicGroup>();
}

async function consult(groupId = group.id, extra: object = {}): Promise<CreditConsult> {
  const res = await call('POST', `${GROUPS}/${groupId}/limitescredito/consultarmercado`, admin, {
    valor_solicitado: 5_000_000,
    seguradora_ids: [insurerA, insurerB],
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<CreditConsult>();
}

async function put(c: CreditConsult, body: object, token = admin) {
  const current = await call('GET', `${GROUPS}/${c.grupo_economico.id}/limitescredito/${c.id}`, admin);
  return call('PUT', `${GROUPS}/${c.grupo_economico.id}/limitescredito/${c.id}`, token, body, {
    'if-match': current.headers.etag as string,
  });
}

beforeAll(async () => {
  server = await startTestServer({}, { mailer: flaky, jobs: { retryBaseMs: 5 } });
  call = caller(server);
  admin = await server.adminToken();
  const ana = await insertUser(server, 'Ana Limite');
  viewer = await tokenOf(server, ana, ['cadastro'], ['visualizar_grupo_economico']);
  outsider = await tokenOf(server, await insertUser(server, 'Bia Fora'), ['cotacao']);
  group = await newGroup();
  other = await newGroup();
  insurerA = await insurer('Alfa Garantias', ['credito@alfa.test', 'limites@alfa.test']);
  insurerB = await insurer('Beta Fiança', ['analise@beta.test']);
  const file = await insertFile(server, 'contrato.pdf');
  const [doc] = await server.database.db
    .insert(groupDocuments)
    .values({ grupoId: group.id, tipo: 'outro', descricao: 'CONTRATO SOCIAL', arquivoId: file })
    .returning();
  documentId = doc!.id;
  brokerA = await broker('Parceira Um Corretora');
  brokerB = await broker('Parceira Dois Corretora');
});
afterAll(async () => {
  await server.close();
});

describe('credit limits', () => {
  it('queues one mail per insurer with the document, and the mail survives an SMTP failure', async () => {
    failures = 2;
    const before = sent.length;
    const c = await consult(group.id, { documento_ids: [documentId] });
    expect(c.respostas.map((r) => r.status.id)).toEqual(['aguardando', 'aguardando']);
    expect(c.documentos).toHaveLength(1);
    await vi.waitFor(
      async () => {
        await server.settle();
        expect(sent.length - before).toBe(2);
      },
      { timeout: 5000, interval: 20 },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    await server.settle();
    const mine = sent.slice(before);
    expect(mine).toHaveLength(2);
    expect(mine.map((m) => m.to).sort()).toEqual([
      'analise@beta.test',
      'credito@alfa.test, limites@alfa.test',
    ]);
    // The file's bytes are not on disk in this test: the mail says so instead of failing forever.
    expect(mine[0]!.text).toContain('CONTRATO SOCIAL');
  });

  it('answers 401 without a token and 403 without the grants, 2xx with them', async () => {
    const c = await consult();
    const base = `${GROUPS}/${group.id}/limitescredito`;
    const reads = [
      base,
      `${base}/${c.id}`,
      `${base}/${c.id}/cocorretagem`,
      `${base}/historico`,
      `${GROUPS}/limitescredito/acompanharseguradoras`,
      `${GROUPS}/limitescredito/status`,
      `${GROUPS}/limitescredito/estruturaccg`,
      `${GROUPS}/limitescredito/tiposregrasaprovacao`,
      `${GROUPS}/limitescredito/tiposregraspremio`,
    ];
    for (const url of reads) {
      expect((await call('GET', url)).statusCode, url).toBe(401);
      expect((await call('GET', url, outsider)).statusCode, url).toBe(403);
      expect((await call('GET', url, viewer)).statusCode, url).toBe(200);
    }
    const body = { valor_solicitado: 1000, seguradora_ids: [insurerA] };
    expect((await call('POST', `${base}/consultarmercado`, undefined, body)).statusCode).toBe(401);
    expect((await call('POST', `${base}/consultarmercado`, viewer, body)).statusCode).toBe(403);
    expect((await call('POST', `${base}/${c.id}/renovar`, viewer, {})).statusCode).toBe(403);
    expect((await put(c, {}, viewer)).statusCode).toBe(403);
  });

  it('a consult under another group is 404', async () => {
    const c = await consult();
    for (const url of [
      `${GROUPS}/${other.id}/limitescredito/${c.id}`,
      `${GROUPS}/${other.id}/limitescredito/${c.id}/cocorretagem`,
    ])
      expect((await call('GET', url, admin)).statusCode).toBe(404);
    expect(
      (await call('POST', `${GROUPS}/${other.id}/limitescredito/${c.id}/renovar`, admin, {})).statusCode,
    ).toBe(404);
  });

  it('records an approval and a refusal with one audit row; disallowed transitions are 409 and change nothing', async () => {
    const c = await consult();
    const res = await put(c, {
      respostas: [
        {
          seguradora_id: insurerA,
          status: 'aprovado',
          limite_aprovado: 3_000_000,
          taxa_minima: 0.45,
          vigencia_inicio: '2026-01-01',
          vigencia_fim: '2099-12-31',
          estrutura_ccg: 'com_socios',
          tipo_regra_aprovacao: 'limite_global',
          tipo_regra_premio: 'taxa_minima',
        },
        { seguradora_id: insurerB, status: 'recusado' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<CreditConsult>();
    expect(after.respostas.find((r) => r.seguradora.id === insurerA)).toMatchObject({
      status: { id: 'aprovado' },
      limite_aprovado: 3_000_000,
      taxa_minima: 0.45,
    });
    const audits = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entidade, 'limite_credito'), eq(auditLog.entidadeId, c.id)));
    expect(audits.map((a) => a.acao).sort()).toEqual(['alterar', 'criar']);

    const refused = await put(after, { respostas: [{ seguradora_id: insurerB, status: 'em_analise' }] });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<ApiErrorBody>().error_description).toContain('Não é possível');
    const now = (
      await call('GET', `${GROUPS}/${group.id}/limitescredito/${c.id}`, admin)
    ).json<CreditConsult>();
    expect(now.respostas.find((r) => r.seguradora.id === insurerB)?.status.id).toBe('recusado');

    // Concluded, then cancelling is refused.
    expect((await put(now, { acao: 'concluir' })).statusCode).toBe(200);
    const closed = (
      await call('GET', `${GROUPS}/${group.id}/limitescredito/${c.id}`, admin)
    ).json<CreditConsult>();
    expect((await put(closed, { acao: 'cancelar' })).statusCode).toBe(409);
  });

  it('an approval whose validity ended reads vencido and cannot be approved again', async () => {
    const c = await consult();
    const approved = await put(c, {
      respostas: [
        {
          seguradora_id: insurerA,
          status: 'aprovado',
          limite_aprovado: 100,
          vigencia_inicio: '2020-01-01',
          vigencia_fim: '2020-12-31',
        },
      ],
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const read = approved.json<CreditConsult>();
    expect(read.respostas.find((r) => r.seguradora.id === insurerA)?.status.id).toBe('vencido');
    const again = await put(read, {
      respostas: [
        { seguradora_id: insurerA, status: 'aprovado', limite_aprovado: 100, vigencia_fim: '2099-01-01' },
      ],
    });
    expect(again.statusCode).toBe(409);
    const list = await call('GET', `${GROUPS}/${group.id}/limitescredito?vigencia=vencida`, admin);
    expect(list.json<Paged<CreditConsultRow>>().items.map((i) => i.id)).toContain(c.id);
  });

  it('co-brokerage: empty is two brokers at 50%; a sum other than 100 or a repeated broker is refused', async () => {
    const c = await consult();
    const url = `${GROUPS}/${group.id}/limitescredito/${c.id}/cocorretagem`;
    expect((await call('GET', url, admin)).json<CoBrokerage>()).toMatchObject({
      ativo: false,
      corretoras: [
        { corretora_id: null, percentagem_participacao: 50 },
        { corretora_id: null, percentagem_participacao: 50 },
      ],
    });
    const bad = await put(c, {
      cocorretagem: {
        ativo: true,
        corretoras: [
          { corretora_id: brokerA, percentagem_participacao: 60 },
          { corretora_id: brokerB, percentagem_participacao: 30 },
        ],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(CREDIT_MESSAGES.coBrokerageSum);
    const twice = await put(c, {
      cocorretagem: {
        ativo: true,
        corretoras: [
          { corretora_id: brokerA, percentagem_participacao: 50 },
          { corretora_id: brokerA, percentagem_participacao: 50 },
        ],
      },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.body).toContain(CREDIT_MESSAGES.coBrokerageDuplicate);
    const ok = await put(c, {
      cocorretagem: {
        ativo: true,
        corretoras: [
          { corretora_id: brokerA, percentagem_participacao: 60 },
          { corretora_id: brokerB, percentagem_participacao: 40 },
        ],
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await call('GET', url, admin)).json<CoBrokerage>()).toMatchObject({
      ativo: true,
      corretoras: [
        { corretora_id: brokerA, percentagem_participacao: 60 },
        { corretora_id: brokerB, percentagem_participacao: 40 },
      ],
    });
  });

  it('renewal creates a new consult prefilled and linked to its predecessor', async () => {
    const c = await consult(group.id, { documento_ids: [documentId] });
    const res = await call('POST', `${GROUPS}/${group.id}/limitescredito/${c.id}/renovar`, admin, {});
    expect(res.statusCode, res.body).toBe(201);
    const renewed = res.json<CreditConsult>();
    expect(renewed.id).not.toBe(c.id);
    expect(renewed.antecessora_id).toBe(c.id);
    expect(renewed.valor_solicitado).toBe(c.valor_solicitado);
    expect(renewed.respostas.map((r) => r.seguradora.id).sort()).toEqual([insurerA, insurerB].sort());
    expect(renewed.documentos.map((d) => d.nome)).toEqual(['CONTRATO SOCIAL']);
  });

  it('pages the follow-up with its total, filters by insurer and sorts by group in the query', async () => {
    const c = await consult(other.id);
    const base = `${GROUPS}/limitescredito/acompanharseguradoras`;
    const all = (await call('GET', `${base}?page_size=-1`, admin)).json<Paged<CreditFollowUp>>();
    expect(all.total_count).toBe(all.items.length);
    expect(all.total_count).toBeGreaterThanOrEqual(2);
    const first = (await call('GET', `${base}?page_size=1&page=1`, admin)).json<Paged<CreditFollowUp>>();
    const second = (await call('GET', `${base}?page_size=1&page=2`, admin)).json<Paged<CreditFollowUp>>();
    expect(first.items).toHaveLength(1);
    expect(first.total_count).toBe(all.total_count);
    expect(second.items[0]!.resposta_id).not.toBe(first.items[0]!.resposta_id);
    const byInsurer = await call('GET', `${base}?page_size=-1&seguradora_id=${insurerA}`, admin);
    expect(byInsurer.statusCode, byInsurer.body).toBe(200);
    const mine = byInsurer.json<Paged<CreditFollowUp>>();
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((i) => i.seguradora.id === insurerA)).toBe(true);
    expect(mine.total_count).toBe(mine.items.length);
    expect(mine.items.some((i) => i.consulta_id === c.id)).toBe(true);
    const sorted = await call('GET', `${base}?page_size=-1&sort=grupo&direction=desc`, admin);
    expect(sorted.statusCode, sorted.body).toBe(200);
    const names = sorted.json<Paged<CreditFollowUp>>().items.map((i) => i.grupo_economico.nome);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'pt-BR')));
  });

  it('lists the pending answers across groups with their age, oldest first', async () => {
    const c = await consult(other.id);
    const res = await call('GET', `${GROUPS}/limitescredito/acompanharseguradoras?page_size=-1`, admin);
    expect(res.statusCode).toBe(200);
    const items = res.json<Paged<CreditFollowUp>>().items;
    expect(items.filter((i) => i.consulta_id === c.id)).toHaveLength(2);
    const sentAt = items.map((i) => i.enviado_em);
    expect([...sentAt].sort()).toEqual(sentAt);
    expect(items[0]!.dias).toBeGreaterThanOrEqual(0);
    const history = await call(
      'GET',
      `${GROUPS}/${group.id}/limitescredito/historico?seguradora_id=${insurerA}`,
      admin,
    );
    expect(history.statusCode).toBe(200);
    expect(history.json<unknown[]>().length).toBeGreaterThan(0);
  });
});

describe('demo credit limits', () => {
  it('seeds consults in each state, an expired limit and a 60/40 co-brokerage', async () => {
    const demo = await startTestServer();
    try {
      await seedDemo(demo.database.db, { password: 'Senha-Forte-123' });
      const db = demo.database.db;
      const consults = await db.select().from(creditConsults);
      expect(new Set(consults.map((c) => c.status))).toEqual(
        new Set(['em_andamento', 'concluida', 'cancelada']),
      );
      const answers = await db.select().from(creditAnswers);
      expect(new Set(answers.map((a) => effectiveStatus(a)))).toEqual(
        new Set(['aguardando', 'em_analise', 'aprovado', 'recusado', 'vencido']),
      );
      const shares = await db.select().from(creditCoBrokers);
      expect(shares.map((s) => s.percentagemParticipacao).sort()).toEqual([40, 60]);
      expect(consults.some((c) => c.antecessoraId)).toBe(true);
    } finally {
      await demo.close();
    }
  });
});
