import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/node';
import type { CreditHistoryItem } from '../../src/contract/credit-limits';
import type { LegacyImportDetail } from '../../src/contract/legacy-import';
import { ACTION_IDS, MODULE_IDS } from '../../src/contract/permission-catalog';
import { auditLog, creditConsults, economicGroups, insurers, jobs } from '../../server/db/schema';
import { REGISTERED_LIMIT_MESSAGES } from '../../server/domains/credit-limits/service';
import { approvedLimits } from '../../server/domains/quotations/repository';
import { MAIL_JOB } from '../../server/lib/mail-outbox';
import { cnpjWith, freshRoot, insertUser } from './group-fixtures';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';
import type { Fixtures } from './route-samples';
import { createFixtures } from './route-samples';

let server: TestServer;
let admin: string;
let fx: Fixtures;
let refs: { insurer: string; insurerName: string; group: string };
const base = '/v1/importacoeslegado';

function form(file: Buffer, name: string) {
  const boundary = '----limites' + String(Math.random()).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="tipo"\r\n\r\nlimites\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const get = (url: string) => server.app.inject({ method: 'GET', url, headers: bearer(admin) });

async function validated(file: Buffer, name: string): Promise<LegacyImportDetail> {
  const f = form(file, name);
  const res = await server.app.inject({
    method: 'POST',
    url: base,
    payload: f.payload,
    headers: { ...f.headers, ...bearer(admin) },
  });
  expect(res.statusCode, res.body).toBe(201);
  await server.settle();
  return (await get(`${base}/${res.json<LegacyImportDetail>().id}`)).json<LegacyImportDetail>();
}

async function imported(id: string): Promise<LegacyImportDetail> {
  const res = await server.app.inject({
    method: 'PUT',
    url: `${base}/${id}/confirmar`,
    headers: bearer(admin),
  });
  expect(res.statusCode, res.body).toBe(200);
  await server.settle();
  return (await get(`${base}/${id}`)).json<LegacyImportDetail>();
}

const HEADER = [
  'CNPJ do grupo',
  'Seguradora',
  'Limite aprovado',
  'Taxa mínima (%)',
  'Início de vigência',
  'Fim de vigência',
  'Estrutura CCG',
];
const csv = (rows: string[][]) => Buffer.from(rows.map((r) => r.join(';')).join('\r\n') + '\r\n');
const xlsx = (rows: string[][]) =>
  writeXlsxFile(rows.map((r) => r.map((value) => ({ value, type: String })))).toBuffer();
const count = async (table: typeof creditConsults | typeof auditLog) => {
  const [row] = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
};
const mails = async () => {
  const [row] = await server.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(eq(jobs.tipo, MAIL_JOB));
  return row?.n ?? 0;
};
const history = async () =>
  (await get(`/v1/gruposeconomicos/${fx.group}/limitescredito/historico`)).json<CreditHistoryItem[]>();

beforeAll(async () => {
  server = await startTestServer();
  const id = await insertUser(server, 'Lia Limites');
  admin = await server.tokenWith({ sub: id, modules: MODULE_IDS, actions: ACTION_IDS, area: 'garantia' });
  fx = await createFixtures(server, admin);
  const db = server.database.db;
  const [ins] = await db.select().from(insurers).where(eq(insurers.id, fx.insurer));
  const [grp] = await db.select().from(economicGroups).where(eq(economicGroups.id, fx.group));
  if (!ins || !grp) throw new Error('fixtures');
  refs = { insurer: ins.cnpj, insurerName: ins.nome, group: grp.cnpj };
}, 90_000);
afterAll(() => server.close());

describe('legacy import: limites', () => {
  const rows = () => [
    HEADER,
    [
      refs.group,
      refs.insurer,
      '5.000.000,00',
      '0,45',
      '01/01/2026',
      '31/12/2099',
      'CCG corporativa (somente a tomadora)',
    ],
    [cnpjWith(freshRoot()), refs.insurer, '1.000,00', '', '01/01/2026', '31/12/2099', ''],
    [refs.group, 'SEGURADORA QUE NAO EXISTE', '1.000,00', '', '01/01/2026', '31/12/2099', ''],
    [refs.group, refs.insurer, '1.000,00', '', '01/06/2026', '01/01/2026', ''],
    [refs.group, refs.insurer, '1,000.00', '', '01/06/2026', '31/12/2099', ''],
  ];

  it('dry run writes nothing and lists bad rows with line and column; the import registers the limit without e-mail', async () => {
    const before = {
      consults: await count(creditConsults),
      audit: await count(auditLog),
      mails: await mails(),
    };
    const dry = await validated(csv(rows()), 'limites.csv');
    expect(dry.status.id).toBe('aguardando_confirmacao');
    expect(dry.contagens).toMatchObject({ lidas: 5, importadas: 1, erros: 4 });
    expect(dry.erros.map((e) => [e.linha, e.coluna])).toEqual([
      [3, 'CNPJ do grupo'],
      [4, 'Seguradora'],
      [5, 'Fim de vigência'],
      [6, 'Limite aprovado'],
    ]);
    expect(await count(creditConsults)).toBe(before.consults);
    expect(await count(auditLog)).toBe(before.audit);

    const done = await imported(dry.id);
    expect(done.status.id).toBe('concluida_com_erros');
    expect(done.contagens).toMatchObject({ importadas: 1, erros: 4 });
    expect(await count(creditConsults)).toBe(before.consults + 1);
    expect(await mails()).toBe(before.mails);
    // The group's limit summary reads the history: the imported limit is an approved answer there.
    const limit = (await history()).find((a) => a.vigencia_inicio === '2026-01-01');
    expect(limit).toMatchObject({
      status: { id: 'aprovado' },
      limite_aprovado: 5_000_000,
      taxa_minima: 0.45,
      vigencia_fim: '2099-12-31',
      estrutura_ccg: { id: 'corporativa' },
      canal: 'registro',
    });
    // And the quotations' comparison reads it as the insurer's limit for the group.
    const approved = await approvedLimits(
      server.database.db,
      fx.group,
      new Date().toISOString().slice(0, 10),
    );
    expect(approved.find((a) => a.seguradoraId === fx.insurer)?.limite).toBe(5_000_000);
  });

  it('re-importing the same file creates 0 rows and 0 audit rows; an XLSX with another rate updates it', async () => {
    const before = { consults: await count(creditConsults), audit: await count(auditLog) };
    const again = await imported((await validated(csv(rows()), 'limites.csv')).id);
    expect(again.contagens).toMatchObject({ importadas: 0, ignoradas: 1, erros: 4 });
    expect(await count(creditConsults)).toBe(before.consults);
    expect(await count(auditLog)).toBe(before.audit);

    const changed = [
      HEADER,
      [refs.group, refs.insurerName, '5.000.000,00', '0,5', '01/01/2026', '31/12/2099', 'corporativa'],
    ];
    const x = await imported((await validated(await xlsx(changed), 'limites.xlsx')).id);
    expect(x.status.id).toBe('concluida');
    expect(x.contagens).toMatchObject({ importadas: 1, ignoradas: 0 });
    expect(await count(creditConsults)).toBe(before.consults);
    expect(await count(auditLog)).toBe(before.audit + 1);
    expect((await history()).find((a) => a.vigencia_inicio === '2026-01-01')?.taxa_minima).toBe(0.5);
  });

  it('a limit answered in a market consult is changed there, not by the import: the row is refused', async () => {
    const res = await server.app.inject({
      method: 'PUT',
      url: `/v1/gruposeconomicos/${fx.group}/limitescredito/${fx.consult}`,
      headers: bearer(admin),
      payload: {
        respostas: [
          {
            seguradora_id: fx.insurer,
            status: 'aprovado',
            limite_aprovado: 800_000,
            vigencia_inicio: '2025-03-01',
            vigencia_fim: '2099-03-01',
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const same = [HEADER, [refs.group, refs.insurer, '800.000,00', '', '01/03/2025', '01/03/2099', '']];
    expect((await validated(csv(same), 'iguais.csv')).contagens).toMatchObject({ ignoradas: 1, erros: 0 });
    const other = [HEADER, [refs.group, refs.insurer, '900.000,00', '', '01/03/2025', '01/03/2099', '']];
    const dry = await validated(csv(other), 'outro.csv');
    expect(dry.erros).toEqual([{ linha: 2, coluna: null, motivo: REGISTERED_LIMIT_MESSAGES.fromConsult }]);
  });

  it('the type and its templates come from the module', async () => {
    const types = (await get(`${base}/tipo/suggest`)).json<{ id: string; obrigatorias: string[] }[]>();
    expect(types.find((t) => t.id === 'limites')?.obrigatorias).toEqual([
      'CNPJ do grupo',
      'Seguradora',
      'Limite aprovado',
      'Início de vigência',
      'Fim de vigência',
    ]);
    expect((await get(`${base}/modelos/limites.csv`)).body).toContain('Limite aprovado;');
    expect((await get(`${base}/modelos/limites.xlsx`)).rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
