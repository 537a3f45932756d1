import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import Papa from 'papaparse';
import writeXlsxFile from 'write-excel-file/node';
import type { Paged, SuggestItem } from '../../../src/contract/common';
import {
  LEGACY_IMPORT_BATCH,
  LEGACY_IMPORT_MAX_ROWS,
  LEGACY_IMPORT_PREVIEW_ROWS,
  LEGACY_IMPORT_STATUSES,
  LEGACY_IMPORT_TYPE_IDS,
} from '../../../src/contract/legacy-import';
import type {
  LegacyImport,
  LegacyImportDetail,
  LegacyImportError,
  LegacyImportStatusId,
  LegacyImportTypeId,
} from '../../../src/contract/legacy-import';
import type { Db } from '../../db/client';
import { jobs, legacyImportErrors, legacyImports, users } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import { cancelJob, enqueue } from '../../lib/jobs';
import type { JobContext } from '../../lib/jobs';
import { listPage, matches, ordered, paging } from '../../lib/listing';
import type { Viewer } from '../../lib/visibility';
import { refusalOf } from './cells';
import type { CellError } from './cells';
import type { ImportContext, RowOutcome } from './kinds';
import { kindOf } from './registry';
import { READ_MESSAGES, checkZip, detectFormat, readRows, refuseFile, refuseFormulas } from './read';
import type { FileFormat, ReadRow } from './read';

export const VALIDATE_JOB = 'importacao_legado_validar';
export const IMPORT_JOB = 'importacao_legado_importar';
/**
 * Rows per transaction; tests lower them to cancel or kill between small batches. `bulkBatch`: the
 * import (not the dry run) of a type with `writeBatch`, whose rows the dry run already validated and
 * whose writes cost per statement, not per row, so a larger batch cuts the statements per row.
 */
export const importTuning = { batch: LEGACY_IMPORT_BATCH, bulkBatch: 4 * LEGACY_IMPORT_BATCH };

/** Attempts of each job: a worker that died is replaced, a batch is never written twice (the cursor). */
const JOB_ATTEMPTS = 3;

type ImportRow = typeof legacyImports.$inferSelect;

const statusName = (id: LegacyImportStatusId) => LEGACY_IMPORT_STATUSES.find((s) => s.id === id)?.nome ?? id;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Where the bytes of the imports live: DATA_DIR/importacoes/<id>. */
export const importsDir = (dataDir: string) => path.join(dataDir, 'importacoes');

function toWire(row: ImportRow, autor: string): LegacyImport {
  const kind = kindOf(row.tipo);
  return {
    id: row.id,
    tipo: { id: row.tipo, nome: kind.nome },
    nome: row.nome,
    formato: row.formato,
    status: { id: row.status, nome: statusName(row.status) },
    criado_por: { id: row.criadoPor, nome: autor },
    contagens: { lidas: row.lidas, importadas: row.importadas, ignoradas: row.ignoradas, erros: row.erros },
    progresso: row.progresso,
    erro: row.erro,
    criado_em: row.criadoEm.toISOString(),
    atualizado_em: row.atualizadoEm.toISOString(),
    concluido_em: iso(row.concluidoEm),
  };
}

const withAuthor = (db: Db) =>
  db
    .select({ row: legacyImports, autor: users.nome })
    .from(legacyImports)
    .innerJoin(users, eq(users.id, legacyImports.criadoPor));

const foldLabel = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();

/**
 * The free-text search of the list: the file's name (folded per row: one row per import, a small table
 * that needs no stored twin) or the type's label ('apólices' finds the policy imports).
 */
function searchImports(text: string): SQL | undefined {
  const term = foldLabel(text);
  const tipos = LEGACY_IMPORT_TYPE_IDS.filter((id) => foldLabel(kindOf(id).nome).includes(term));
  return or(
    matches(text, [sql`${legacyImports.nome}`]),
    tipos.length ? inArray(legacyImports.tipo, tipos) : undefined,
  );
}

