import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { files, modalities, quotePermissions, subModalities, users } from '../../server/db/schema';
import { seedModalities, GUARANTEE_MODALITIES } from '../../server/db/seed/modalities';
import type { AuditEntry } from '../../src/contract/audit';
import type { Paged } from '../../src/contract/common';
import type { Modality, SubModality } from '../../src/contract/modalities';
import type { ActionId } from '../../src/contract/permissions';
import type { TestServer } from './harness';
import { ADMIN_EMAIL, bearer, startTestServer } from './harness';

let server: TestServer;
let admin: string;

const BASE = '/v1/garantia/modalidades';

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin) {
  return server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

async function storedFile(tipo: 'image/png' | 'application/pdf'): Promise<string> {
  const [row] = await server.database.db
    .insert(files)
    .values({ nomeOriginal: 'icone', tipo, tamanho: 10, sha256: crypto.randomUUID(), criadoPor: 'teste' })
    .returning();
  if (!row) throw new Error('arquivo não criado');
  return row.id;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminToken();
});
afterAll(() => server.close());

describe('seed', () => {
  it('has the Brazilian guarantee modalities and sub-modalities', async () => {
    const res = await call('GET', `${BASE}?page_size=-1&direction=desc&sort=nome`);
    expect(res.statusCode).toBe(200);
    const page = res.json<Paged<Modality>>();
    expect(page.total_count).toBe(GUARANTEE_MODALITIES.length);
    expect(page.items).toHaveLength(GUARANTEE_MODALITIES.length);
    const names = page.items.map((m) => m.nome);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'pt-BR')));
    expect(names).toContain('JUDICIAL');
    expect(names).toContain('ADUANEIRO');
    const judicial = page.items.find((m) => m.nome === 'JUDICIAL');
    expect(judicial?.total_submodalidades).toBe(5);
    const subs = await call('GET', `${BASE}/${judicial?.id ?? ''}/submodalidades?page_size=-1`);
    expect(subs.json<Paged<SubModality>>().items.map((s) => s.nome)).toContain('JUDICIAL TRABALHISTA');
  });

  it('running again adds nothing', async () => {
    const db = server.database.db;
    const before = await Promise.all([
      db.select({ n: count() }).from(modalities),
      db.select({ n: count() }).from(subModalities),
      db.select({ n: count() }).from(quotePermissions),
    ]);
    await seedModalities(db);
    await seedModalities(db);
    const after = await Promise.all([
      db.select({ n: count() }).from(modalities),
      db.select({ n: count() }).from(subModalities),
      db.select({ n: count() }).from(quotePermissions),
    ]);
    expect(after).toEqual(before);
  });

  it('gives the first administrator every guarantee sub-modality to quote', async () => {
    const [user] = await server.database.db.select().from(users).where(eq(users.email, ADMIN_EMAIL));
    const token = await server.tokenWith({ modules: ['cotacao'], sub: user?.id ?? '' });
    const res = await call('GET', `${BASE}/suggestcurrentuser`, undefined, token);
    expect(res.statusCode).toBe(200);
    const list = res.json<{ nome: string; submodalidades: unknown[] }[]>();
    expect(list).toHaveLength(GUARANTEE_MODALITIES.length);
    expect(list.find((m) => m.nome === 'JUDICIAL')?.submodalidades).toHaveLength(5);
  });
});

