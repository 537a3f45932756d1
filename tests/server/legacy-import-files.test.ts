import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/node';
import type { LegacyImport, LegacyImportDetail } from '../../src/contract/legacy-import';
import { ACTION_IDS, MODULE_IDS } from '../../src/contract/permission-catalog';
import { legacyImports } from '../../server/db/schema';
import { fileRetention, importsDir, sweepImportFiles } from '../../server/domains/legacy-import/service';
import { cnpjWith, freshRoot, insertUser } from './group-fixtures';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';

let server: TestServer;
let admin: string;
const base = '/v1/importacoeslegado';
const GROUP_HEADER = ['CNPJ', 'CNPJ do grupo', 'Razão social', 'Cidade', 'UF'];

function form(tipo: string, file: Buffer, name: string) {
  const boundary = '----importacao' + String(Math.random()).slice(2);
  return {
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="tipo"\r\n\r\n${tipo}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (tipo: string, file: Buffer, name: string, key?: string) => {
  const f = form(tipo, file, name);
  return server.app.inject({
    method: 'POST',
    url: base,
    payload: f.payload,
    headers: { ...f.headers, ...bearer(admin), ...(key ? { 'idempotency-key': key } : {}) },
  });
};
const get = (url: string) => server.app.inject({ method: 'GET', url, headers: bearer(admin) });
const put = (url: string) => server.app.inject({ method: 'PUT', url, headers: bearer(admin) });
const csv = (rows: string[][]) => Buffer.from(rows.map((r) => r.join(';')).join('\r\n') + '\r\n');
const groupsFile = () =>
  csv([GROUP_HEADER, [cnpjWith(freshRoot()), '', 'Grupo Arquivo Ltda', 'Santos', 'SP']]);
const storedFiles = () => fs.readdirSync(importsDir(server.config.dataDir)).sort();

beforeAll(async () => {
  server = await startTestServer();
  const id = await insertUser(server, 'Iara Arquivos');
  admin = await server.tokenWith({ sub: id, modules: MODULE_IDS, actions: ACTION_IDS, area: 'garantia' });
}, 90_000);
afterAll(() => server.close());

describe('legacy import: Idempotency-Key fingerprints the file', () => {
  it('same key and same file answer the same import; another file is a 422 in Portuguese (the wire contract for a reused key); no copy is left', async () => {
    const key = crypto.randomUUID();
    const file = groupsFile();
    const before = storedFiles();
    const first = await upload('grupos', file, 'grupos.csv', key);
    expect(first.statusCode, first.body).toBe(201);
    const id = first.json<LegacyImportDetail>().id;
    const again = await upload('grupos', file, 'grupos.csv', key);
    expect(again.statusCode).toBe(201);
    expect(again.json<LegacyImportDetail>().id).toBe(id);
    const other = await upload('grupos', groupsFile(), 'grupos.csv', key);
    expect(other.statusCode).toBe(422);
    expect(other.json<{ error_description: string }>().error_description).toBe(
      'Esta chave de idempotência já foi usada para enviar outro arquivo.',
    );
    // One import, one stored file: the replay's and the refused upload's copies were removed.
    const rows = await server.database.db
      .select()
      .from(legacyImports)
      .where(eq(legacyImports.nome, 'grupos.csv'));
    expect(rows.map((r) => r.id)).toEqual([id]);
    expect(storedFiles()).toEqual([...before, id].sort());
    // Without a key, each upload is a new import.
    const plain = await upload('grupos', file, 'grupos.csv');
    expect(plain.json<LegacyImportDetail>().id).not.toBe(id);
  });
});

describe('legacy import: stored files', () => {
  it('an ended import loses its file after the retention; an orphan goes once old; a waiting import keeps it', async () => {
    const dir = importsDir(server.config.dataDir);
    const waiting = await upload('grupos', groupsFile(), 'esperando.csv');
    const ended = await upload('grupos', groupsFile(), 'encerrada.csv');
    const waitingId = waiting.json<LegacyImportDetail>().id;
    const endedId = ended.json<LegacyImportDetail>().id;
    await server.settle();
    expect((await put(`${base}/${endedId}/cancelar`)).statusCode).toBe(200);
    const freshOrphan = path.join(dir, crypto.randomUUID());
    const oldOrphan = path.join(dir, crypto.randomUUID());
    fs.writeFileSync(freshOrphan, 'envio em curso');
    fs.writeFileSync(oldOrphan, 'envio interrompido');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    fs.utimesSync(oldOrphan, twoHoursAgo, twoHoursAgo);

    // Within the retention, only the old orphan goes.
    expect(await sweepImportFiles(server.database.db, server.config.dataDir)).toBe(1);
    expect(fs.existsSync(oldOrphan)).toBe(false);
    expect(fs.existsSync(freshOrphan)).toBe(true);
    expect(fs.existsSync(path.join(dir, endedId))).toBe(true);
    // Past it (8 days later), the ended import's file goes too; the waiting import keeps its own.
    const later = Date.now() + 8 * 24 * 3600_000;
    await sweepImportFiles(server.database.db, server.config.dataDir, later);
    expect(fs.existsSync(path.join(dir, endedId))).toBe(false);
    expect(fs.existsSync(path.join(dir, waitingId))).toBe(true);
    expect(fs.existsSync(freshOrphan)).toBe(false);
    // The import itself stays listed, with its error report (which never reads the file).
    expect((await get(`${base}/${endedId}`)).statusCode).toBe(200);
    expect((await get(`${base}/${endedId}/erros.csv`)).statusCode).toBe(200);
  });

  it('with no retention, a finished import’s file is gone when its job ends', async () => {
    const saved = fileRetention.afterEndMs;
    fileRetention.afterEndMs = 0;
    try {
      const res = await upload('grupos', groupsFile(), 'sem-retencao.csv');
      const id = res.json<LegacyImportDetail>().id;
      await server.settle();
      expect(fs.existsSync(path.join(importsDir(server.config.dataDir), id))).toBe(true);
      expect((await put(`${base}/${id}/confirmar`)).statusCode).toBe(200);
      await server.settle();
      expect((await get(`${base}/${id}`)).json<LegacyImportDetail>().status.id).toBe('concluida');
      expect(fs.existsSync(path.join(importsDir(server.config.dataDir), id))).toBe(false);
    } finally {
      fileRetention.afterEndMs = saved;
    }
  });

  it('the server removes old orphans when it starts', async () => {
    const dataDir = fs.mkdtempSync(path.join(server.config.dataDir, 'outra-'));
    fs.mkdirSync(importsDir(dataDir), { recursive: true });
    const orphan = path.join(importsDir(dataDir), crypto.randomUUID());
    fs.writeFileSync(orphan, 'resto');
    const old = new Date(Date.now() - 2 * 3600_000);
    fs.utimesSync(orphan, old, old);
    const second = await startTestServer({ dataDir });
    try {
      expect(fs.existsSync(orphan)).toBe(false);
    } finally {
      await second.close();
    }
  }, 90_000);
});

describe('legacy import: list search', () => {
  it('query finds imports by file name (accents and case folded) or by type label', async () => {
    const tag = `Carteira-${String(Date.now())}`;
    await upload('grupos', groupsFile(), `${tag}-São Paulo.csv`);
    const names = async (query: string) =>
      (await get(`${base}?query=${encodeURIComponent(query)}&page_size=100`))
        .json<{ items: LegacyImport[]; total_count: number }>()
        .items.map((i) => i.nome);
    expect(await names(`${tag.toLowerCase()}-sao paulo`)).toEqual([`${tag}-São Paulo.csv`]);
    expect(await names(`${tag}-nada`)).toEqual([]);
    // 'grupos econômicos' is the type's label: every groups import, none of another type.
    const byLabel = await get(`${base}?query=${encodeURIComponent('grupos economicos')}&page_size=100`);
    const items = byLabel.json<{ items: LegacyImport[] }>().items;
    expect(items.length).toBeGreaterThan(1);
    expect(items.every((i) => i.tipo.id === 'grupos')).toBe(true);
    expect((await names('apólices')).length).toBe(0);
  });
});

describe('legacy import: XLSX read as a stream', () => {
  it('reads dates, numbers and text cells of the first sheet as the CSV would give them', async () => {
    const cnpj = cnpjWith(freshRoot());
    const header = ['CNPJ', 'CNPJ do grupo', 'Razão social', 'Número', 'Complemento', 'Cidade', 'UF'];
    const file = await writeXlsxFile([
      header.map((value) => ({ value, type: String })),
      [
        { value: cnpj, type: String },
        null,
        { value: 'Grupo <XLSX> & Cia', type: String },
        { value: 1234.5, type: Number },
        { value: new Date(Date.UTC(2026, 0, 10)), type: Date, format: 'dd/mm/yyyy' },
        { value: 'São Paulo', type: String },
        { value: 'SP', type: String },
      ],
    ]).toBuffer();
    const res = await upload('grupos', file, 'grupos.xlsx');
    expect(res.statusCode, res.body).toBe(201);
    const detail = res.json<LegacyImportDetail>();
    expect(detail.colunas).toEqual(header);
    expect(detail.previa).toEqual([
      { linha: 2, valores: [cnpj, '', 'Grupo <XLSX> & Cia', '1234,5', '10/01/2026', 'São Paulo', 'SP'] },
    ]);
  });
});