/** The imports a user reaches: staff of the module see them all (the imports of the brokerage's book). */
export async function listImports(
  db: Db,
  q: {
    page: number;
    page_size: number;
    sort?: 'criado_em' | 'tipo' | 'nome' | undefined;
    direction: 'asc' | 'desc';
    status?: LegacyImportStatusId | undefined;
    tipo?: LegacyImportTypeId | undefined;
    query?: string | undefined;
  },
): Promise<Paged<LegacyImport>> {
  const where = and(
    q.status ? eq(legacyImports.status, q.status) : undefined,
    q.tipo ? eq(legacyImports.tipo, q.tipo) : undefined,
    q.query ? searchImports(q.query) : undefined,
  );
  const sort = q.sort ?? 'criado_em';
  const direction = q.sort ? q.direction : 'desc';
  const primary = { criado_em: legacyImports.criadoEm, tipo: legacyImports.tipo, nome: legacyImports.nome }[
    sort
  ];
  const page = await listPage(
    db,
    {
      table: legacyImports,
      key: legacyImports.id,
      where,
      orderBy: [ordered(primary, direction), ordered(legacyImports.id, direction)],
      select: (filter) => withAuthor(db).where(filter).$dynamic(),
    },
    q.page,
    q.page_size,
  );
  return { items: page.rows.map((r) => toWire(r.row, r.autor)), total_count: page.total };
}

async function findImport(db: Db, id: string) {
  const [found] = await withAuthor(db).where(eq(legacyImports.id, id));
  return found;
}

async function errorsOf(db: Db, row: ImportRow, limit?: number, offset = 0) {
  const fase =
    row.status === 'em_validacao' || row.status === 'aguardando_confirmacao' ? 'validacao' : 'importacao';
  const base = db
    .select()
    .from(legacyImportErrors)
    .where(and(eq(legacyImportErrors.importacaoId, row.id), eq(legacyImportErrors.fase, fase)))
    .orderBy(asc(legacyImportErrors.linha), asc(legacyImportErrors.id));
  return limit === undefined ? base : base.limit(limit).offset(offset);
}

const errorWire = (e: typeof legacyImportErrors.$inferSelect): LegacyImportError => ({
  linha: e.linha,
  coluna: e.coluna,
  motivo: e.motivo,
});

export async function getImport(db: Db, id: string): Promise<LegacyImportDetail> {
  const found = await findImport(db, id);
  if (!found) throw notFound('Importação não encontrada.');
  const { row } = found;
  const erros = await errorsOf(db, row, 20);
  return {
    ...toWire(row, found.autor),
    colunas: row.colunas,
    previa: row.previa,
    erros: erros.map(errorWire),
    tarefa_id: row.tarefaImportacaoId ?? row.tarefaValidacaoId,
  };
}

