import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { files } from '../../server/db/schema';
import type { Me, TokenResponse } from '../../src/contract/auth';
import type { UploadedFile } from '../../src/contract/files';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';
import { createUser, loggedIn, login } from './auth-helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A JPEG header: SOI, JFIF (APP0), a baseline frame header (SOF0) of this size, EOI. */
function jpegOf(width: number, height: number): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0, 0x11, 8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([JFIF, sof, Buffer.from([0xff, 0xd9])]);
}
const JFIF = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0,
]);
const JPEG = jpegOf(640, 480);
/** A lossy WebP (VP8) header of this size. */
function webpOf(width: number, height: number): Buffer {
  const frame = Buffer.from([0x10, 0, 0, 0x9d, 0x01, 0x2a, 0, 0, 0, 0]);
  frame.writeUInt16LE(width, 6);
  frame.writeUInt16LE(height, 8);
  return Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0x1a, 0, 0, 0]),
    Buffer.from('WEBPVP8 '),
    Buffer.from([10, 0, 0, 0]),
    frame,
  ]);
}
const WEBP = webpOf(640, 480);
/** An extended WebP (VP8X): the canvas size, 24 bits each. */
function webpExtendedOf(width: number, height: number): Buffer {
  const header = Buffer.alloc(10);
  header.writeUIntLE(width - 1, 4, 3);
  header.writeUIntLE(height - 1, 7, 3);
  return Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0x1a, 0, 0, 0]),
    Buffer.from('WEBPVP8X'),
    Buffer.from([10, 0, 0, 0]),
    header,
  ]);
}
/** The 1×1 PNG with its IHDR claiming another size (the probe's 87 KB PNG declared 30,000 × 30,000). */
function pngClaiming(width: number, height: number): Buffer {
  const png = Buffer.from(PNG);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const MB = 1024 * 1024;

interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body built by hand, as a browser's FormData would send it. */
function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----FormBoundary${crypto.randomUUID().replace(/-/g, '')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const fileHeaders =
      part.filename === undefined
        ? ''
        : `; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${fileHeaders}\r\n\r\n`,
      ),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let server: TestServer;
let token: string;
let sub: string;

function upload(
  parts: Part[],
  options: { token?: string | null; key?: string } = {},
): Promise<LightMyRequestResponse> {
  const body = multipart(parts);
  const auth = options.token === null ? {} : bearer(options.token ?? token);
  return server.app.inject({
    method: 'POST',
    url: '/arquivos/upload',
    headers: { ...body.headers, ...auth, ...(options.key ? { 'idempotency-key': options.key } : {}) },
    payload: body.payload,
  });
}

const file = (data: Buffer, filename = 'foto.png', type = 'image/png'): Part => ({
  name: 'arquivo',
  data,
  filename,
  type,
});

const storedDir = () => path.join(server.config.dataDir, 'arquivos');
const storedNames = () => (fs.existsSync(storedDir()) ? fs.readdirSync(storedDir()).sort() : []);
const rowCount = async () => (await server.database.db.select({ id: files.id }).from(files)).length;

beforeAll(async () => {
  server = await startTestServer();
  sub = crypto.randomUUID();
  token = await server.tokenWith({ sub });
});
afterAll(() => server.close());

describe('POST /arquivos/upload', () => {
  it('stores a PNG and serves it back, without a token, with the file headers', async () => {
    const res = await upload([file(PNG, 'Foto do cafezal.png')]);
    expect(res.statusCode).toBe(201);
    const body = res.json<UploadedFile>();
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: `/arquivos/${body.id}`,
      nome: 'Foto do cafezal.png',
      tipo: 'image/png',
      tamanho: PNG.length,
    });
    expect(res.headers.location).toBe(body.url);
    const [row] = await server.database.db.select().from(files).where(eq(files.id, body.id));
    expect(row).toMatchObject({
      tipo: 'image/png',
      tamanho: PNG.length,
      criadoPor: sub,
      sha256: crypto.createHash('sha256').update(PNG).digest('hex'),
    });
    expect(fs.readFileSync(path.join(storedDir(), body.id))).toEqual(PNG);

    const served = await server.app.inject({ url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(PNG);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-length']).toBe(String(PNG.length));
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="Foto do cafezal.png"; filename*=UTF-8''Foto%20do%20cafezal.png`,
    );
  });

  it('accepts JPEG and WebP, and serves a PDF as an attachment', async () => {
    for (const [data, tipo] of [
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
    ] as const) {
      const res = await upload([file(data, 'imagem', 'application/octet-stream')]);
      expect(res.statusCode).toBe(201);
      expect(res.json<UploadedFile>().tipo).toBe(tipo);
    }
    const pdf = await upload([file(PDF, 'Apólice nº 12.pdf', 'application/pdf')]);
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json<UploadedFile>()).toMatchObject({ nome: 'Apólice nº 12.pdf', tipo: 'application/pdf' });
    const served = await server.app.inject({ url: pdf.json<UploadedFile>().url });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe(
      `attachment; filename="Apolice n_ 12.pdf"; filename*=UTF-8''Ap%C3%B3lice%20n%C2%BA%2012.pdf`,
    );
  });

  it('answers 415 to a text file renamed .png, whatever type it declares, and stores nothing', async () => {
    const before = [await rowCount(), storedNames()] as const;
    const res = await upload([file(Buffer.from('isto não é uma imagem\n'), 'foto.png', 'image/png')]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      error: 'unsupported_media_type',
      error_description: 'Tipo de arquivo não permitido. Envie PNG, JPEG, WebP ou PDF.',
    });
    expect([await rowCount(), storedNames()]).toEqual(before);
  });

  it('refuses an image declaring more than 12,000 px a side or 50 megapixels with a Portuguese 422, storing nothing', async () => {
    const before = [await rowCount(), storedNames()] as const;
    for (const [data, name] of [
      [pngClaiming(30_000, 30_000), 'bomba.png'],
      [jpegOf(12_001, 100), 'panorama.jpg'],
      [webpOf(8_000, 7_000), 'grande.webp'],
      [webpExtendedOf(16_384, 16_384), 'canvas.webp'],
    ] as const) {
      const res = await upload([file(data, name, 'application/octet-stream')]);
      expect(res.statusCode, name).toBe(422);
      expect(res.json<{ error: string }>().error, name).toBe('image_too_large');
    }
    const bomb = await upload([file(pngClaiming(30_000, 30_000))]);
    expect(bomb.json()).toEqual({
      error: 'image_too_large',
      error_description:
        'A imagem tem 30.000 × 30.000 pixels: o limite é 12.000 pixels por lado e 50 megapixels. Reduza a imagem e envie novamente.',
    });
    expect([await rowCount(), storedNames()]).toEqual(before);
    // At the limits: a 12,000 × 4,000 panorama (48 megapixels) and a camera's 8,000 × 6,000.
    for (const data of [jpegOf(12_000, 4_000), pngClaiming(8_000, 6_000)])
      expect((await upload([file(data, 'foto', 'application/octet-stream')])).statusCode).toBe(201);
  });

  it('refuses an image whose size cannot be read (a JPEG without a frame header, a cut PNG)', async () => {
    for (const data of [JFIF, PNG.subarray(0, 20)]) {
      const res = await upload([file(data, 'foto', 'application/octet-stream')]);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        error: 'image_unreadable',
        error_description:
          'Não foi possível ler o tamanho da imagem: o arquivo parece corrompido. Envie outra imagem.',
      });
    }
  });

  it('answers 413 to a file over 20 MB and stores nothing; exactly 20 MB is accepted', async () => {
    const before = [await rowCount(), storedNames()] as const;
    const tooLarge = Buffer.alloc(20 * MB + 1);
    PNG.copy(tooLarge);
    const res = await upload([file(tooLarge)]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: 'payload_too_large',
      error_description: 'O arquivo excede o limite de 20 MB.',
    });
    expect([await rowCount(), storedNames()]).toEqual(before);

    const atLimit = tooLarge.subarray(0, 20 * MB);
    const ok = await upload([file(atLimit)]);
    expect(ok.statusCode).toBe(201);
    expect(ok.json<UploadedFile>().tamanho).toBe(20 * MB);
  });

  it('answers 400 in Portuguese to a wrong field, no file, two files, an unknown field or a JSON body', async () => {
    const before = await rowCount();
    const cases: [Part[], string][] = [
      [[{ ...file(PNG), name: 'foto' }], 'Campo inesperado no envio: "foto". Envie só o campo "arquivo".'],
      [[{ name: 'id', data: crypto.randomUUID() }], 'Envie o arquivo no campo "arquivo".'],
      [[], 'Envie o arquivo no campo "arquivo".'],
      [[file(PNG), file(PNG, 'outra.png')], 'Envie um único arquivo por vez.'],
      [
        [file(PNG), { name: 'legenda', data: 'x' }],
        'Campo inesperado no envio: "legenda". Envie só o campo "arquivo".',
      ],
      [[{ name: 'arquivo', data: 'texto no lugar do arquivo' }], 'Envie o arquivo no campo "arquivo".'],
      [[file(Buffer.alloc(0))], 'O arquivo enviado está vazio.'],
      [[file(PNG), { name: 'id', data: 'nao-e-uuid' }], 'Identificador inválido.'],
    ];
    for (const [parts, message] of cases) {
      const res = await upload(parts);
      expect(res.statusCode, message).toBe(400);
      expect(res.json<{ details: { message: string }[] }>().details[0]!.message).toBe(message);
    }
    const json = await server.app.inject({
      method: 'POST',
      url: '/arquivos/upload',
      headers: bearer(token),
      payload: { arquivo: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ error_description: 'Chamada inválida.' });
    expect(await rowCount()).toBe(before);
  });

  it('needs a logged-in user who is not a guest', async () => {
    expect((await upload([file(PNG)], { token: null })).statusCode).toBe(401);
    const guest = await server.tokenWith({ guest: true });
    expect((await upload([file(PNG)], { token: guest })).statusCode).toBe(403);
  });

  it('replays an upload sent again with the same Idempotency-Key: same id, one file', async () => {
    const key = crypto.randomUUID();
    const before = await rowCount();
    const first = await upload([file(WEBP, 'a.webp')], { key });
    // A retry rebuilds the form: another boundary, the same content.
    const again = await upload([file(WEBP, 'a.webp')], { key });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json<UploadedFile>().id).toBe(first.json<UploadedFile>().id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await rowCount()).toBe(before + 1);

    const otherFile = await upload([file(PNG, 'a.webp')], { key });
    expect(otherFile.statusCode).toBe(422);
    expect(await rowCount()).toBe(before + 1);
  });

  it('takes a client-generated id: the same file again returns it, another file under it is a 409', async () => {
    const id = crypto.randomUUID();
    const first = await upload([file(PNG), { name: 'id', data: id }]);
    expect(first.statusCode).toBe(201);
    expect(first.json<UploadedFile>().id).toBe(id);
    const again = await upload([{ name: 'id', data: id }, file(PNG)]);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const other = await upload([file(JPEG, 'x.jpg'), { name: 'id', data: id }]);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      error_description: 'Este identificador já pertence a outro arquivo.',
    });
    const stranger = await server.tokenWith({});
    expect((await upload([file(PNG), { name: 'id', data: id }], { token: stranger })).statusCode).toBe(409);
    expect(await server.database.db.select().from(files).where(eq(files.id, id))).toHaveLength(1);
  });
});

describe('GET /arquivos/{id}', () => {
  it('answers 404 to an unknown id and 400 to a malformed one, in JSON', async () => {
    const missing = await server.app.inject({ url: `/arquivos/${crypto.randomUUID()}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not_found', error_description: 'Registro não encontrado.' });
    const malformed = await server.app.inject({ url: '/arquivos/../../etc/passwd' });
    expect([400, 404]).toContain(malformed.statusCode);
    expect((await server.app.inject({ url: '/arquivos/nao-e-um-id' })).statusCode).toBe(400);
  });
});

describe('the own photo, PUT /v1/me/ avatar_id', () => {
  it('sets the photo from an uploaded image, shows it in /v1/me and in the next login, and removes it', async () => {
    const user = await createUser(server);
    const session = await loggedIn(server.app, user.email, user.password);
    const own = session.access_token;
    const image = (await upload([file(PNG)], { token: own })).json<UploadedFile>();
    const put = (payload: object) =>
      server.app.inject({ method: 'PUT', url: '/v1/me/', headers: bearer(own), payload });

    const set = await put({ nome: 'Maria', apelido: 'maria', avatar_id: image.id });
    expect(set.statusCode).toBe(200);
    expect(set.json<Me>().avatar).toEqual({ url: image.url });
    const read = await server.app.inject({ url: '/v1/me/', headers: bearer(own) });
    expect(read.json<Me>().avatar).toEqual({ url: image.url });
    const next = (await login(server.app, user.email, user.password)).json<TokenResponse>();
    expect(next.user_info.avatar).toEqual({ url: image.url });

    // Left out, the photo stays; null removes it.
    expect((await put({ nome: 'Maria', apelido: 'maria' })).json<Me>().avatar).toEqual({ url: image.url });
    expect((await put({ nome: 'Maria', apelido: 'maria', avatar_id: null })).json<Me>().avatar).toBeNull();
  });

  it("refuses a PDF, an unknown id, another user's upload and a malformed id with a field message", async () => {
    const user = await createUser(server);
    const own = (await loggedIn(server.app, user.email, user.password)).access_token;
    const pdf = (await upload([file(PDF, 'doc.pdf')], { token: own })).json<UploadedFile>();
    const othersImage = (await upload([file(PNG)])).json<UploadedFile>();
    const cases: [unknown, string][] = [
      [pdf.id, 'A foto deve ser uma imagem PNG, JPEG ou WebP.'],
      [crypto.randomUUID(), 'Foto não encontrada. Envie a imagem novamente.'],
      [othersImage.id, 'Foto não encontrada. Envie a imagem novamente.'],
      ['nao-e-uuid', 'Foto inválida.'],
    ];
    for (const [avatarId, message] of cases) {
      const res = await server.app.inject({
        method: 'PUT',
        url: '/v1/me/',
        headers: bearer(own),
        payload: { nome: 'Maria', apelido: 'maria', avatar_id: avatarId },
      });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ details: [{ field: 'avatar_id', message }] });
    }
    const me = await server.app.inject({ url: '/v1/me/', headers: bearer(own) });
    expect(me.json<Me>().avatar).toBeNull();
  });
});
