import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { suggestItem } from '../../../src/contract/common';
import {
  LEGACY_IMPORT_MAX_BYTES,
  LEGACY_IMPORT_TYPE_IDS,
  legacyImportDetail,
  legacyImportErrorPage,
  legacyImportErrorQuery,
  legacyImportListQuery,
  legacyImportPage,
  legacyImportParams,
  legacyImportTemplateParams,
  legacyImportTypes,
} from '../../../src/contract/legacy-import';
import type { LegacyImportTypeId } from '../../../src/contract/legacy-import';
import { legacyImportAccess, legacyImportApi } from '../../../src/contract/manifests/legacy-import';
import { AppError, badRequest } from '../../errors';
import { typed } from '../../lib/route-schema';
import { viewerOf } from '../../lib/visibility';
import { principalOf } from '../../plugins/auth';
import type { RouteDocs } from '../../plugins/openapi';
import { typeSuggestions } from './registry';
import * as service from './service';

const access = legacyImportAccess.run;
const writes = legacyImportAccess.import;

const TOO_LARGE = 'O arquivo excede o limite de 50 MB.';
const TYPE_FIELD = 'tipo';
const FILE_FIELD = 'arquivo';

const UPLOAD_DOCS: RouteDocs = {
  body: {
    'multipart/form-data': {
      type: 'object',
      required: [TYPE_FIELD, FILE_FIELD],
      properties: {
        [TYPE_FIELD]: { type: 'string', enum: [...LEGACY_IMPORT_TYPE_IDS] },
        [FILE_FIELD]: {
          type: 'string',
          format: 'binary',
          description: 'CSV ou XLSX, até 50 MB / 200.000 linhas',
        },
      },
    },
  },
};

const fileDocs = (description: string): RouteDocs => ({
  responses: {
    200: {
      description,
      content: {
        'text/csv': { type: 'string' },
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
          type: 'string',
          format: 'binary',
        },
      },
    },
  },
});

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

function sendSheet(reply: FastifyReply, body: Buffer, nome: string, format: 'csv' | 'xlsx') {
  const ascii = nome
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .header('Content-Type', CONTENT_TYPES[format])
    .header(
      'Content-Disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(nome)}`,
    )
    .header('Cache-Control', 'no-store')
    .send(body);
}

const invalid = (field: string, message: string) => badRequest([{ field, message }], message);

/**
 * The received upload, put on `req.body` before the idempotency layer runs: an Idempotency-Key
 * fingerprints the type, the file's name and its SHA-256 (never its bytes), so the same key with another
 * file is refused and with the same file answers the same import. `adopted` once an import owns the
 * file; otherwise (a replay, a refusal) the file is removed when the request ends.
 */
class ReceivedImport {
  adopted = false;
  constructor(
    readonly tipo: LegacyImportTypeId,
    readonly upload: service.StoredUpload,
    readonly sha256: string,
  ) {}

  toJSON() {
    return {
      [TYPE_FIELD]: this.tipo,
      [FILE_FIELD]: { nome: this.upload.nome, tamanho: this.upload.tamanho, sha256: this.sha256 },
    };
  }
}

const IDEMPOTENCY_REUSED = {
  status: 422,
  message: 'Esta chave de idempotência já foi usada para enviar outro arquivo.',
};

/**
 * Streams the multipart body: the file straight to DATA_DIR/importacoes/<new id> (never whole in
 * memory), hashed on the way, stopped at 50 MB (413, the partial file removed), and the `tipo` field.
 */