export async function listErrors(
  db: Db,
  id: string,
  page: number,
  pageSize: number,
): Promise<Paged<LegacyImportError>> {
  const found = await findImport(db, id);
  if (!found) throw notFound('Importação não encontrada.');
  const fase =
    found.row.status === 'em_validacao' || found.row.status === 'aguardando_confirmacao'
      ? 'validacao'
      : 'importacao';
  const { limit, offset } = paging(page, pageSize);
  const rows = await errorsOf(db, found.row, limit ?? 1_000_000, offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(legacyImportErrors)
    .where(and(eq(legacyImportErrors.importacaoId, id), eq(legacyImportErrors.fase, fase)));
  return { items: rows.map(errorWire), total_count: count?.n ?? 0 };
}

/** The error report: the file's columns as sent plus 'motivo' (line and column in it). */
export async function errorReport(
  db: Db,
  id: string,
  format: FileFormat,
): Promise<{ body: Buffer; nome: string }> {
  const found = await findImport(db, id);
  if (!found) throw notFound('Importação não encontrada.');
  const header = [...found.row.colunas, 'linha', 'motivo'];
  const rows = (await errorsOf(db, found.row)).map((e) => [
    ...found.row.colunas.map((_c, i) => e.original[i] ?? ''),
    String(e.linha),
    e.coluna ? `${e.coluna}: ${e.motivo}` : e.motivo,
  ]);
  const base = found.row.nome.replace(/\.(csv|xlsx)$/i, '');
  return { body: await sheetFile([header, ...rows], format), nome: `${base}-erros.${format}` };
}

/** A sheet as CSV (UTF-8 with BOM, `;`, as a pt-BR spreadsheet opens it) or XLSX. */
async function sheetFile(rows: string[][], format: FileFormat): Promise<Buffer> {
  if (format === 'csv')
    return Buffer.from(`\uFEFF${Papa.unparse(rows, { delimiter: ';', newline: '\r\n' })}\r\n`);
  return writeXlsxFile(rows.map((r) => r.map((value) => ({ value, type: String })))).toBuffer();
}

/** GET modelos/{tipo}.csv|.xlsx: the pt-BR header and one example row. */
export async function template(tipo: LegacyImportTypeId, format: FileFormat): Promise<Buffer> {
  const kind = kindOf(tipo);
  return sheetFile([kind.colunas.map((c) => c.nome), kind.colunas.map((c) => c.exemplo)], format);
}

export const statusSuggestions = (): SuggestItem[] =>
  LEGACY_IMPORT_STATUSES.map(({ id, nome }) => ({ id, nome }));

/* ---------------------------------------------------------------- upload */

/** The header against the type's columns: every required one present, none unknown, none twice. */
function checkHeader(tipo: LegacyImportTypeId, header: string[]): void {
  const kind = kindOf(tipo);
  const known = new Set(kind.colunas.map((c) => c.nome));
  const seen = new Set<string>();
  for (const h of header) {
    if (!h) throw refuseFile('O cabeçalho tem uma coluna sem nome.');
    if (seen.has(h)) throw refuseFile(`A coluna '${h}' aparece duas vezes no cabeçalho.`);
    seen.add(h);
  }
  const unknown = header.filter((h) => !known.has(h));
  const missing = kind.colunas.filter((c) => c.obrigatoria && !seen.has(c.nome)).map((c) => c.nome);
  if (unknown.length || missing.length)
    throw refuseFile(
      [
        'Cabeçalho inválido para o tipo escolhido (baixe o modelo).',
        unknown.length ? `Colunas desconhecidas: ${unknown.join(', ')}.` : '',
        missing.length ? `Colunas obrigatórias ausentes: ${missing.join(', ')}.` : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
}

export interface StoredUpload {
  /** The file under DATA_DIR (removed here when refused). */
  file: string;
  relative: string;
  nome: string;
  tamanho: number;
}

/**
 * Checks a stored upload before anything about it is written (type by its bytes, zip caps, formulas,
 * header, at least one row), keeps its header and first rows as the preview, and creates the import
 * with its validation job in one transaction. Any refusal removes the file.
 */
export async function createImport(
  db: Db,
  viewer: Viewer,
  userId: string,
  tipo: LegacyImportTypeId,
  upload: StoredUpload,
): Promise<LegacyImportDetail> {
  let formato: FileFormat;
  const previa: ReadRow[] = [];
  let header: string[] = [];
  try {
    formato = await detectFormat(upload.file);
    if (formato === 'xlsx') await refuseFormulas(upload.file, await checkZip(upload.file));
    for await (const row of readRows(upload.file, formato)) {
      if (row.linha === 1 || header.length === 0) {
        header = row.valores;
        checkHeader(tipo, header);
        continue;
      }
      previa.push(row);
      if (previa.length >= LEGACY_IMPORT_PREVIEW_ROWS) break;
    }
    if (header.length === 0) throw refuseFile(READ_MESSAGES.empty);
    if (previa.length === 0) throw refuseFile(READ_MESSAGES.noRows);
  } catch (err) {
    await fs.promises.rm(upload.file, { force: true });
    throw err;
  }
  const id = path.basename(upload.file);
  await db.transaction(async (tx) => {
    await tx.insert(legacyImports).values({
      id,
      tipo,
      arquivo: upload.relative,
      nome: upload.nome,
      formato,
      tamanho: upload.tamanho,
      criadoPor: userId,
      area: viewer.area,
      visao: viewer,
      colunas: header,
      previa: previa.map((r) => ({ linha: r.linha, valores: header.map((_h, i) => r.valores[i] ?? '') })),
    });
    const job = await enqueue(tx, {
      tipo: VALIDATE_JOB,
      payload: { id },
      maxTentativas: JOB_ATTEMPTS,
      criadoPor: userId,
    });
    await tx.update(legacyImports).set({ tarefaValidacaoId: job }).where(eq(legacyImports.id, id));
  });
  return getImport(db, id);
}

export const newImportId = () => crypto.randomUUID();

/* ---------------------------------------------------------------- stored files */

/**
 * How long an uploaded file is kept. `afterEndMs`: after its import ended (concluída, com erros,
 * cancelada, falhou), nothing reads the file again (the error report keeps each refused row's cells);
 * it stays 7 days so a support request about the import can still compare it with the original. An
 * import still waiting (validation, confirmation, import) keeps its file. `orphanMs`: a file with no
 * import (a process stopped between the upload and the import's insert) is removed once older than an
 * hour, so a file being received right now by another instance is never taken for one.
 */
export const fileRetention = { afterEndMs: 7 * 24 * 3600_000, orphanMs: 3600_000 };

const ENDED: readonly LegacyImportStatusId[] = ['concluida', 'concluida_com_erros', 'cancelada', 'falhou'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Removes the stored files past `fileRetention`: those of ended imports and the orphans. Reads the
 * directory (what is still stored), not the table (every import ever made). Answers how many it removed.
 */
export async function sweepImportFiles(db: Db, dataDir: string, now = Date.now()): Promise<number> {
  const dir = importsDir(dataDir);
  const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
  const imports = new Map<string, { status: LegacyImportStatusId; end: Date | null }>();
  const ids = names.filter((n) => UUID.test(n));
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .select({ id: legacyImports.id, status: legacyImports.status, end: legacyImports.concluidoEm })
      .from(legacyImports)
      .where(inArray(legacyImports.id, ids.slice(i, i + 1000)));
    for (const r of rows) imports.set(r.id, r);
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const found = imports.get(name);
    let expired: boolean;
    if (found) {
      expired =
        ENDED.includes(found.status) && now - (found.end?.getTime() ?? now) >= fileRetention.afterEndMs;
    } else {
      const stat = await fs.promises.stat(file).catch(() => null);
      expired = !!stat?.isFile() && now - stat.mtimeMs >= fileRetention.orphanMs;
    }
    if (!expired) continue;
    await fs.promises.rm(file, { force: true });
    removed++;
  }
  return removed;
}

/* ---------------------------------------------------------------- confirm and cancel */

async function lockImport(tx: Db, id: string): Promise<ImportRow> {
  const [row] = await tx.select().from(legacyImports).where(eq(legacyImports.id, id)).for('update');
  if (!row) throw notFound('Importação não encontrada.');
  return row;
}

const refuseState = (action: string, row: ImportRow) =>
  conflict(`Não é possível ${action} uma importação na situação '${statusName(row.status)}'.`);

/** PUT {id}/confirmar: from 'aguardando_confirmacao' to 'importando', with the import job. */
export async function confirmImport(db: Db, id: string, userId: string): Promise<LegacyImportDetail> {
  await db.transaction(async (tx) => {
    const row = await lockImport(tx, id);
    if (row.status !== 'aguardando_confirmacao') throw refuseState('confirmar', row);
    const job = await enqueue(tx, {
      tipo: IMPORT_JOB,
      payload: { id },
      maxTentativas: JOB_ATTEMPTS,
      criadoPor: userId,
    });
    await tx
      .update(legacyImports)
      .set({
        status: 'importando',
        importadas: 0,
        ignoradas: 0,
        erros: 0,
        progresso: 0,
        cursor: 0,
        tarefaImportacaoId: job,
        atualizadoEm: sql`now()`,
      })
      .where(eq(legacyImports.id, id));
  });
  return getImport(db, id);
}

/**
 * PUT {id}/cancelar: before the import runs, nothing was written; while it runs, the batch in hand
 * commits or not as a whole (its transaction locks the import row and checks the state) and the job
 * stops at that boundary. What committed stays.
 */
export async function cancelImport(db: Db, id: string): Promise<LegacyImportDetail> {
  const jobId = await db.transaction(async (tx) => {
    const row = await lockImport(tx, id);
    if (!['em_validacao', 'aguardando_confirmacao', 'importando'].includes(row.status))
      throw refuseState('cancelar', row);
    await tx
      .update(legacyImports)
      .set({ status: 'cancelada', concluidoEm: sql`now()`, atualizadoEm: sql`now()` })
      .where(eq(legacyImports.id, id));
    return row.status === 'importando'
      ? row.tarefaImportacaoId
      : row.status === 'em_validacao'
        ? row.tarefaValidacaoId
        : null;
  });
  if (jobId) {
    const [job] = await db.select({ situacao: jobs.situacao }).from(jobs).where(eq(jobs.id, jobId));
    if (job && (job.situacao === 'pendente' || job.situacao === 'executando'))
      await cancelJob(db, jobId).catch(() => undefined);
  }
  return getImport(db, id);
}

/* ---------------------------------------------------------------- the jobs */

class Rollback extends Error {}

interface RowResult {
  linha: number;
  valores: string[];
  erros?: CellError[];
  outcome?: 'criada' | 'atualizada' | 'inalterada';
}

/**
 * One batch through the type's write, each row in a savepoint (a refused row leaves nothing).
 * `commit` runs in the same transaction after the rows (the import's counts and cursor).
 */
async function runBatch(
  db: Db,
  base: Omit<ImportContext, 'tx'>,
  tipo: LegacyImportTypeId,
  header: string[],
  batch: ReadRow[],
  commit: ((tx: Db, results: RowResult[]) => Promise<boolean>) | null,
): Promise<RowResult[] | null> {
  const kind = kindOf(tipo);
  let results: RowResult[] = [];
  try {
    await db.transaction(async (tx) => {
      results = [];
      const ctx: ImportContext = { ...base, tx };
      const parsed: { r: ReadRow; value?: unknown; erros?: CellError[] }[] = batch.map((r) => {
        const record = Object.fromEntries(header.map((h, i) => [h, r.valores[i] ?? '']));
        try {
          return { r, value: kind.parse(record) };
        } catch (err) {
          const erros = refusalOf(err, kind.columnOf);
          if (!erros) throw err;
          return { r, erros };
        }
      });
      const valid = parsed.filter((p) => !p.erros);
      let outcomes: Map<(typeof parsed)[number], RowOutcome | { error: unknown }> | null = null;
      if (kind.writeBatch && valid.length) {
        const writeBatch = kind.writeBatch;
        // The batch's own savepoint: a failed bulk write leaves the transaction usable for the rows one by one.
        const answered = await tx
          .transaction((sp) =>
            writeBatch(
              { ...ctx, tx: sp },
              valid.map((p) => p.value),
            ),
          )
          .catch(() => null);
        if (answered) outcomes = new Map(valid.map((p, i) => [p, answered[i] ?? { error: null }]));
      }
      for (const p of parsed) {
        if (p.erros) {
          results.push({ ...p.r, erros: p.erros });
          continue;
        }
        try {
          const got = outcomes?.get(p);
          const outcome =
            got === undefined ? await tx.transaction((sp) => kind.write({ ...ctx, tx: sp }, p.value)) : got;
          if (typeof outcome === 'object') throw outcome.error;
          // Only the dry run reads `seen` (its batches were rolled back); the import keeps memory flat.
          if (base.dryRun) base.seen.add(kind.key(p.value));
          results.push({ ...p.r, outcome });
        } catch (err) {
          const erros = refusalOf(err, kind.columnOf);
          if (!erros) throw err;
          results.push({ ...p.r, erros });
        }
      }
      if (!commit) throw new Rollback();
      if (!(await commit(tx, results))) throw new Rollback('cancelada');
    });
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
    if (err.message === 'cancelada') return null;
  }
  return results;
}

const errorRows = (importacaoId: string, fase: 'validacao' | 'importacao', results: RowResult[]) =>
  results.flatMap((r) =>
    (r.erros ?? []).map((e) => ({
      importacaoId,
      fase,
      linha: r.linha,
      coluna: e.coluna,
      motivo: e.motivo,
      original: r.valores,
    })),
  );

const tally = (results: RowResult[]) => ({
  importadas: results.filter((r) => r.outcome === 'criada' || r.outcome === 'atualizada').length,
  ignoradas: results.filter((r) => r.outcome === 'inalterada').length,
  erros: results.filter((r) => r.erros).length,
});

async function fail(db: Db, id: string, message: string) {
  await db
    .update(legacyImports)
    .set({ status: 'falhou', erro: message, concluidoEm: sql`now()`, atualizadoEm: sql`now()` })
    .where(eq(legacyImports.id, id));
}

/** The handler of both jobs: the dry run (validation) and the import. */
export function importJobHandler(db: Db, dataDir: string, dryRun: boolean) {
  return async (payload: unknown, job: JobContext): Promise<unknown> => {
    const id = (payload as { id: string }).id;
    const [row] = await db.select().from(legacyImports).where(eq(legacyImports.id, id));
    if (!row || row.status !== (dryRun ? 'em_validacao' : 'importando')) return { ignorada: true };
    try {
      return await runGuarded(db, row, job, () => runFile(db, dataDir, row, job, dryRun));
    } finally {
      // Housekeeping without timers: each job's end removes the files past their retention.
      await sweepImportFiles(db, dataDir).catch(() => undefined);
    }
  };
}

/** A job's run: a refusal of the file (4xx) or the last attempt's internal error ends the import as 'falhou'. */
async function runGuarded(db: Db, row: ImportRow, job: JobContext, run: () => Promise<unknown>) {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError && err.statusCode < 500) {
      await fail(db, row.id, err.description);
      return { falhou: err.description };
    }
    if (job.tentativa >= JOB_ATTEMPTS)
      await fail(
        db,
        row.id,
        'A importação parou por um erro interno; nada além dos lotes já gravados foi mantido.',
      );
    throw err;
  }
}

async function runFile(db: Db, dataDir: string, row: ImportRow, job: JobContext, dryRun: boolean) {
  const file = path.join(dataDir, row.arquivo);
  const base: Omit<ImportContext, 'tx'> = {
    actor: { userId: row.criadoPor, requestId: `importacao-legado:${row.id}` },
    viewer: row.visao as Viewer,
    dryRun,
    seen: new Set(),
    cache: new Map(),
  };
  const total = Math.max(row.lidas, 1);
  const counts = dryRun
    ? { lidas: 0, importadas: 0, ignoradas: 0, erros: 0 }
    : { lidas: row.lidas, importadas: row.importadas, ignoradas: row.ignoradas, erros: row.erros };
  if (dryRun) await db.delete(legacyImportErrors).where(eq(legacyImportErrors.importacaoId, row.id));
  let header: string[] = [];
  let batch: ReadRow[] = [];
  let stopped = false;
  const batchSize = !dryRun && kindOf(row.tipo).writeBatch ? importTuning.bulkBatch : importTuning.batch;

  const flush = async () => {
    if (!batch.length) return;
    const last = batch[batch.length - 1]?.linha ?? 0;
    if (dryRun) {
      const results = (await runBatch(db, base, row.tipo, header, batch, null)) ?? [];
      const t = tally(results);
      counts.lidas += results.length;
      counts.importadas += t.importadas;
      counts.ignoradas += t.ignoradas;
      counts.erros += t.erros;
      const errs = errorRows(row.id, 'validacao', results);
      await db.transaction(async (tx) => {
        if (errs.length) await tx.insert(legacyImportErrors).values(errs);
        await tx
          .update(legacyImports)
          .set({ ...counts, atualizadoEm: sql`now()` })
          .where(eq(legacyImports.id, row.id));
      });
    } else {
      const results = await runBatch(db, base, row.tipo, header, batch, async (tx, results) => {
        const [current] = await tx
          .select({ status: legacyImports.status })
          .from(legacyImports)
          .where(eq(legacyImports.id, row.id))
          .for('update');
        if (current?.status !== 'importando') return false;
        const t = tally(results);
        counts.importadas += t.importadas;
        counts.ignoradas += t.ignoradas;
        counts.erros += t.erros;
        const errs = errorRows(row.id, 'importacao', results);
        if (errs.length) await tx.insert(legacyImportErrors).values(errs);
        const done = counts.importadas + counts.ignoradas + counts.erros;
        await tx
          .update(legacyImports)
          .set({
            ...counts,
            cursor: last,
            progresso: Math.min(99, Math.floor((done * 100) / total)),
            atualizadoEm: sql`now()`,
          })
          .where(eq(legacyImports.id, row.id));
        return true;
      });
      if (!results) {
        stopped = true;
        return;
      }
    }
    batch = [];
    const done = dryRun ? counts.lidas : counts.importadas + counts.ignoradas + counts.erros;
    if (!(await job.report(Math.min(99, Math.floor((done * 100) / total))))) stopped = true;
  };

  for await (const r of readRows(file, row.formato)) {
    if (header.length === 0) {
      header = r.valores;
      continue;
    }
    if (r.linha - 1 > LEGACY_IMPORT_MAX_ROWS)
      throw refuseFile(`O arquivo tem mais de ${LEGACY_IMPORT_MAX_ROWS.toLocaleString('pt-BR')} linhas.`);
    // A resumed import starts after the last line whose batch committed.
    if (!dryRun && r.linha <= row.cursor) continue;
    batch.push(r);
    if (batch.length >= batchSize) await flush();
    if (stopped) return { parada: true };
  }
  await flush();
  if (stopped) return { parada: true };
  const status: LegacyImportStatusId = dryRun
    ? 'aguardando_confirmacao'
    : counts.erros
      ? 'concluida_com_erros'
      : 'concluida';
  await db
    .update(legacyImports)
    .set({
      status,
      progresso: 100,
      ...(dryRun ? {} : { concluidoEm: sql`now()` }),
      atualizadoEm: sql`now()`,
    })
    .where(
      and(eq(legacyImports.id, row.id), eq(legacyImports.status, dryRun ? 'em_validacao' : 'importando')),
    );
  return counts;
}
