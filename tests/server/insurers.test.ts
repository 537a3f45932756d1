import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import { files, modalities, subModalities } from '../../server/db/schema';
import type { Insurer, InsurerSummary, InsurerSuggestion } from '../../src/contract/insurers';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';

let server: TestServer;
let admin: string;

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: object = {}) {
  return server.app.inject({
    method,
    url,
    headers: { ...bearer(admin), ...headers },
    ...(payload ? { payload } : {}),
  });
}

const mask = (d: string) =>
  `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;

async function insertFile(tipo: 'image/png' | 'application/pdf') {
  const [row] = await server.database.db
    .insert(files)
    .values({ nomeOriginal: 'logo', tipo, tamanho: 10, sha256: 'x', criadoPor: 'teste' })
    .returning();
  if (!row) throw new Error('no file');
  return row.id;
}

async function insertModality(nome: string, subs: string[]) {
  const [mod] = await server.database.db
    .insert(modalities)
    .values({ nome, areaId: 'garantia', ordem: 900 })
    .returning();
  if (!mod) throw new Error('no modality');
  const rows = await server.database.db
    .insert(subModalities)
    .values(subs.map((s) => ({ modalidadeId: mod.id, nome: s })))
    .returning();
  return { id: mod.id, subs: rows.map((r) => r.id) };
}

const body = (over: object = {}) => ({
  nome: 'Seguradora Teste',
  razao_social: 'Seguradora Teste S.A.',
  cnpj: generateCnpj(),
  codigo_susep: '05118',
  site: 'https://www.exemplo.com.br',
  telefone: '(11) 3003-0000',
  emails: [{ email: 'Cotacao@Exemplo.com.br', descricao: 'Cotações' }],
  ...over,
});

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminToken();
});
afterAll(() => server.close());

describe('insurers', () => {
  it('creates an insurer with logo, e-mails and sub-modalities, readable with an ETag', async () => {
    const logo = await insertFile('image/png');
    const mod = await insertModality('MODALIDADE TESTE A', ['SUB A1', 'SUB A2']);
    const cnpj = generateCnpj();
    const res = await call(
      'POST',
      '/v1/seguradoras',
      body({ cnpj: mask(cnpj), logo_arquivo_id: logo, submodalidade_ids: mod.subs }),
    );
    expect(res.statusCode).toBe(201);
    const insurer = res.json<Insurer>();
    expect(insurer).toMatchObject({
      cnpj,
      logo: { id: logo, url: `/arquivos/${logo}` },
      emails: [{ email: 'cotacao@exemplo.com.br', descricao: 'Cotações' }],
      consulta_mercado: true,
      ativo: true,
    });
    expect([...insurer.submodalidade_ids].sort()).toEqual([...mod.subs].sort());
    const read = await call('GET', `/v1/seguradoras/${insurer.id}`);
    expect(read.json()).toEqual(insurer);
    expect(read.headers.etag).toBe(res.headers.etag);
    const emails = await call('GET', `/v1/seguradoras/listarseguradoraemail/${insurer.id}`);
    expect(emails.json()).toEqual(insurer.emails);
    const grouped = await call('GET', `/v1/seguradoras/${insurer.id}/modalidades/suggest`);
    expect(grouped.json()).toEqual([
      {
        id: mod.id,
        nome: 'MODALIDADE TESTE A',
        submodalidades: [
          { id: mod.subs[0], nome: 'SUB A1' },
          { id: mod.subs[1], nome: 'SUB A2' },
        ],
      },
    ]);
  });

  it('refuses an invalid CNPJ and a duplicate one in Portuguese', async () => {
    const bad = await call('POST', '/v1/seguradoras', body({ cnpj: '11.111.111/1111-11' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ details: [{ field: 'cnpj', message: 'CNPJ inválido.' }] });
    const cnpj = generateCnpj();
    expect((await call('POST', '/v1/seguradoras', body({ cnpj }))).statusCode).toBe(201);
    const dup = await call('POST', '/v1/seguradoras', body({ cnpj: mask(cnpj) }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      error_description: `Já existe uma seguradora com o CNPJ ${mask(cnpj)}.`,
    });
  });

  it('gives field messages for missing data and unknown references, never 500', async () => {
    const res = await call('POST', '/v1/seguradoras', {
      nome: '',
      razao_social: ' ',
      cnpj: 'abc',
      emails: [{ email: 'x' }],
    });
    expect(res.statusCode).toBe(400);
    const messages = res.json<{ details: { message: string }[] }>().details.map((d) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Informe o nome.',
        'Informe a razão social.',
        'CNPJ inválido.',
        'E-mail inválido.',
      ]),
    );
    const pdf = await insertFile('application/pdf');
    const notImage = await call('POST', '/v1/seguradoras', body({ logo_arquivo_id: pdf }));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toMatchObject({
      details: [{ field: 'logo_arquivo_id', message: 'O logo deve ser uma imagem PNG, JPEG ou WebP.' }],
    });
    const unknownSub = await call(
      'POST',
      '/v1/seguradoras',
      body({ submodalidade_ids: [crypto.randomUUID()] }),
    );
    expect(unknownSub.statusCode).toBe(400);
    expect((await call('GET', '/v1/seguradoras/nao-e-uuid')).statusCode).toBe(400);
    expect((await call('GET', `/v1/seguradoras/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it('replaces e-mails and sub-modalities on PUT and refuses a stale If-Match with 412', async () => {
    const a = await insertModality('MODALIDADE TESTE B', ['SUB B1', 'SUB B2']);
    const created = await call('POST', '/v1/seguradoras', body({ submodalidade_ids: [a.subs[0]] }));
    const insurer = created.json<Insurer>();
    const etag = created.headers.etag as string;
    const next = {
      ...body({ cnpj: insurer.cnpj, nome: 'Nome Novo' }),
      emails: [{ email: 'novo@exemplo.com.br', descricao: null }],
      submodalidade_ids: [a.subs[1]],
    };
    const put = await call('PUT', `/v1/seguradoras/${insurer.id}`, next, { 'if-match': etag });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      nome: 'Nome Novo',
      emails: [{ email: 'novo@exemplo.com.br', descricao: null }],
      submodalidade_ids: [a.subs[1]],
    });
    const stale = await call(
      'PUT',
      `/v1/seguradoras/${insurer.id}`,
      { ...next, nome: 'Outro' },
      { 'if-match': etag },
    );
    expect(stale.statusCode).toBe(412);
    expect((await call('GET', `/v1/seguradoras/${insurer.id}`)).json()).toMatchObject({ nome: 'Nome Novo' });
  });

  it('refuses a PUT taking another insurer CNPJ with 409', async () => {
    const one = (await call('POST', '/v1/seguradoras', body())).json<Insurer>();
    const two = (await call('POST', '/v1/seguradoras', body())).json<Insurer>();
    const res = await call('PUT', `/v1/seguradoras/${two.id}`, body({ cnpj: one.cnpj }));
    expect(res.statusCode).toBe(409);
  });

  it('replays a create with the same client id', async () => {
    const id = crypto.randomUUID();
    const payload = { id, ...body() };
    expect((await call('POST', '/v1/seguradoras', payload)).statusCode).toBe(201);
    const again = await call('POST', '/v1/seguradoras', payload);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id });
  });

  it('lists paged with search by name or CNPJ digits, active filter and sort', async () => {
    const cnpj = generateCnpj();
    await call('POST', '/v1/seguradoras', body({ nome: 'Ávila Seguros', cnpj, ativo: false }));
    const byName = (await call('GET', '/v1/seguradoras?query=avila')).json<{
      items: InsurerSummary[];
      total_count: number;
    }>();
    expect(byName.items.map((i) => i.cnpj)).toEqual([cnpj]);
    const byCnpj = (await call('GET', `/v1/seguradoras?query=${encodeURIComponent(mask(cnpj))}`)).json<{
      items: InsurerSummary[];
    }>();
    expect(byCnpj.items.map((i) => i.cnpj)).toEqual([cnpj]);
    const active = (await call('GET', '/v1/seguradoras?ativo=true&page_size=-1')).json<{
      items: InsurerSummary[];
    }>();
    expect(active.items.every((i) => i.ativo)).toBe(true);
    const page = (await call('GET', '/v1/seguradoras?page_size=2&sort=cnpj&direction=desc')).json<{
      items: InsurerSummary[];
      total_count: number;
    }>();
    expect(page.items).toHaveLength(2);
    expect(page.total_count).toBeGreaterThan(2);
    expect(page.items[0]!.cnpj >= page.items[1]!.cnpj).toBe(true);
    expect((await call('GET', '/v1/seguradoras?sort=razao')).statusCode).toBe(400);
  });

  it('suggests active insurers, and only market-consult ones on suggest/consultamercado', async () => {
    const open = (await call('POST', '/v1/seguradoras', body({ nome: 'Sugestão Aberta' }))).json<Insurer>();
    const closed = (
      await call('POST', '/v1/seguradoras', body({ nome: 'Sugestão Fechada', consulta_mercado: false }))
    ).json<Insurer>();
    const off = (
      await call('POST', '/v1/seguradoras', body({ nome: 'Sugestão Inativa', ativo: false }))
    ).json<Insurer>();
    const cotacao = await server.tokenWith({ modules: ['cotacao'] });
    const all = await server.app.inject({
      url: '/v1/seguradoras/suggest?query=sugestao',
      headers: bearer(cotacao),
    });
    expect(all.statusCode).toBe(200);
    const ids = all.json<InsurerSuggestion[]>().map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining([open.id, closed.id]));
    expect(ids).not.toContain(off.id);
    const market = await call('GET', '/v1/seguradoras/suggest/consultamercado?query=sugestao');
    expect(market.json<InsurerSuggestion[]>().map((s) => s.id)).toEqual([open.id]);
    expect(market.json<InsurerSuggestion[]>()[0]).toEqual({
      id: open.id,
      nome: 'Sugestão Aberta',
      logo: null,
    });
  });
});
