/**
 * Legacy import benchmark: N generated, valid policy rows (default 100,000; BENCH_IMPORT_ROWS) as one
 * CSV, sent to POST /v1/importacoeslegado (upload → the preview's first rows in the 201), validated by
 * the dry run, confirmed and written by the import job; in the same run, the same rows go into the same
 * table by the database's bulk path (COPY FROM on PGlite; on PostgreSQL one INSERT … SELECT over
 * json_populate_recordset, since COPY FROM STDIN needs pg-copy-streams, not installed). Figures:
 * rows/s of each, their ratio, and the peak RSS of the process (server and database on PGlite) over idle
 * while the import runs. PGlite always; PostgreSQL too when BENCH_DATABASE_URL is set.
 * Alone: `node --import tsx tests/bench/legacy-import.ts` (BENCH_IMPORT_ROWS=2000 for a quick check).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, like, sql } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/node';
import type { Db } from '../../server/db/client';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import {
  companies,
  economicGroups,
  insurers,
  legacyImports,
  modalities,
  policies,
  subModalities,
  users,
} from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { createMailer } from '../../server/plugins/mail';
import { openScratchDatabase } from '../server/scratch-database';
import { cnpjOf } from '../server/group-fixtures';
import { ACTION_IDS, MODULE_IDS } from '../../src/contract/permission-catalog';
import type { LegacyImportDetail } from '../../src/contract/legacy-import';
import { LEGACY_IMPORT_MAX_BYTES } from '../../src/contract/legacy-import';

export const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
/** The imported file's format (BENCH_IMPORT_FORMAT=xlsx: money as numbers, dates as date cells). */
export const IMPORT_FORMAT: 'csv' | 'xlsx' = process.env.BENCH_IMPORT_FORMAT === 'xlsx' ? 'xlsx' : 'csv';

export interface ImportBenchResult {
  database: 'pglite' | 'postgres';
  rows: number;
  format: 'csv' | 'xlsx';
  fileMiB: number;
  uploadToPreviewMs: number;
  /** The same for a file of 200,000 rows (the row cap). */
  bigFileMiB: number;
  bigPreviewMs: number;
  validateMs: number;
  importMs: number;
  importRowsPerSecond: number;
  bulkRowsPerSecond: number;
  ratio: number;
  idleRssMiB: number;
  peakRssOverIdleMiB: number;
}

const HEADER = [
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
];

async function fixtures(db: Db) {
  const cnpj = (n: number) => cnpjOf(String(40_000_000 + n).padStart(8, '0') + '0001');
  const [ins] = await db
    .insert(insurers)
    .values({ nome: 'SEGURADORA BENCH', razaoSocial: 'Seguradora Bench S.A.', cnpj: cnpj(1) })
    .returning();
  const [mod] = await db
    .insert(modalities)
    .values({ nome: 'MODALIDADE BENCH', areaId: 'garantia' })
    .returning();
  if (!ins || !mod) throw new Error('fixtures');
  const [sub] = await db
    .insert(subModalities)
    .values({ nome: 'SUB BENCH', modalidadeId: mod.id })
    .returning();
  const [grp] = await db
    .insert(economicGroups)
    .values({ cnpj: cnpj(2), razaoSocial: 'GRUPO BENCH' })
    .returning();
  if (!sub || !grp) throw new Error('fixtures');
  const [cmp] = await db
    .insert(companies)
    .values({ grupoId: grp.id, cnpj: grp.cnpj, razaoSocial: 'GRUPO BENCH', principal: true })
    .returning();
  if (!cmp) throw new Error('fixtures');
  return { ins, mod, sub, grp, cmp };
}

/** The CSV of `rows` valid policies, written line by line (the file, not the memory, grows). */
/**
 * `rowBytes`: each line padded to at least that many bytes with spaces inside the number's cell (cells are
 * read trimmed): the 200,000-row file then weighs just under the 50 MB the import accepts.
 */
function writeCsv(
  file: string,
  rows: number,
  f: Awaited<ReturnType<typeof fixtures>>,
  prefix: string,
  rowBytes = 0,
) {
  const fd = fs.openSync(file, 'w');
  fs.writeSync(fd, `${HEADER.join(';')}\r\n`);
  let chunk = '';
  for (let i = 0; i < rows; i++) {
    const line = `${f.ins.cnpj};${prefix}-${String(i)};${f.grp.cnpj};${f.cmp.cnpj};${f.mod.nome};${f.sub.nome};500.000,00;6.000,50;10/01/2026;10/01/2026;10/01/2027\r\n`;
    const pad = Math.max(0, rowBytes - Buffer.byteLength(line));
    chunk +=
      pad === 0 ? line : line.replace(`${prefix}-${String(i)};`, `${prefix}-${String(i)}${' '.repeat(pad)};`);
    if (chunk.length > 1 << 20) {
      fs.writeSync(fd, chunk);
      chunk = '';
    }
  }
  fs.writeSync(fd, chunk);
  fs.closeSync(fd);
}

