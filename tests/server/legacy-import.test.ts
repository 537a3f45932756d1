import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/node';
import type { LegacyImportDetail } from '../../src/contract/legacy-import';
import { ACTION_IDS, MODULE_IDS } from '../../src/contract/permission-catalog';
import {
  auditLog,
  companies,
  economicGroups,
  endorsements,
  insurers,
  legacyImports,
  modalities,
  policies,
  subModalities,
  users,
} from '../../server/db/schema';
import { IMPORT_JOB, importJobHandler, importTuning } from '../../server/domains/legacy-import/service';
import { cnpjWith, freshRoot, insertUser } from './group-fixtures';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';
import type { Fixtures } from './route-samples';
import { createFixtures } from './route-samples';

let server: TestServer;
let admin: string;
let fx: Fixtures;
const base = '/v1/importacoeslegado';

/** A multipart body with the type and one file, as a browser's form sends it. */
function form(tipo: string | undefined, file: Buffer | undefined, name = 'dados.csv') {
  const boundary = '----importacao' + String(Math.random()).slice(2);
  const parts: Buffer[] = [];
  if (tipo !== undefined)
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="tipo"\r\n\r\n${tipo}\r\n`),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(tipo: string | undefined, file: Buffer | undefined, name?: string, token = admin) {
  const f = form(tipo, file, name);
  return server.app.inject({
    method: 'POST',
    url: base,
    payload: f.payload,
    headers: { ...f.headers, ...bearer(token) },
  });
}

const get = (url: string, token = admin) => server.app.inject({ method: 'GET', url, headers: bearer(token) });
const put = (url: string, token = admin) => server.app.inject({ method: 'PUT', url, headers: bearer(token) });

async function validated(tipo: string, file: Buffer, name?: string): Promise<LegacyImportDetail> {
  const res = await upload(tipo, file, name);
  expect(res.statusCode, res.body).toBe(201);
  await server.settle();
  const read = await get(`${base}/${res.json<LegacyImportDetail>().id}`);
  return read.json<LegacyImportDetail>();
}

async function imported(id: string): Promise<LegacyImportDetail> {
  const res = await put(`${base}/${id}/confirmar`);
  expect(res.statusCode, res.body).toBe(200);
  await server.settle();
  return (await get(`${base}/${id}`)).json<LegacyImportDetail>();
}

const csv = (rows: string[][], sep = ';') => Buffer.from(rows.map((r) => r.join(sep)).join('\r\n') + '\r\n');
const xlsx = (rows: string[][]) =>
  writeXlsxFile(rows.map((r) => r.map((value) => ({ value, type: String })))).toBuffer();

const count = async (
  table: typeof policies | typeof economicGroups | typeof companies | typeof endorsements | typeof auditLog,
) => {
  const [row] = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
};

const GROUP_HEADER = ['CNPJ', 'CNPJ do grupo', 'Razão social', 'Nome fantasia', 'Filial', 'Cidade', 'UF'];

let refs: { insurer: string; modality: string; sub: string; group: string; company: string };
const POLICY_HEADER = [
  'Seguradora',
  'Número da apólice',
  'CNPJ do grupo',
  'CNPJ do tomador',
  'Modalidade',
  'Sub-modalidade',
  'Importância segurada',
  'Prêmio',
  'Data de emissão',
  'Início de vigência',
  'Fim de vigência',
  'Número do endosso',
  'Tipo do endosso',
  'Data de efeito do endosso',
  'Valor do endosso',
];
const policyRow = (numero: string, extra: Partial<Record<(typeof POLICY_HEADER)[number], string>> = {}) => {
  const r: Record<string, string> = {
    Seguradora: refs.insurer,
    'Número da apólice': numero,
    'CNPJ do grupo': refs.group,
    'CNPJ do tomador': refs.company,
    Modalidade: refs.modality,
    'Sub-modalidade': refs.sub,
    'Importância segurada': '500.000,00',
    Prêmio: '6.000,50',
    'Data de emissão': '10/01/2026',
    'Início de vigência': '10/01/2026',
    'Fim de vigência': '10/01/2027',
    'Número do endosso': '',
    'Tipo do endosso': '',
    'Data de efeito do endosso': '',
    'Valor do endosso': '',
    ...extra,
  };
  return POLICY_HEADER.map((h) => r[h] ?? '');
};

beforeAll(async () => {
  server = await startTestServer();
  const id = await insertUser(server, 'Ivo Importador');
  admin = await server.tokenWith({ sub: id, modules: MODULE_IDS, actions: ACTION_IDS, area: 'garantia' });
  fx = await createFixtures(server, admin);
  const db = server.database.db;
  const [ins] = await db.select().from(insurers).where(eq(insurers.id, fx.insurer));
  const [mod] = await db.select().from(modalities).where(eq(modalities.id, fx.modality));
  const [sub] = await db.select().from(subModalities).where(eq(subModalities.id, fx.sub));
  const [grp] = await db.select().from(economicGroups).where(eq(economicGroups.id, fx.group));
  const [cmp] = await db.select().from(companies).where(eq(companies.id, fx.company));
  if (!ins || !mod || !sub || !grp || !cmp) throw new Error('fixtures');
  refs = {
    insurer: ins.cnpj,
    modality: mod.nome.toLowerCase(),
    sub: sub.nome,
    group: grp.cnpj,
    company: cmp.cnpj,
  };
}, 90_000);
afterAll(() => server.close());

describe('legacy import: access', () => {
  it('401 without a token, 403 without the module importacao_legado or without importar_legado to write', async () => {
    expect((await server.app.inject({ method: 'GET', url: base })).statusCode).toBe(401);
    const other = await server.tokenWith({ modules: ['cadastro'], actions: ACTION_IDS });
    expect((await get(base, other)).statusCode).toBe(403);
    expect((await upload('grupos', csv([GROUP_HEADER]), 'a.csv', other)).statusCode).toBe(403);
    // The module alone reads; sending, confirming and cancelling need the action importar_legado.
    const reader = await server.tokenWith({ modules: ['importacao_legado'], actions: [] });
    expect((await get(base, reader)).statusCode).toBe(200);
    expect((await upload('grupos', csv([GROUP_HEADER]), 'a.csv', reader)).statusCode).toBe(403);
    expect((await put(`${base}/${fx.policy}/cancelar`, reader)).statusCode).toBe(403);
    expect(
      (await get(`${base}/tipo/suggest`)).json<{ id: string; obrigatorias: string[] }[]>().map((t) => t.id),
    ).toEqual(['grupos', 'limites', 'apolices', 'faturas']);
    expect((await get(`${base}/status/suggest`)).json<unknown[]>()).toHaveLength(7);
  });

  it('templates download with the pt-BR header and an example row', async () => {
    const res = await get(`${base}/modelos/apolices.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Número da apólice;');
    expect(res.body.split('\r\n').filter(Boolean)).toHaveLength(2);
    const x = await get(`${base}/modelos/grupos.xlsx`);
    expect(x.statusCode).toBe(200);
    expect(x.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('legacy import: groups', () => {
  const root = freshRoot();
  const head = cnpjWith(root);
  const branch = cnpjWith(root, '0002');
  const other = cnpjWith(freshRoot());
  const rows = [
    GROUP_HEADER,
    [head, '', 'Grupo Importado Ltda', 'IMPORTADO', '', 'São Paulo', 'SP'],
    [branch, head, 'Grupo Importado Filial', '', 'Sim', 'Campinas', 'SP'],
    [other, '', 'Outro Grupo SA', '', '', 'Curitiba', 'PR'],
    ['11.111.111/1111-11', '', 'CNPJ Errado', '', '', '', ''],
  ];

  it('validates in a dry run that writes nothing, reports the bad row with line and column, then imports', async () => {
    const groupsBefore = await count(economicGroups);
    const auditBefore = await count(auditLog);
    const v = await validated('grupos', csv(rows));
    expect(v.status.id).toBe('aguardando_confirmacao');
    expect(v.contagens).toEqual({ lidas: 4, importadas: 3, ignoradas: 0, erros: 1 });
    expect(v.erros).toEqual([
      { linha: 5, coluna: 'CNPJ', motivo: expect.stringContaining('CNPJ') as string },
    ]);
    expect(v.previa).toHaveLength(4);
    expect(await count(economicGroups)).toBe(groupsBefore);
    expect(await count(auditLog)).toBe(auditBefore);

    const done = await imported(v.id);
    expect(done.status.id).toBe('concluida_com_erros');
    expect(done.contagens).toMatchObject({ importadas: 3, erros: 1 });
    const [g] = await server.database.db.select().from(economicGroups).where(eq(economicGroups.cnpj, head));
    expect(g?.razaoSocial).toBe('GRUPO IMPORTADO LTDA');
    const [c] = await server.database.db.select().from(companies).where(eq(companies.cnpj, branch));
    expect(c?.subsidiaria).toBe(true);
    const marked = await server.database.db
      .select()
      .from(auditLog)
      .where(like(auditLog.requisicaoId, `importacao-legado:${v.id}`));
    expect(marked.length).toBe(3);

    const report = await get(`${base}/${v.id}/erros.csv`);
    expect(report.statusCode).toBe(200);
    expect(report.body).toContain('motivo');
    expect(report.body).toContain('CNPJ Errado');
  });

  it('re-importing the same file (as XLSX, comma CSV or Windows-1252) creates nothing and audits nothing', async () => {
    const groupsBefore = await count(economicGroups);
    const auditBefore = await count(auditLog);
    const x = await validated('grupos', await xlsx(rows), 'grupos.xlsx');
    expect(x.contagens).toMatchObject({ lidas: 4, importadas: 0, ignoradas: 3 });
    const done = await imported(x.id);
    expect(done.contagens).toMatchObject({ importadas: 0, ignoradas: 3, erros: 1 });
    // Windows-1252 with ',' as separator: 'São Paulo' is the byte 0xE3, not UTF-8.
    const cp1252 = Buffer.from(csv(rows, ',').toString('utf8'), 'latin1');
    expect(cp1252.includes(0xe3)).toBe(true);
    const l = await validated('grupos', cp1252);
    expect(l.contagens, JSON.stringify(l.erros)).toMatchObject({ ignoradas: 3, erros: 1 });
    // With a BOM, in UTF-8.
    const bom = await validated('grupos', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), csv(rows)]));
    expect(bom.contagens).toMatchObject({ ignoradas: 3, erros: 1 });
    expect(await count(economicGroups)).toBe(groupsBefore);
    expect(await count(auditLog)).toBe(auditBefore);
  });
});

