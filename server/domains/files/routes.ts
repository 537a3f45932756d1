import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { AGRO_MESSAGES } from '../../../src/contract/agro-quotations';
import { idParams } from '../../../src/contract/common';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '../../../src/contract/files';
import { fileAccess, fileApi } from '../../../src/contract/manifests/files';
import { isImageType } from '../../lib/image-types';
import { typed } from '../../lib/route-schema';
import type { RouteDocs } from '../../plugins/openapi';
import { principalOf } from '../../plugins/auth';
import { forbidden } from '../../errors';
import { filePermit, printTokens } from '../agro-quotations/service';
import { scheduleOrphanFileCleanup } from './cleanup';
import { findServedFile, createFile } from './service';
import { fileStorage } from './storage';
import { readUploadForm, uploadFormOf } from './upload-form';

/** The token of an agro quotation's file links (`url` of its `arquivos`). */
const fileTokenQuery = v.object({
  token: v.optional(v.pipe(v.string(), v.maxLength(200, AGRO_MESSAGES.printTokenInvalid))),
});

/** Files never change under their id, so the browser may keep them for a year. */
const FILE_CACHE = 'private, max-age=31536000, immutable';

/** RFC 6266: an ASCII fallback plus the UTF-8 name for browsers that read `filename*`. */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * POST /arquivos/upload and GET /arquivos/{id} (ARCHITECTURE.md §4). Reading a file needs no session:
 * an <img src> cannot send one, and the id is a random UUID known only to whoever got it from an
 * answer of the API (the capability-URL pattern). The files of an agro quotation, which a public print
 * link hands out, also need that quotation's expiring token (agro-quotations filePermit).
 */
export async function fileRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const storage = fileStorage(app.config.dataDir);
  scheduleOrphanFileCleanup(app, storage);
  const print = await printTokens(app.db);

  app.post(
    fileApi.upload,
    {
      config: { access: fileAccess.upload, openapi: UPLOAD_DOCS },
      schema: { summary: 'Envia um arquivo (imagem ou PDF, até 20 MB)' },
      preValidation: readUploadForm,
    },
    async (req, reply) => {
      const { created, record } = await createFile(app.db, storage, uploadFormOf(req), principalOf(req).sub);
      return reply
        .status(created ? 201 : 200)
        .header('location', record.url)
        .send(record);
    },
  );

  app.get(
    fileApi.file,
    {
      config: { access: fileAccess.read, openapi: SERVED_FILE_DOCS },
      schema: {
        summary: 'Baixa um arquivo pelo id (os de uma cotação agro pedem o token dos links dela: ?token=)',
        params: idParams,
        querystring: fileTokenQuery,
      },
    },
    async (req, reply) => {
      if (!(await filePermit(app.db, print, req.params.id, req.query.token)))
        throw forbidden(AGRO_MESSAGES.printTokenInvalid);
      const { path, row } = await findServedFile(app.db, storage, req.params.id);
      const inline = isImageType(row.tipo);
      return reply
        .type(row.tipo)
        .headers({
          'content-length': String(row.tamanho),
          'cache-control': FILE_CACHE,
          'x-content-type-options': 'nosniff',
          'content-disposition': contentDisposition(inline ? 'inline' : 'attachment', row.nomeOriginal),
          // Nothing inside a served file may run or load anything, whatever it turns out to be.
          'content-security-policy': "default-src 'none'; sandbox",
        })
        .send(fs.createReadStream(path));
    },
  );
}

const uploadedFile = {
  type: 'object',
  required: ['id', 'url', 'nome', 'tipo', 'tamanho'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    url: { type: 'string', description: 'Onde o arquivo é servido (GET, sem token).' },
    nome: { type: 'string' },
    tipo: { type: 'string', enum: [...UPLOAD_TYPES] },
    tamanho: { type: 'integer', description: 'Bytes.' },
  },
};

/** Multipart and binary answers: what the document cannot read from a valibot schema. */
const UPLOAD_DOCS: RouteDocs = {
  body: {
    'multipart/form-data': {
      type: 'object',
      required: [UPLOAD_FIELD],
      properties: {
        [UPLOAD_FIELD]: {
          type: 'string',
          format: 'binary',
          description: `PNG, JPEG, WebP ou PDF (o tipo é lido dos primeiros bytes), até ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`,
        },
        id: {
          type: 'string',
          format: 'uuid',
          description: 'Id gerado pelo cliente: reenviar o mesmo arquivo com ele não grava de novo.',
        },
      },
    },
  },
  responses: {
    201: { description: 'Arquivo guardado.', content: { 'application/json': uploadedFile } },
    200: { description: 'Este id já tinha sido enviado.', content: { 'application/json': uploadedFile } },
    413: {
      description: 'Arquivo maior que o limite.',
      content: { 'application/json': { $ref: '#/components/schemas/ApiError' } },
    },
  },
};

const SERVED_FILE_DOCS: RouteDocs = {
  responses: {
    200: {
      description: 'O arquivo; imagens inline, os demais como anexo.',
      content: Object.fromEntries(
        UPLOAD_TYPES.map((type) => [type, { type: 'string', contentMediaType: type, format: 'binary' }]),
      ),
    },
  },
};