/** The same rows as an XLSX (write-excel-file: shared strings, money as numbers, dates as date cells). */
async function writeXlsx(
  file: string,
  rows: number,
  f: Awaited<ReturnType<typeof fixtures>>,
  prefix: string,
) {
  const text = (value: string) => ({ value, type: String });
  const date = (y: number) => ({ value: new Date(Date.UTC(y, 0, 10)), type: Date, format: 'dd/mm/yyyy' });
  const data = [HEADER.map(text)];
  for (let i = 0; i < rows; i++)
    data.push([
      text(f.ins.cnpj),
      text(`${prefix}-${String(i)}`),
      text(f.grp.cnpj),
      text(f.cmp.cnpj),
      text(f.mod.nome),
      text(f.sub.nome),
      { value: 500000, type: Number },
      { value: 6000.5, type: Number },
      date(2026),
      date(2026),
      date(2027),
    ] as never);
  fs.writeFileSync(file, await writeXlsxFile(data as never).toBuffer());
}

function multipart(file: Buffer, name: string) {
  const boundary = `----bench${crypto.randomUUID()}`;
  return {
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="tipo"\r\n\r\napolices\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const mib = (bytes: number) => bytes / 1024 / 1024;

export async function benchLegacyImport(
  adminUrl?: string,
  rows = IMPORT_ROWS,
  format = IMPORT_FORMAT,
): Promise<ImportBenchResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-importacao-'));
  const scratch = await openScratchDatabase(adminUrl, 'bench_importacao');
  const { database } = scratch;
  const { db } = database;
  const config = { ...loadConfig({}), adminEmail: 'admin@bench.local', demoData: false, dataDir };
  await seed(db, { adminEmail: config.adminEmail, adminPassword: 'Senha-Bench-2026', demoData: false });
  const f = await fixtures(db);
  const userId = crypto.randomUUID();
  await db.insert(users).values({
    id: userId,
    nome: 'Bench Importação',
    apelido: 'BENCH',
    email: 'bench-importacao@bench.local',
    areaId: 'garantia',
    estruturaId: 'funcionario',
    ativo: true,
  });
  const app = await buildApp({ config, database, mailer: createMailer({ outboxDir: dataDir }) });
  await app.ready();
  await app.jobs.stop();
  try {
    const token = await app.tokens.sign({
      sub: userId,
      guest: false,
      area: 'garantia',
      modules: MODULE_IDS,
      actions: ACTION_IDS,
    });
    const importFile = path.join(dataDir, `apolices.${format}`);
    if (format === 'xlsx') await writeXlsx(importFile, rows, f, 'BENCH');
    else writeCsv(importFile, rows, f, 'BENCH');
    const bytes = fs.readFileSync(importFile);
    const body = multipart(bytes, `apolices.${format}`);

    const t0 = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/v1/importacoeslegado',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
    const uploadToPreviewMs = performance.now() - t0;
    if (res.statusCode !== 201) throw new Error(`envio: ${String(res.statusCode)} ${res.body}`);
    const { id, previa } = res.json<LegacyImportDetail>();
    if (previa.length === 0) throw new Error('sem prévia');

    // The preview of the largest file the import takes (200,000 rows), cancelled before it runs.
    const bigFile = path.join(dataDir, 'grande.csv');
    writeCsv(bigFile, 200_000, f, 'GRANDE', Math.floor((LEGACY_IMPORT_MAX_BYTES - 4096) / 200_000));
    const big = fs.readFileSync(bigFile);
    const bigBody = multipart(big, 'grande.csv');
    const tb = performance.now();
    const bigRes = await app.inject({
      method: 'POST',
      url: '/v1/importacoeslegado',
      payload: bigBody.payload,
      headers: { ...bigBody.headers, authorization: `Bearer ${token}` },
    });
    const bigPreviewMs = performance.now() - tb;
    if (bigRes.statusCode !== 201) throw new Error(`envio grande: ${bigRes.body}`);
    await app.inject({
      method: 'PUT',
      url: `/v1/importacoeslegado/${bigRes.json<LegacyImportDetail>().id}/cancelar`,
      headers: { authorization: `Bearer ${token}` },
    });

    const t1 = performance.now();
    await app.jobs.drain();
    const validateMs = performance.now() - t1;

    global.gc?.();
    const idle = process.memoryUsage().rss;
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const confirm = await app.inject({
      method: 'PUT',
      url: `/v1/importacoeslegado/${id}/confirmar`,
      headers: { authorization: `Bearer ${token}` },
    });
    if (confirm.statusCode !== 200) throw new Error(`confirmar: ${confirm.body}`);
    const t2 = performance.now();
    await app.jobs.drain();
    const importMs = performance.now() - t2;
    clearInterval(sampler);
    const [done] = await db.select().from(legacyImports).where(eq(legacyImports.id, id));
    if (done?.status !== 'concluida' || done.importadas !== rows)
      throw new Error(`importação: ${done?.status ?? '?'} ${String(done?.importadas)} ${done?.erro ?? ''}`);

    // The same rows (other numbers) through the database's bulk path, into the same table.
    const bulkRows = Array.from({ length: rows }, (_x, i) => ({
      id: crypto.randomUUID(),
      numero: `COPY-${String(i)}`,
      seguradora_id: f.ins.id,
      grupo_id: f.grp.id,
      tomador_id: f.cmp.id,
      submodalidade_id: f.sub.id,
      tipo_emissao: 'nova',
      emitida_em: '2026-01-10',
      vigencia_inicio: '2026-01-10',
      vigencia_fim: '2027-01-10',
      premio: 6000.5,
      importancia_segurada: 500000,
      importancia_atual: 500000,
      vigencia_fim_atual: '2027-01-10',
    }));
    const cols = Object.keys(bulkRows[0] ?? {});
    const t3 = performance.now();
    if (database.kind === 'pglite') {
      const text = bulkRows.map((r) => Object.values(r).join('\t')).join('\n') + '\n';
      const client = (
        db as unknown as { $client: { query: (q: string, p: unknown[], o: object) => Promise<unknown> } }
      ).$client;
      await client.query(`copy apolices (${cols.join(', ')}) from '/dev/blob'`, [], {
        blob: new Blob([text]),
      });
    } else {
      for (let i = 0; i < bulkRows.length; i += 10_000)
        await db.execute(
          sql`insert into apolices (${sql.raw(cols.join(', '))}) select ${sql.raw(cols.join(', '))} from json_populate_recordset(null::apolices, ${JSON.stringify(bulkRows.slice(i, i + 10_000))}::json)`,
        );
    }
    const bulkMs = performance.now() - t3;
    const [copied] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(policies)
      .where(like(policies.numero, 'COPY-%'));
    if (copied?.n !== rows) throw new Error('cópia incompleta');

    const importRowsPerSecond = rows / (importMs / 1000);
    const bulkRowsPerSecond = rows / (bulkMs / 1000);
    return {
      database: database.kind,
      rows,
      format,
      fileMiB: mib(bytes.length),
      uploadToPreviewMs,
      bigFileMiB: mib(big.length),
      bigPreviewMs,
      validateMs,
      importMs,
      importRowsPerSecond,
      bulkRowsPerSecond,
      ratio: importRowsPerSecond / bulkRowsPerSecond,
      idleRssMiB: mib(idle),
      peakRssOverIdleMiB: mib(peak - idle),
    };
  } finally {
    await app.close();
    await scratch.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printLegacyImportBench(r: ImportBenchResult): void {
  const n = (x: number) => Math.round(x).toLocaleString('pt-BR');
  console.log(
    `\nImportação do legado (${r.database}, ${n(r.rows)} apólices, ${r.format.toUpperCase()} de ${r.fileMiB.toFixed(1)} MiB)`,
  );
  console.log(
    `  envio → prévia                      ${n(r.uploadToPreviewMs)} ms   (meta ≤ 2.000 ms para 50 MB)`,
  );
  console.log(`  envio → prévia, ${r.bigFileMiB.toFixed(1)} MiB (200.000 linhas)   ${n(r.bigPreviewMs)} ms`);
  console.log(`  validação (ensaio)                  ${n(r.validateMs)} ms`);
  console.log(
    `  importação                          ${n(r.importMs)} ms, ${n(r.importRowsPerSecond)} linhas/s`,
  );
  console.log(
    `  carga em massa (${r.database === 'pglite' ? 'COPY' : 'INSERT…SELECT'})             ${n(r.bulkRowsPerSecond)} linhas/s`,
  );
  console.log(
    `  importação / carga em massa         ${(r.ratio * 100).toFixed(1)} %   (meta ≥ 20 % no PostgreSQL)`,
  );
  console.log(
    `  RSS de pico acima do ocioso         ${r.peakRssOverIdleMiB.toFixed(0)} MiB (ocioso ${r.idleRssMiB.toFixed(0)} MiB; meta ≤ 300 MiB)`,
  );
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  printLegacyImportBench(await benchLegacyImport());
  if (process.env.BENCH_DATABASE_URL)
    printLegacyImportBench(await benchLegacyImport(process.env.BENCH_DATABASE_URL));
}