async function receive(req: FastifyRequest, dir: string): Promise<ReceivedImport> {
  if (!req.isMultipart()) throw invalid(FILE_FIELD, 'Envie o arquivo como multipart/form-data.');
  const id = service.newImportId();
  const file = path.join(dir, id);
  let tipo: string | undefined;
  let nome: string | undefined;
  let tamanho = 0;
  const hash = crypto.createHash('sha256');
  try {
    for await (const part of req.parts({
      limits: { fileSize: LEGACY_IMPORT_MAX_BYTES, files: 1, fields: 1, parts: 2 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== FILE_FIELD || nome !== undefined) {
          part.file.resume();
          throw invalid(FILE_FIELD, `Envie um só arquivo, no campo '${FILE_FIELD}'.`);
        }
        nome =
          (part.filename.split(/[/\\]/).pop() ?? '')
            .replace(/[\u0000-\u001f\u007f]/g, '')
            .trim()
            .slice(0, 200) || 'arquivo';
        const count = new Transform({
          transform(chunk: Buffer, _enc, done) {
            tamanho += chunk.length;
            hash.update(chunk);
            done(null, chunk);
          },
        });
        await pipeline(part.file, count, fs.createWriteStream(file));
        if (part.file.truncated) throw new AppError(413, 'payload_too_large', TOO_LARGE);
      } else if (part.fieldname === TYPE_FIELD) {
        tipo = typeof part.value === 'string' ? part.value : undefined;
      } else {
        throw invalid(part.fieldname, `Campo desconhecido: ${part.fieldname}.`);
      }
    }
  } catch (err) {
    await fs.promises.rm(file, { force: true });
    if (err instanceof AppError) throw err;
    const code = (err as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'payload_too_large', TOO_LARGE);
    throw badRequest([{ message: 'Requisição malformada.' }]);
  }
  const remove = () => fs.promises.rm(file, { force: true });
  if (!tipo || !(LEGACY_IMPORT_TYPE_IDS as readonly string[]).includes(tipo)) {
    await remove();
    throw invalid(TYPE_FIELD, `Escolha o tipo de importação: ${LEGACY_IMPORT_TYPE_IDS.join(', ')}.`);
  }
  if (nome === undefined) throw invalid(FILE_FIELD, 'Envie o arquivo.');
  if (tamanho === 0) {
    await remove();
    throw invalid(FILE_FIELD, 'O arquivo está vazio.');
  }
  return new ReceivedImport(
    tipo as LegacyImportTypeId,
    { file, relative: path.join('importacoes', id), nome, tamanho },
    hash.digest('hex'),
  );
}

function receivedOf(req: FastifyRequest): ReceivedImport {
  if (!(req.body instanceof ReceivedImport)) throw invalid(FILE_FIELD, 'Envie o arquivo.');
  return req.body;
}

/** /v1/importacoeslegado: legacy import of a brokerage's book (docs/legacy-import.md). */
export async function legacyImportRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const db = app.db;
  const dataDir = app.config.dataDir;
  const dir = service.importsDir(dataDir);
  await fs.promises.mkdir(dir, { recursive: true });
  // Files of imports that ended past their retention, and orphans (an upload whose import was never
  // created: a process stopped mid-upload), go at start; afterwards at the end of each job.
  await service.sweepImportFiles(db, dataDir).catch((err: unknown) => {
    app.log.error({ err }, 'falha ao limpar os arquivos de importação');
  });
  app.jobs.register(service.VALIDATE_JOB, service.importJobHandler(db, dataDir, true));
  app.jobs.register(service.IMPORT_JOB, service.importJobHandler(db, dataDir, false));

  app.get(
    legacyImportApi.list,
    {
      config: { access },
      schema: {
        summary: 'Lista as importações do legado (paginado)',
        querystring: legacyImportListQuery,
        response: { 200: legacyImportPage },
      },
    },
    async (req) => service.listImports(db, req.query),
  );

  app.post(
    legacyImportApi.list,
    {
      config: { access: writes, openapi: UPLOAD_DOCS, idempotency: { reused: IDEMPOTENCY_REUSED } },
      schema: {
        summary: 'Envia um arquivo CSV/XLSX do legado (valida antes de importar)',
        response: { 201: legacyImportDetail },
      },
      // Before the idempotency layer (preHandler), which fingerprints the stored file's hash.
      preValidation: async (req) => {
        req.body = await receive(req, dir);
      },
      // A replayed or refused upload leaves no copy of its file behind (removed before the answer leaves).
      onSend: async (req, _reply, payload) => {
        if (req.body instanceof ReceivedImport && !req.body.adopted)
          await fs.promises.rm(req.body.upload.file, { force: true });
        return payload;
      },
    },
    async (req, reply) => {
      const received = receivedOf(req);
      const viewer = await viewerOf(db, principalOf(req));
      const detail = await service.createImport(
        db,
        viewer,
        principalOf(req).sub,
        received.tipo,
        received.upload,
      );
      received.adopted = true;
      return reply.code(201).header('Location', `${legacyImportApi.list}/${detail.id}`).send(detail);
    },
  );

  app.get(
    legacyImportApi.statusSuggest,
    {
      config: { access },
      schema: { summary: 'Situações de uma importação do legado', response: { 200: v.array(suggestItem) } },
    },
    () => service.statusSuggestions(),
  );

  app.get(
    legacyImportApi.typeSuggest,
    {
      config: { access },
      schema: {
        summary: 'Tipos de importação do legado, com as colunas de cada um',
        response: { 200: legacyImportTypes },
      },
    },
    () => typeSuggestions(),
  );

  app.get(
    legacyImportApi.template,
    {
      config: {
        access,
        openapi: fileDocs('O modelo do tipo: cabeçalho em português e uma linha de exemplo'),
      },
      schema: {
        summary: 'Baixa o modelo (CSV ou XLSX) de um tipo de importação',
        params: legacyImportTemplateParams,
      },
    },
    async (req, reply) => {
      const [tipo, format] = req.params.arquivo.split('.') as [LegacyImportTypeId, 'csv' | 'xlsx'];
      return sendSheet(reply, await service.template(tipo, format), `modelo-${tipo}.${format}`, format);
    },
  );

  app.get(
    legacyImportApi.item,
    {
      config: { access },
      schema: {
        summary: 'Lê uma importação do legado (situação, contagens, prévia, primeiros erros)',
        params: legacyImportParams,
        response: { 200: legacyImportDetail },
      },
    },
    async (req) => service.getImport(db, req.params.id),
  );

  app.get(
    legacyImportApi.errors,
    {
      config: { access },
      schema: {
        summary: 'Erros por linha de uma importação (paginado)',
        params: legacyImportParams,
        querystring: legacyImportErrorQuery,
        response: { 200: legacyImportErrorPage },
      },
    },
    async (req) => service.listErrors(db, req.params.id, req.query.page, req.query.page_size),
  );

  for (const format of ['csv', 'xlsx'] as const)
    app.get(
      format === 'csv' ? legacyImportApi.errorsCsv : legacyImportApi.errorsXlsx,
      {
        config: {
          access,
          openapi: fileDocs('As linhas recusadas: as colunas originais, a linha e o motivo'),
        },
        schema: {
          summary: `Baixa o relatório de erros (${format.toUpperCase()})`,
          params: legacyImportParams,
        },
      },
      async (req, reply) => {
        const { body, nome } = await service.errorReport(db, req.params.id, format);
        return sendSheet(reply, body, nome, format);
      },
    );

  app.put(
    legacyImportApi.confirm,
    {
      config: { access: writes },
      schema: {
        summary: 'Confirma a importação validada (inicia a gravação em lotes)',
        params: legacyImportParams,
        response: { 200: legacyImportDetail },
      },
    },
    async (req) => service.confirmImport(db, req.params.id, principalOf(req).sub),
  );

  app.put(
    legacyImportApi.cancel,
    {
      config: { access: writes },
      schema: {
        summary: 'Cancela a importação (para no fim do lote em andamento; o que foi gravado fica)',
        params: legacyImportParams,
        response: { 200: legacyImportDetail },
      },
    },
    async (req) => service.cancelImport(db, req.params.id),
  );
}