describe('modalities', () => {
  it('lists a page, filtered by text and situation', async () => {
    const page = (await call('GET', `${BASE}?page_size=2&sort=ordem`)).json<Paged<Modality>>();
    expect(page.items).toHaveLength(2);
    expect(page.items[0]?.nome).toBe('JUDICIAL');
    expect(page.total_count).toBe(GUARANTEE_MODALITIES.length);
    const found = (await call('GET', `${BASE}?query=aduan`)).json<Paged<Modality>>();
    expect(found.items.map((m) => m.nome)).toEqual(['ADUANEIRO']);
    const inactive = (await call('GET', `${BASE}?ativo=false`)).json<Paged<Modality>>();
    expect(inactive.total_count).toBe(0);
  });

  it('creates with a client id (replay returns the same), an icon, and edits with If-Match', async () => {
    const id = crypto.randomUUID();
    const icon = await storedFile('image/png');
    const body = { id, nome: ' fiança locatícia ', icone_arquivo_id: icon, ordem: 50 };
    const res = await call('POST', BASE, body);
    expect(res.statusCode).toBe(201);
    const created = res.json<Modality>();
    expect(created).toMatchObject({ id, nome: 'FIANÇA LOCATÍCIA', ativo: true, area_id: 'garantia' });
    expect(created.icone?.url).toBe(`/arquivos/${icon}`);
    expect((await call('POST', BASE, body)).statusCode).toBe(200);

    const got = await call('GET', `${BASE}/${id}`);
    const etag = got.headers.etag as string;
    const put = await server.app.inject({
      method: 'PUT',
      url: `${BASE}/${id}`,
      headers: { ...bearer(admin), 'if-match': etag },
      payload: { nome: 'FIANÇA LOCATÍCIA', ativo: false, icone_arquivo_id: null },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json<Modality>()).toMatchObject({ ativo: false, icone: null });
    const stale = await server.app.inject({
      method: 'PUT',
      url: `${BASE}/${id}`,
      headers: { ...bearer(admin), 'if-match': etag },
      payload: { nome: 'OUTRO' },
    });
    expect(stale.statusCode).toBe(412);
  });

  it('refuses a bad body, an icon that is not an image and an unknown icon with Portuguese details', async () => {
    const empty = await call('POST', BASE, { nome: '  ', ordem: -1 });
    expect(empty.statusCode).toBe(400);
    const fields = empty.json<{ details: { field: string; message: string }[] }>().details;
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'nome', message: 'Informe o nome.' },
        { field: 'ordem', message: 'A ordem não pode ser negativa.' },
      ]),
    );
    const pdf = await call('POST', BASE, {
      nome: 'X',
      icone_arquivo_id: await storedFile('application/pdf'),
    });
    expect(pdf.statusCode).toBe(400);
    expect(JSON.stringify(pdf.json())).toContain('PNG, JPEG ou WebP');
    const missing = await call('POST', BASE, { nome: 'X', icone_arquivo_id: crypto.randomUUID() });
    expect(missing.statusCode).toBe(400);
    expect((await call('GET', `${BASE}/nao-e-uuid`)).statusCode).toBe(400);
    expect((await call('GET', `${BASE}/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}?page_size=abc`)).statusCode).toBe(400);
  });
});

describe('sub-modalities', () => {
  let parent: Modality;
  let other: Modality;

  beforeAll(async () => {
    parent = (await call('POST', BASE, { nome: 'MODALIDADE PAI' })).json<Modality>();
    other = (await call('POST', BASE, { nome: 'OUTRA MODALIDADE' })).json<Modality>();
  });

  it('creates under its modality, refuses a duplicate name there (409) and edits', async () => {
    const id = crypto.randomUUID();
    const res = await call('POST', `${BASE}/${parent.id}/submodalidades`, { id, nome: 'sub a' });
    expect(res.statusCode).toBe(201);
    expect(res.json<SubModality>()).toMatchObject({ id, modalidade_id: parent.id, nome: 'SUB A' });
    const dup = await call('POST', `${BASE}/${parent.id}/submodalidades`, { nome: 'SUB A' });
    expect(dup.statusCode).toBe(409);
    // The same name under another modality is fine.
    expect((await call('POST', `${BASE}/${other.id}/submodalidades`, { nome: 'SUB A' })).statusCode).toBe(
      201,
    );
    const b = (
      await call('POST', `${BASE}/${parent.id}/submodalidades`, { nome: 'SUB B' })
    ).json<SubModality>();
    expect(
      (await call('PUT', `${BASE}/${parent.id}/submodalidades/${b.id}`, { nome: 'SUB A' })).statusCode,
    ).toBe(409);
    const edit = await call('PUT', `${BASE}/${parent.id}/submodalidades/${b.id}`, {
      nome: 'SUB C',
      ativo: false,
    });
    expect(edit.json<SubModality>()).toMatchObject({ nome: 'SUB C', ativo: false });
    const list = (await call('GET', `${BASE}/${parent.id}/submodalidades?ativo=true`)).json<
      Paged<SubModality>
    >();
    expect(list.items.map((s) => s.nome)).toEqual(['SUB A']);
  });

  it('creates and edits the quotation flags (exige_processo, exige_recurso), audited', async () => {
    const url = `${BASE}/${parent.id}/submodalidades`;
    const plain = (await call('POST', url, { nome: 'SUB SEM MARCAS' })).json<SubModality>();
    expect(plain).toMatchObject({ exige_processo: false, exige_recurso: false });

    const res = await call('POST', url, { nome: 'SUB JUDICIAL', exige_processo: true, exige_recurso: true });
    expect(res.statusCode).toBe(201);
    const sub = res.json<SubModality>();
    expect(sub).toMatchObject({ exige_processo: true, exige_recurso: true });
    const got = await call('GET', `${url}/${sub.id}`);
    expect(got.json<SubModality>()).toMatchObject({ exige_processo: true, exige_recurso: true });
    // The wizard's options read the same columns.
    const [row] = await server.database.db.select().from(subModalities).where(eq(subModalities.id, sub.id));
    expect(row).toMatchObject({ exigeProcesso: true, exigeRecurso: true });

    const edit = await call('PUT', `${url}/${sub.id}`, { nome: 'SUB JUDICIAL', exige_recurso: false });
    expect(edit.statusCode).toBe(200);
    // exige_processo left out (an older client): kept; exige_recurso flipped.
    expect(edit.json<SubModality>()).toMatchObject({ exige_processo: true, exige_recurso: false });
    const old = await call('PUT', `${url}/${sub.id}`, { nome: 'SUB JUDICIAL', descricao: 'cível' });
    expect(old.json<SubModality>()).toMatchObject({
      descricao: 'cível',
      exige_processo: true,
      exige_recurso: false,
    });

    const audit = await call('GET', `/v1/auditoria?entidade=submodalidade&entidade_id=${sub.id}`);
    const entries = audit.json<Paged<AuditEntry>>().items;
    expect(entries.map((e) => e.acao)).toEqual(['alterar', 'alterar', 'criar']);
    expect(entries[1]?.alteracoes).toEqual([
      expect.objectContaining({ campo: 'exige_recurso', antes: true, depois: false }),
    ]);
    expect(entries[0]?.alteracoes.map((c) => c.campo)).toEqual(['descricao']);
    expect(entries[2]?.alteracoes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ campo: 'exige_processo', antes: null, depois: true }),
      ]),
    );

    const bad = await call('PUT', `${url}/${sub.id}`, { nome: 'SUB JUDICIAL', exige_processo: 'sim' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ details: { field: string; message: string }[] }>().details).toEqual([
      { field: 'exige_processo', message: 'Exige número do processo deve ser verdadeiro ou falso.' },
    ]);
    const after = (await call('GET', `${url}/${sub.id}`)).json<SubModality>();
    expect(after).toMatchObject({ exige_processo: true, exige_recurso: false });
  });

  it('is reached only through its own modality: a mismatched modality id is 404', async () => {
    const sub = (
      await call('POST', `${BASE}/${parent.id}/submodalidades`, { nome: 'SUB D' })
    ).json<SubModality>();
    expect((await call('GET', `${BASE}/${parent.id}/submodalidades/${sub.id}`)).statusCode).toBe(200);
    expect((await call('GET', `${BASE}/${other.id}/submodalidades/${sub.id}`)).statusCode).toBe(404);
    expect(
      (await call('PUT', `${BASE}/${other.id}/submodalidades/${sub.id}`, { nome: 'X' })).statusCode,
    ).toBe(404);
    expect((await call('GET', `${BASE}/${crypto.randomUUID()}/submodalidades`)).statusCode).toBe(404);
    const reused = await call('POST', `${BASE}/${other.id}/submodalidades`, { id: sub.id, nome: 'SUB D' });
    expect(reused.statusCode).toBe(409);
  });
});

