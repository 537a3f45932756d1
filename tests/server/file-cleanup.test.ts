import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../server/db/schema';
import { files, insurers, modalities, users } from '../../server/db/schema';
import { FILE_REFERENCES, removeOrphanFiles } from '../../server/domains/files/cleanup';
import { fileStorage } from '../../server/domains/files/storage';
import type { UploadedFile } from '../../src/contract/files';
import { UPLOAD_MESSAGES, UPLOAD_QUOTA_BYTES, fileUrl } from '../../src/contract/files';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';
import { createUser, loggedIn } from './auth-helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const HOUR = 60 * 60 * 1000;

let server: TestServer;

/** One PNG upload as a browser's FormData sends it. */
function upload(token: string, bytes: Buffer = PNG) {
  const boundary = `----limite${crypto.randomUUID().replace(/-/g, '')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return server.app.inject({
    method: 'POST',
    url: '/arquivos/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
    payload,
  });
}

async function userSession() {
  const user = await createUser(server, { termosAceitosEm: new Date() });
  const session = await loggedIn(server.app, user.email, user.password);
  return { id: user.id, token: session.access_token };
}

/** Files already stored for the user, written straight to the table (no need for 200 MB of bytes). */
async function alreadyStored(subject: string, bytes: number) {
  await server.database.db.insert(files).values({
    nomeOriginal: 'antigo.pdf',
    tipo: 'application/pdf',
    tamanho: bytes,
    sha256: crypto.randomBytes(32).toString('hex'),
    criadoPor: subject,
  });
}

const onDisk = (id: string) => fs.existsSync(path.join(server.config.dataDir, 'arquivos', id));

async function uploadedAt(token: string, hoursAgo: number): Promise<string> {
  const res = await upload(token);
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json<UploadedFile>();
  await server.database.db
    .update(files)
    .set({ criadoEm: new Date(Date.now() - hoursAgo * HOUR) })
    .where(eq(files.id, id));
  return id;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('upload quota per user', () => {
  it('refuses with 413 and a Portuguese message the upload that would pass 200 MB in all', async () => {
    const user = await userSession();
    await alreadyStored(user.id, UPLOAD_QUOTA_BYTES - PNG.length);
    // Exactly at the quota still fits.
    expect((await upload(user.token)).statusCode).toBe(201);
    const over = await upload(user.token);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({
      error: 'upload_quota_exceeded',
      error_description: UPLOAD_MESSAGES.quotaExceeded,
    });
    // Nothing of the refused upload stays on disk.
    const staged = fs
      .readdirSync(path.join(server.config.dataDir, 'arquivos'))
      .filter((f) => f.startsWith('.'));
    expect(staged).toEqual([]);
  });

  it("counts only the user's own files", async () => {
    const full = await userSession();
    await alreadyStored(full.id, UPLOAD_QUOTA_BYTES);
    const other = await userSession();
    expect((await upload(full.token)).statusCode).toBe(413);
    expect((await upload(other.token)).statusCode).toBe(201);
  });

  it('lets only one of two parallel uploads take the last free bytes', async () => {
    const user = await userSession();
    await alreadyStored(user.id, UPLOAD_QUOTA_BYTES - PNG.length);
    const answers = await Promise.all([upload(user.token), upload(user.token)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 413]);
  });
});

describe('removal of files no record points to', () => {
  it('removes an orphan older than 24 h, row and bytes, and keeps referenced and fresh ones', async () => {
    const user = await userSession();
    const orphan = await uploadedAt(user.token, 25);
    const fresh = await uploadedAt(user.token, 1);
    const avatar = await uploadedAt(user.token, 48);
    const icon = await uploadedAt(user.token, 48);
    const logo = await uploadedAt(user.token, 48);
    const db = server.database.db;
    await db
      .update(users)
      .set({ avatarUrl: fileUrl(avatar) })
      .where(eq(users.id, user.id));
    await db
      .insert(modalities)
      .values({ nome: `MODALIDADE ${crypto.randomUUID()}`, areaId: 'garantia', iconeArquivoId: icon });
    await db.insert(insurers).values({
      nome: 'SEGURADORA COM LOGO',
      razaoSocial: 'SEGURADORA COM LOGO S.A.',
      cnpj: '11222333000181',
      logoArquivoId: logo,
    });
    for (const id of [orphan, fresh, avatar, icon, logo]) expect(onDisk(id)).toBe(true);

    const result = await removeOrphanFiles(db, fileStorage(server.config.dataDir));

    expect(result.removed).toEqual([orphan]);
    expect(onDisk(orphan)).toBe(false);
    expect((await server.app.inject({ method: 'GET', url: fileUrl(orphan) })).statusCode).toBe(404);
    for (const id of [fresh, avatar, icon, logo]) {
      expect(onDisk(id), id).toBe(true);
      expect((await server.app.inject({ method: 'GET', url: fileUrl(id) })).statusCode, id).toBe(200);
    }
    // Removed files stop counting against the quota.
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(files)
      .where(eq(files.criadoPor, user.id));
    expect(row?.n).toBe(4);
  });

  it('removes staged uploads left behind by a crash, once past the grace period', async () => {
    const dir = path.join(server.config.dataDir, 'arquivos');
    fs.mkdirSync(dir, { recursive: true });
    const old = path.join(dir, `.envio-${crypto.randomUUID()}`);
    const recent = path.join(dir, `.envio-${crypto.randomUUID()}`);
    fs.writeFileSync(old, PNG);
    fs.writeFileSync(recent, PNG);
    const dayAndHourAgo = new Date(Date.now() - 25 * HOUR);
    fs.utimesSync(old, dayAndHourAgo, dayAndHourAgo);
    const result = await removeOrphanFiles(server.database.db, fileStorage(server.config.dataDir));
    expect(result.staleStaged).toBe(1);
    expect(fs.existsSync(old)).toBe(false);
    expect(fs.existsSync(recent)).toBe(true);
    fs.rmSync(recent);
  });

  it('knows every foreign key that points at arquivos, found from the schema with no list to keep', () => {
    const listed = new Set(FILE_REFERENCES.map((r) => `${getTableConfig(r.table).name}.${r.column.name}`));
    const pointing: string[] = [];
    for (const table of Object.values(schema)) {
      if (!isTable(table)) continue;
      const config = getTableConfig(table);
      for (const fk of config.foreignKeys) {
        const ref = fk.reference();
        if (getTableConfig(ref.foreignTable).name !== 'arquivos') continue;
        for (const column of ref.columns) pointing.push(`${config.name}.${column.name}`);
      }
    }
    expect(pointing.length).toBeGreaterThan(0);
    for (const column of pointing) expect(listed, column).toContain(column);
  });
});

function isTable(value: unknown): value is PgTable {
  try {
    return typeof value === 'object' && value !== null && Boolean(getTableConfig(value as PgTable).name);
  } catch {
    return false;
  }
}
