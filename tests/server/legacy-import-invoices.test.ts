import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/node';
import type { Invoice } from '../../src/contract/invoices';
import type { LegacyImportDetail } from '../../src/contract/legacy-import';
import { ACTION_IDS, MODULE_IDS } from '../../src/contract/permission-catalog';
import { auditLog, endorsements, insurers, invoices, policies } from '../../server/db/schema';
import { insertUser } from './group-fixtures';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';
import type { Fixtures } from './route-samples';
import { createFixtures } from './route-samples';

let server: TestServer;
let admin: string;
let fx: Fixtures;
let refs: { insurer: string; policy: string; endorsement: string };
const base = '/v1/importacoeslegado';

function form(file: Buffer, name: string) {
  const boundary = '----faturas' + String(Math.random()).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="tipo"\r\n\r\nfaturas\r\n`),
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
  'Seguradora',
  'Número da apólice',
  'Número do endosso',
  'Número da fatura',
  'Parcela',
  'Total de parcelas',
  'Valor',
  'Vencimento',
  'Pago em',
  'Valor pago',
];
const csv = (rows: string[][]) => Buffer.from(rows.map((r) => r.join(';')).join('\r\n') + '\r\n');
const xlsx = (rows: string[][]) =>
  writeXlsxFile(rows.map((r) => r.map((value) => ({ value, type: String })))).toBuffer();
const count = async (table: typeof invoices | typeof auditLog) => {
  const [row] = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
};
const listed = async () =>
  (await get(`/v1/faturas?apolice_id=${fx.policy}&page_size=100`)).json<{ items: Invoice[] }>().items;

beforeAll(async () => {
  server = await startTestServer();
  const id = await insertUser(server, 'Fábio Faturas');
  admin = await server.tokenWith({ sub: id, modules: MODULE_IDS, actions: ACTION_IDS, area: 'garantia' });
  fx = await createFixtures(server, admin);
  const db = server.database.db;
  const [policy] = await db.select().from(policies).where(eq(policies.id, fx.policy));
  const [ins] = await db
    .select()
    .from(insurers)
    .where(eq(insurers.id, policy?.seguradoraId ?? ''));
  const [end] = await db.select().from(endorsements).where(eq(endorsements.id, fx.endorsement));
  if (!policy || !ins || !end) throw new Error('fixtures');
  refs = { insurer: ins.cnpj, policy: policy.numero, endorsement: end.numero };
}, 90_000);
afterAll(() => server.close());

describe('legacy import: faturas', () => {
  const rows = () => [
    HEADER,
    [refs.insurer, refs.policy, '', 'IMP-1', '1', '2', '1.500,50', '10/02/2026', '12/02/2026', '1.500,50'],
    [refs.insurer, refs.policy, refs.endorsement, 'IMP-E1', '1', '1', '300,00', '10/03/2026', '', ''],
    [refs.insurer, 'NAO-EXISTE-99', '', 'IMP-9', '1', '1', '100,00', '10/02/2026', '', ''],
    [refs.insurer, refs.policy, '', 'IMP-2', '2', '2', '1,500.50', '10/03/2026', '', ''],
    [refs.insurer, refs.policy, '', 'IMP-3', '1', '1', '100,00', '10/03/2026', '', '100,00'],
  ];

  it('dry run writes nothing and lists bad rows with line and column; the import creates through the invoices service', async () => {
    const before = { invoices: await count(invoices), audit: await count(auditLog) };
    const dry = await validated(csv(rows()), 'faturas.csv');
    expect(dry.status.id).toBe('aguardando_confirmacao');
    expect(dry.contagens).toMatchObject({ lidas: 5, importadas: 2, erros: 3 });
    expect(dry.erros.map((e) => [e.linha, e.coluna])).toEqual([
      [4, 'Número da apólice'],
      [5, 'Valor'],
      [6, 'Pago em'],
    ]);
    expect(await count(invoices)).toBe(before.invoices);
    expect(await count(auditLog)).toBe(before.audit);

    const done = await imported(dry.id);
    expect(done.status.id).toBe('concluida_com_erros');
    expect(done.contagens).toMatchObject({ importadas: 2, ignoradas: 0, erros: 3 });
    const items = await listed();
    const first = items.find((i) => i.numero === 'IMP-1');
    expect(first).toMatchObject({ valor: 1500.5, vencimento: '2026-02-10', pago_em: '2026-02-12' });
    expect(first?.situacao.id).toBe('paga');
    expect(items.find((i) => i.numero === 'IMP-E1')?.endosso?.numero).toBe(refs.endorsement);
    // The service's own audit rows ('criar', 'registrar_pagamento'), marked as imported.
    const audit = await server.database.db
      .select({ acao: auditLog.acao })
      .from(auditLog)
      .where(eq(auditLog.requisicaoId, `importacao-legado:${dry.id}`));
    expect(audit.map((a) => a.acao).sort()).toEqual(['criar', 'criar', 'registrar_pagamento']);
  });

  it('re-importing the same file creates 0 rows and 0 audit rows; an XLSX with a changed amount updates', async () => {
    const before = { invoices: await count(invoices), audit: await count(auditLog) };
    const again = await imported((await validated(csv(rows()), 'faturas.csv')).id);
    expect(again.contagens).toMatchObject({ importadas: 0, ignoradas: 2, erros: 3 });
    expect(await count(invoices)).toBe(before.invoices);
    expect(await count(auditLog)).toBe(before.audit);

    const changed = rows().slice(0, 3);
    changed[1] = [
      refs.insurer,
      refs.policy,
      '',
      'IMP-1',
      '1',
      '2',
      '1.600,00',
      '10/02/2026',
      '12/02/2026',
      '1.600,00',
    ];
    const x = await imported((await validated(await xlsx(changed), 'faturas.xlsx')).id);
    expect(x.status.id).toBe('concluida');
    expect(x.contagens).toMatchObject({ importadas: 1, ignoradas: 1, erros: 0 });
    expect(await count(invoices)).toBe(before.invoices);
    expect((await listed()).find((i) => i.numero === 'IMP-1')).toMatchObject({
      valor: 1600,
      valor_pago: 1600,
    });
  });

  it('the type and its templates come from the module', async () => {
    const types = (await get(`${base}/tipo/suggest`)).json<{ id: string; obrigatorias: string[] }[]>();
    expect(types.find((t) => t.id === 'faturas')?.obrigatorias).toContain('Número da fatura');
    const template = await get(`${base}/modelos/faturas.csv`);
    expect(template.statusCode).toBe(200);
    expect(template.body).toContain('Número da fatura;');
    expect((await get(`${base}/modelos/faturas.xlsx`)).rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