describe('legacy import: policies', () => {
  it('imports policies and an endorsement from CSV and XLSX; a second run changes nothing', async () => {
    const n = `LEG-${String(Date.now())}`;
    const rows = [
      POLICY_HEADER,
      policyRow(`${n}-1`),
      policyRow(`${n}-1`, {
        'Número do endosso': 'E1',
        'Tipo do endosso': 'Aumento de importância segurada',
        'Data de efeito do endosso': '01/02/2026',
        'Valor do endosso': '1.000,00',
      }),
      policyRow(`${n}-2`, { 'Fim de vigência': '01/01/2026' }),
      policyRow(`${n}-3`, { Seguradora: 'Seguradora Inexistente' }),
      policyRow(`${n}-4`, { Prêmio: '6,000.50' }),
    ];
    const before = await count(policies);
    const v = await validated('apolices', csv(rows));
    expect(v.erros.map((e) => [e.linha, e.coluna])).toEqual([
      [4, 'Fim de vigência'],
      [5, 'Seguradora'],
      [6, 'Prêmio'],
    ]);
    expect(await count(policies)).toBe(before);
    const done = await imported(v.id);
    expect(done.status.id).toBe('concluida_com_erros');
    expect(await count(policies)).toBe(before + 1);
    const [p] = await server.database.db
      .select()
      .from(policies)
      .where(eq(policies.numero, `${n}-1`));
    expect(p?.premio).toBe(6000.5);
    expect(p?.importanciaAtual).toBe(501_000);

    const again = await validated('apolices', await xlsx(rows), 'apolices.xlsx');
    expect(again.contagens).toMatchObject({ importadas: 0, ignoradas: 2, erros: 3 });
    const policiesNow = await count(policies);
    const endorsementsNow = await count(endorsements);
    await imported(again.id);
    expect(await count(policies)).toBe(policiesNow);
    expect(await count(endorsements)).toBe(endorsementsNow);
  });

  it('respects the area: an agro user imports no guarantee policy', async () => {
    const id = await insertUser(server, 'Ana Agro');
    await server.database.db.update(users).set({ areaId: 'agronegocio' }).where(eq(users.id, id));
    const agro = await server.tokenWith({
      sub: id,
      modules: MODULE_IDS,
      actions: ACTION_IDS,
      area: 'agronegocio',
    });
    const f = form('apolices', csv([POLICY_HEADER, policyRow(`AGRO-${String(Date.now())}`)]));
    const res = await server.app.inject({
      method: 'POST',
      url: base,
      payload: f.payload,
      headers: { ...f.headers, ...bearer(agro) },
    });
    expect(res.statusCode).toBe(201);
    await server.settle();
    const v = (await get(`${base}/${res.json<LegacyImportDetail>().id}`)).json<LegacyImportDetail>();
    expect(v.contagens.erros, JSON.stringify(v)).toBe(1);
  });

  it('cancel mid-import keeps the committed batches and nothing else', async () => {
    importTuning.batch = 5;
    importTuning.bulkBatch = 5;
    try {
      const n = `CAN-${String(Date.now())}`;
      const rows = [POLICY_HEADER, ...Array.from({ length: 40 }, (_x, i) => policyRow(`${n}-${String(i)}`))];
      const v = await validated('apolices', csv(rows));
      expect(v.contagens.erros).toBe(0);
      await server.app.jobs.stop();
      expect((await put(`${base}/${v.id}/confirmar`)).statusCode).toBe(200);
      // The user cancels while the worker is between its first and second batch; the worker is not told
      // (its report says go on): the next batch's own transaction sees the state and writes nothing.
      const worker = importJobHandler(server.database.db, server.config.dataDir, false);
      let reports = 0;
      await worker(
        { id: v.id },
        {
          id: 'em-curso',
          tentativa: 1,
          signal: new AbortController().signal,
          report: async () => {
            if (++reports === 1) expect((await put(`${base}/${v.id}/cancelar`)).statusCode).toBe(200);
            return true;
          },
        },
      );
      await server.settle();
      const after = (await get(`${base}/${v.id}`)).json<LegacyImportDetail>();
      const [written] = await server.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(policies)
        .where(like(policies.numero, `${n}-%`));
      expect(after.status.id).toBe('cancelada');
      expect(written?.n).toBe(5);
      expect(after.contagens.importadas).toBe(5);
      expect((await put(`${base}/${v.id}/confirmar`)).statusCode).toBe(409);
    } finally {
      importTuning.batch = 500;
      importTuning.bulkBatch = 2000;
    }
  });

  it('a worker killed between batches leaves no half batch; the next claim resumes after the cursor', async () => {
    importTuning.batch = 5;
    importTuning.bulkBatch = 5;
    try {
      const n = `KIL-${String(Date.now())}`;
      const rows = [POLICY_HEADER, ...Array.from({ length: 17 }, (_x, i) => policyRow(`${n}-${String(i)}`))];
      const v = await validated('apolices', csv(rows));
      await server.app.jobs.stop();
      expect((await put(`${base}/${v.id}/confirmar`)).statusCode).toBe(200);
      // This worker dies right after its second batch committed (its report never returns).
      let reports = 0;
      const dying = importJobHandler(server.database.db, server.config.dataDir, false);
      await expect(
        dying(
          { id: v.id },
          {
            id: 'morto',
            tentativa: 1,
            signal: new AbortController().signal,
            report: () => {
              reports++;
              if (reports === 2) throw new Error('processo morto');
              return Promise.resolve(true);
            },
          },
        ),
      ).rejects.toThrow('processo morto');
      const [mid] = await server.database.db.select().from(legacyImports).where(eq(legacyImports.id, v.id));
      const countOf = async () =>
        (
          await server.database.db
            .select({ n: sql<number>`count(*)::int` })
            .from(policies)
            .where(like(policies.numero, `${n}-%`))
        )[0]?.n;
      expect(mid?.cursor).toBe(11);
      expect(await countOf()).toBe(10);
      // The queued import job (as another instance would claim it) resumes at line 12.
      await server.settle();
      const done = (await get(`${base}/${v.id}`)).json<LegacyImportDetail>();
      expect(done.status.id).toBe('concluida');
      expect(await countOf()).toBe(17);
      expect(done.contagens.importadas).toBe(17);
      expect(IMPORT_JOB).toBe('importacao_legado_importar');
    } finally {
      importTuning.batch = 500;
      importTuning.bulkBatch = 2000;
    }
  });
});