describe('access', () => {
  const id = crypto.randomUUID();
  const routes: ['GET' | 'POST' | 'PUT', string, ActionId][] = [
    ['GET', BASE, 'visualizar_modalidade'],
    ['POST', BASE, 'criar_modalidade'],
    ['GET', `${BASE}/${id}`, 'visualizar_modalidade'],
    ['PUT', `${BASE}/${id}`, 'editar_modalidade'],
    ['GET', `${BASE}/${id}/submodalidades`, 'visualizar_modalidade'],
    ['POST', `${BASE}/${id}/submodalidades`, 'criar_modalidade'],
    ['GET', `${BASE}/${id}/submodalidades/${id}`, 'visualizar_modalidade'],
    ['PUT', `${BASE}/${id}/submodalidades/${id}`, 'editar_modalidade'],
  ];

  it('answers 401 without a token, 403 without the action: visualizar_ reads, criar_/editar_ write', async () => {
    const noAction = await server.tokenWith({ modules: ['cadastro'], actions: ['visualizar_tribunal'] });
    const viewer = await server.tokenWith({ modules: ['cadastro'], actions: ['visualizar_modalidade'] });
    for (const [method, url, action] of routes) {
      const payload = method === 'GET' ? undefined : { nome: 'X' };
      const holder = await server.tokenWith({ modules: ['cadastro'], actions: [action] });
      expect((await server.app.inject({ method, url, payload })).statusCode).toBe(401);
      expect((await call(method, url, payload, noAction)).statusCode).toBe(403);
      if (method !== 'GET') expect((await call(method, url, payload, viewer)).statusCode, url).toBe(403);
      expect([200, 201, 404]).toContain((await call(method, url, payload, holder)).statusCode);
    }
  });

  it('lets quotation users ask what they may quote, not others', async () => {
    for (const url of [`${BASE}/suggestcurrentuser`, `${BASE}/grupoeconomico/${id}`]) {
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const other = await server.tokenWith({ modules: ['apolice'] });
      expect((await call('GET', url, undefined, other)).statusCode).toBe(403);
      const quoter = await server.tokenWith({ modules: ['cotacao'] });
      const res = await call('GET', url, undefined, quoter);
      expect(res.statusCode).toBe(200);
      // An unknown user may quote nothing.
      expect(res.json()).toEqual([]);
    }
    const bad = await call(
      'GET',
      `${BASE}/grupoeconomico/abc`,
      undefined,
      await server.tokenWith({ modules: ['cotacao'] }),
    );
    expect(bad.statusCode).toBe(400);
  });
});