describe('legacy import: bad files are refused with nothing written', () => {
  const refused = async (file: Buffer | undefined, name: string, status = 400, tipo = 'grupos') => {
    const before = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(legacyImports);
    const res = await upload(tipo, file, name);
    expect(res.statusCode, res.body).toBe(status);
    const after = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(legacyImports);
    expect(after[0]?.n).toBe(before[0]?.n);
    return res.json<{ error_description: string }>().error_description;
  };

  it('empty, other type, wrong header, only a header', async () => {
    expect(await refused(Buffer.alloc(0), 'a.csv')).toMatch(/vazio/);
    expect(await refused(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj'), 'a.csv')).toMatch(/CSV ou XLSX/);
    expect(await refused(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), 'a.xlsx')).toMatch(/CSV ou XLSX/);
    expect(
      await refused(
        csv([
          ['Nome', 'Idade'],
          ['a', '1'],
        ]),
        'a.csv',
      ),
    ).toMatch(/Cabeçalho inválido/);
    expect(await refused(csv([GROUP_HEADER]), 'a.csv')).toMatch(/só o cabeçalho/);
    expect(await refused(csv([GROUP_HEADER]), 'a.csv', 400, 'faturas')).toMatch(/tipo/);
  });

  it('a row with 10,000 columns', async () => {
    const wide = csv([GROUP_HEADER, Array.from({ length: 10_000 }, () => 'x')]);
    expect(await refused(wide, 'a.csv')).toMatch(/mais de 200 colunas/);
  });

  it('a file over 50 MB is stopped while streaming (413)', async () => {
    const big = Buffer.alloc(50 * 1024 * 1024 + 10, 'a');
    expect(await refused(big, 'a.csv', 413)).toMatch(/50 MB/);
  });

  it('a zip bomb renamed .xlsx, a broken zip, and formula cells', async () => {
    const zeros = zlib.deflateRawSync(Buffer.alloc(20 * 1024 * 1024));
    expect(
      await refused(
        zipOf([{ name: 'xl/worksheets/sheet1.xml', data: zeros, size: 20 * 1024 * 1024 }]),
        'bomba.xlsx',
      ),
    ).toMatch(/tamanho suspeito/);
    expect(
      await refused(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100)]), 'quebrado.xlsx'),
    ).toMatch(/corrompido/);
    const sheet = Buffer.from(
      '<?xml version="1.0"?><worksheet><sheetData><row r="1"><c r="A1"><f>SUM(B1:B2)</f><v>3</v></c></row></sheetData></worksheet>',
    );
    const withFormula = zipOf([
      { name: 'xl/worksheets/sheet1.xml', data: zlib.deflateRawSync(sheet), size: sheet.length },
    ]);
    expect(await refused(withFormula, 'formula.xlsx')).toMatch(/fórmulas/);
  });
});

/** A minimal ZIP (deflated entries, CRC left 0: only the directory and the data are read). */
function zipOf(entries: { name: string; data: Buffer; size: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += 30 + name.length + e.data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

describe('legacy import: batches are written in bulk', () => {
  /** Counts the INSERT statements on a table with a sequence, which a rollback does not undo. */
  async function countInserts(table: 'apolices' | 'auditoria') {
    const db = server.database.db;
    const name = `teste_insercoes_${table}`;
    await db.execute(sql.raw(`create sequence if not exists ${name}`));
    await db.execute(
      sql.raw(
        `create or replace function ${name}() returns trigger language plpgsql as $$ begin perform nextval('${name}'); return null; end $$`,
      ),
    );
    await db.execute(sql.raw(`drop trigger if exists ${name} on ${table}`));
    await db.execute(
      sql.raw(
        `create trigger ${name} after insert on ${table} for each statement execute function ${name}()`,
      ),
    );
    const read = async () => {
      const rows = await db.execute<{ n: string }>(
        sql.raw(`select case when is_called then last_value else 0 end as n from ${name}`),
      );
      const list = (Array.isArray(rows) ? rows : (rows as { rows: { n: string }[] }).rows) as { n: string }[];
      return Number(list[0]?.n ?? 0);
    };
    const start = await read();
    return {
      since: async () => (await read()) - start,
      drop: () => db.execute(sql.raw(`drop trigger if exists ${name} on ${table}`)),
    };
  }

  it('the dry run inserts nothing, not even in a rolled-back transaction; the import writes one insert per batch', async () => {
    const n = `BULK-${String(Date.now())}`;
    const rows = [POLICY_HEADER, ...Array.from({ length: 12 }, (_x, i) => policyRow(`${n}-${String(i)}`))];
    const policyInserts = await countInserts('apolices');
    const auditInserts = await countInserts('auditoria');
    try {
      const v = await validated('apolices', csv(rows));
      expect(v.contagens).toMatchObject({ lidas: 12, importadas: 12, erros: 0 });
      expect(await policyInserts.since()).toBe(0);
      expect(await auditInserts.since()).toBe(0);
      const done = await imported(v.id);
      expect(done.status.id).toBe('concluida');
      expect(await policyInserts.since()).toBe(1);
      expect(await auditInserts.since()).toBe(1);
      const audited = await server.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.requisicaoId, `importacao-legado:${v.id}`));
      expect(audited).toHaveLength(12);
      expect(audited.every((a) => a.acao === 'criar' && a.entidade === 'apolice')).toBe(true);
    } finally {
      await policyInserts.drop();
      await auditInserts.drop();
    }
  });
});
