import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Bank, CepLookup, Cnae, CompanyLookup } from '../../src/contract/pessoas';
import type { ApiErrorBody } from '../../src/contract/common';
import { pessoasAddresses, pessoasCompanies } from '../../server/db/schema';
import { buildPessoasApp } from '../../server/pessoas/app';
import { companyByCnpj, registerCompany } from '../../server/pessoas/service';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';
import type { UpstreamDouble } from './upstream-double';
import { brasilApiCep, brasilApiCompany, startUpstreamDouble } from './upstream-double';
import { cnpjWith, freshRoot, groupBodyFor } from './group-fixtures';

// Valid CNPJs (check digits verified): each test uses its own, so the cache of one does not leak.
const CNPJ = {
  fresh: '11222333000181',
  cached: '11444777000161',
  stale: '45723174000110',
  down: '33000167000101',
  garbage: '60701190000104',
  slow: '00000000000191',
  throttled: '60746948000112',
  notFound: '07526557000100',
  registered: '43214055000107',
} as const;
const CEP = { ok: '37130000', stale: '01310100', unknown: '99999999', down: '70040010', garbage: '20040002' };

const cnpjPath = (cnpj: string) => `/api/cnpj/v1/${cnpj}`;
const cepPath = (cep: string) => `/api/cep/v2/${cep}`;

let upstream: UpstreamDouble;
let server: TestServer;
let token: string;

async function get(url: string, auth: string | null = token) {
  return server.app.inject({ method: 'GET', url, headers: auth ? bearer(auth) : {} });
}
const errorOf = (body: string) => (JSON.parse(body) as ApiErrorBody).error_description;

/** Makes a stored answer older than the 30-day cache. */
async function age(table: 'cnpj' | 'cep', key: string) {
  if (table === 'cnpj')
    await server.database.db
      .update(pessoasCompanies)
      .set({ consultadoEm: sql`now() - interval '31 days'` })
      .where(eq(pessoasCompanies.cnpj, key));
  else
    await server.database.db
      .update(pessoasAddresses)
      .set({ consultadoEm: sql`now() - interval '31 days'` })
      .where(eq(pessoasAddresses.cep, key));
}

beforeAll(async () => {
  upstream = await startUpstreamDouble();
  // A short time-out, so the slow upstream is proven in a test that takes well under a second.
  server = await startTestServer({ pessoasUpstreamUrl: upstream.url, pessoasUpstreamTimeoutMs: 300 });
  token = await server.tokenWith({ modules: ['cadastro'] });
});
afterAll(async () => {
  await server.close();
  await upstream.close();
});

describe('personal-data API: company by CNPJ', () => {
  it('answers from the upstream, mapped to the contract, with or without the mask', async () => {
    upstream.answer(cnpjPath(CNPJ.fresh), { kind: 'json', body: brasilApiCompany(CNPJ.fresh) });
    const res = await get('/pessoas/v1/cnpj/11.222.333%2F0001-81');
    expect(res.statusCode).toBe(200);
    const company = res.json<CompanyLookup>();
    expect(company).toMatchObject({
      cnpj: CNPJ.fresh,
      razao_social: 'CAFEEIRA BOA VISTA LTDA',
      nome_fantasia: 'CAFÉ BOA VISTA',
      situacao_cadastral: 'ATIVA',
      data_abertura: '2015-03-05',
      natureza_juridica: 'Sociedade Empresária Limitada',
      cnae_principal: { codigo: '4621-4/00', descricao: 'Comércio atacadista de café em grão' },
      cnaes_secundarios: [{ codigo: '0115-6/00', descricao: 'Cultivo de soja' }],
      endereco: {
        cep: '37130000',
        logradouro: 'RUA DOS CAFEZAIS',
        numero: '100',
        complemento: 'SALA 2',
        bairro: 'CENTRO',
        cidade: 'ALFENAS',
        uf: 'MG',
        codigo_ibge: '3101607',
      },
      telefone: '3532921234',
      email: 'contato@cafeboavista.com.br',
      capital_social: 250000,
      socios: [
        {
          nome: 'MARIA DAS GRAÇAS SILVA',
          qualificacao: 'Sócio-Administrador',
          documento: '***123456**',
          data_entrada: '2015-03-05',
        },
      ],
      origem: 'receita',
    });
    // The main API's lookup gives the same answer (from the cache now: no second upstream call).
    const main = await get(`/v1/pessoa-juridica/${CNPJ.fresh}`);
    expect(main.statusCode).toBe(200);
    expect(main.json<CompanyLookup>().razao_social).toBe('CAFEEIRA BOA VISTA LTDA');
    expect(upstream.hits(cnpjPath(CNPJ.fresh))).toBe(1);
  });

  it('serves a cached answer for 30 days without asking the upstream, then asks again', async () => {
    upstream.answer(cnpjPath(CNPJ.cached), { kind: 'json', body: brasilApiCompany(CNPJ.cached) });
    expect((await get(`/pessoas/v1/cnpj/${CNPJ.cached}`)).statusCode).toBe(200);
    upstream.answer(cnpjPath(CNPJ.cached), {
      kind: 'json',
      body: brasilApiCompany(CNPJ.cached, { razao_social: 'NOVO NOME LTDA' }),
    });
    const cached = await get(`/pessoas/v1/cnpj/${CNPJ.cached}`);
    expect(cached.json<CompanyLookup>().razao_social).toBe('CAFEEIRA BOA VISTA LTDA');
    expect(upstream.hits(cnpjPath(CNPJ.cached))).toBe(1);

    await age('cnpj', CNPJ.cached);
    const refreshed = await get(`/pessoas/v1/cnpj/${CNPJ.cached}`);
    expect(refreshed.json<CompanyLookup>().razao_social).toBe('NOVO NOME LTDA');
    expect(upstream.hits(cnpjPath(CNPJ.cached))).toBe(2);
  });

  it('serves the stale answer when the upstream fails (500, 429, HTML, slow, reset)', async () => {
    upstream.answer(cnpjPath(CNPJ.stale), { kind: 'json', body: brasilApiCompany(CNPJ.stale) });
    expect((await get(`/pessoas/v1/cnpj/${CNPJ.stale}`)).statusCode).toBe(200);
    await age('cnpj', CNPJ.stale);
    for (const behaviour of [
      { kind: 'status', status: 500, body: 'erro' },
      { kind: 'status', status: 429, body: '{"message":"limite"}' },
      { kind: 'status', status: 200, body: '<html><body>manutenção</body></html>', contentType: 'text/html' },
      { kind: 'slow', delayMs: 2000, body: brasilApiCompany(CNPJ.stale) },
      { kind: 'reset' },
    ] as const) {
      upstream.answer(cnpjPath(CNPJ.stale), behaviour);
      const res = await get(`/pessoas/v1/cnpj/${CNPJ.stale}`);
      expect(res.statusCode, behaviour.kind).toBe(200);
      expect(res.json<CompanyLookup>().razao_social).toBe('CAFEEIRA BOA VISTA LTDA');
    }
  });

  it('answers 503 with the Portuguese message when the upstream is down and nothing is known', async () => {
    for (const [cnpj, behaviour] of [
      [CNPJ.down, { kind: 'status', status: 502, body: 'bad gateway' }],
      [CNPJ.slow, { kind: 'slow', delayMs: 2000, body: brasilApiCompany(CNPJ.slow) }],
      [CNPJ.throttled, { kind: 'status', status: 429 }],
    ] as const) {
      upstream.answer(cnpjPath(cnpj), behaviour);
      const res = await get(`/v1/pessoa-juridica/${cnpj}`);
      expect(res.statusCode, behaviour.kind).toBe(503);
      expect(errorOf(res.body)).toBe('Consulta de CNPJ indisponível no momento; preencha os dados à mão.');
    }
  });

  it('never answers 500 for garbage: HTML, JSON of another shape, another CNPJ', async () => {
    for (const behaviour of [
      { kind: 'status', status: 200, body: '<!doctype html><p>oi</p>', contentType: 'text/html' },
      { kind: 'json', body: { foo: 'bar' } },
      { kind: 'json', body: [1, 2, 3] },
      { kind: 'json', body: brasilApiCompany(CNPJ.fresh) },
      { kind: 'json', body: brasilApiCompany(CNPJ.garbage, { razao_social: 42, qsa: 'x' }) },
    ] as const) {
      upstream.answer(cnpjPath(CNPJ.garbage), behaviour);
      const res = await get(`/pessoas/v1/cnpj/${CNPJ.garbage}`);
      expect(res.statusCode).toBe(503);
    }
  });

  it("without an upstream says the lookup is unavailable (503), never 'CNPJ não encontrado'", async () => {
    const lookup = companyByCnpj(server.database.db, {}, '18.236.120/0001-58');
    await expect(lookup).rejects.toMatchObject({
      statusCode: 503,
      description: 'Consulta de CNPJ indisponível no momento; preencha os dados à mão.',
    });
  });

  it('says 404 for a CNPJ unknown everywhere, and 400 for an invalid one', async () => {
    const res = await get(`/pessoas/v1/cnpj/${CNPJ.notFound}`);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res.body)).toBe('CNPJ não encontrado.');
    for (const bad of ['11222333000182', '1122233300018', 'abc', '00000000000000']) {
      const invalid = await get(`/pessoas/v1/cnpj/${bad}`);
      expect(invalid.statusCode, bad).toBe(400);
      expect(errorOf(invalid.body)).toBe('CNPJ inválido.');
      expect((await get(`/v1/pessoa-juridica/${bad}`)).statusCode).toBe(400);
    }
    expect(upstream.hits(cnpjPath('11222333000182'))).toBe(0);
  });

  it('answers a company the brokerage registered when the upstream does not know it or fails', async () => {
    await registerCompany(server.database.db, {
      cnpj: '43.214.055/0001-07',
      razao_social: 'AGRO REGISTRADA LTDA',
      nome_fantasia: 'AGRO REG',
      atividade_principal: { codigo: '0115600', descricao: 'Cultivo de soja' },
      endereco: {
        cep: '37130000',
        logradouro: 'Rua A',
        numero: '1',
        complemento: null,
        bairro: 'Centro',
        cidade: 'Alfenas',
        uf: 'MG',
        codigo_ibge: '3101607',
      },
      telefone: null,
      email: null,
    });
    const notKnown = await get(`/pessoas/v1/cnpj/${CNPJ.registered}`);
    expect(notKnown.statusCode).toBe(200);
    expect(notKnown.json<CompanyLookup>()).toMatchObject({
      razao_social: 'AGRO REGISTRADA LTDA',
      origem: 'cadastro',
      cnae_principal: { codigo: '0115-6/00', descricao: 'Cultivo de soja' },
    });
    upstream.answer(cnpjPath(CNPJ.registered), { kind: 'status', status: 500 });
    expect((await get(`/pessoas/v1/cnpj/${CNPJ.registered}`)).json<CompanyLookup>().origem).toBe('cadastro');
    // Once the Receita knows it, its answer replaces the registration; a later registration keeps it.
    upstream.answer(cnpjPath(CNPJ.registered), { kind: 'json', body: brasilApiCompany(CNPJ.registered) });
    expect((await get(`/pessoas/v1/cnpj/${CNPJ.registered}`)).json<CompanyLookup>().origem).toBe('receita');
    await registerCompany(server.database.db, {
      cnpj: CNPJ.registered,
      razao_social: 'OUTRO NOME',
      nome_fantasia: null,
      atividade_principal: null,
      endereco: {
        cep: null,
        logradouro: null,
        numero: null,
        complemento: null,
        bairro: null,
        cidade: null,
        uf: null,
        codigo_ibge: null,
      },
      telefone: null,
      email: null,
    });
    expect((await get(`/pessoas/v1/cnpj/${CNPJ.registered}`)).json<CompanyLookup>().razao_social).toBe(
      'CAFEEIRA BOA VISTA LTDA',
    );
  });
});

describe('personal-data API: the brokerage registrations', () => {
  it('a group saved through the main API answers the lookup of its CNPJ (origem cadastro)', async () => {
    const cnpj = cnpjWith(freshRoot());
    const admin = await server.adminToken();
    const created = await server.app.inject({
      method: 'POST',
      url: '/v1/gruposeconomicos',
      headers: bearer(admin),
      payload: groupBodyFor(cnpj),
    });
    expect(created.statusCode, created.body).toBe(201);
    // The upstream does not know it (the double's default is 404).
    const res = await get(`/v1/pessoa-juridica/${cnpj}`);
    expect(res.statusCode).toBe(200);
    expect(res.json<CompanyLookup>()).toMatchObject({
      cnpj,
      // As the group stores it (upper case).
      razao_social: `GRUPO ${cnpj.slice(0, 8)} LTDA`,
      origem: 'cadastro',
      cnae_principal: { codigo: '6622-3/00' },
      endereco: { cep: '01310100', cidade: 'SÃO PAULO', uf: 'SP' },
    });
  });
});

describe('personal-data API: address by CEP', () => {
  beforeEach(() => {
    upstream.answer(cepPath(CEP.ok), { kind: 'json', body: brasilApiCep(CEP.ok, { ibge: '3101607' }) });
  });

  it('answers from the upstream, then from the cache; /v1/cep and /v1/consultacep agree', async () => {
    const res = await get('/pessoas/v1/cep/37130-000');
    expect(res.statusCode).toBe(200);
    expect(res.json<CepLookup>()).toEqual({
      cep: '37130000',
      logradouro: 'Rua dos Cafezais',
      bairro: 'Centro',
      cidade: 'Alfenas',
      uf: 'MG',
      codigo_ibge: '3101607',
    });
    const main = await get(`/v1/cep/${CEP.ok}`);
    const consulta = await get(`/v1/consultacep/${CEP.ok}`);
    expect(main.json()).toEqual(res.json());
    expect(consulta.json()).toEqual(res.json());
    expect(upstream.hits(cepPath(CEP.ok))).toBe(1);
  });

  it('serves the stale address when the upstream fails, 503 when nothing is known', async () => {
    upstream.answer(cepPath(CEP.stale), {
      kind: 'json',
      body: brasilApiCep(CEP.stale, { city: 'São Paulo', state: 'SP' }),
    });
    expect((await get(`/v1/cep/${CEP.stale}`)).statusCode).toBe(200);
    await age('cep', CEP.stale);
    upstream.answer(cepPath(CEP.stale), { kind: 'status', status: 503 });
    const stale = await get(`/v1/cep/${CEP.stale}`);
    expect(stale.statusCode).toBe(200);
    expect(stale.json<CepLookup>().cidade).toBe('São Paulo');

    for (const [cep, behaviour] of [
      [CEP.down, { kind: 'slow', delayMs: 2000, body: brasilApiCep(CEP.down) }],
      [CEP.garbage, { kind: 'status', status: 200, body: '<html>', contentType: 'text/html' }],
    ] as const) {
      upstream.answer(cepPath(cep), behaviour);
      const res = await get(`/v1/cep/${cep}`);
      expect(res.statusCode).toBe(503);
      expect(errorOf(res.body)).toBe('Serviço indisponível no momento.');
    }
  });

  it('says 404 for an unknown CEP and 400 for an invalid one', async () => {
    const res = await get(`/pessoas/v1/cep/${CEP.unknown}`);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res.body)).toBe('CEP não encontrado.');
    for (const bad of ['3713000', '371300000', 'abcdefgh']) {
      const invalid = await get(`/v1/cep/${bad}`);
      expect(invalid.statusCode, bad).toBe(400);
      expect(errorOf(invalid.body)).toBe('CEP inválido: informe os 8 dígitos.');
    }
  });
});

describe('personal-data API: CNAE and bank suggests', () => {
  it('finds CNAE subclasses by description (accents, case) or code (with or without mask)', async () => {
    const byText = (await get('/v1/cnaes/suggest?query=CORRETORES%20E%20AGENTES%20DE%20SEGUROS')).json<
      Cnae[]
    >();
    expect(byText).toContainEqual({
      codigo: '6622-3/00',
      descricao: 'Corretores e agentes de seguros, de planos de previdência complementar e de saúde',
    });
    const noAccent = (
      await get('/pessoas/v1/cnaes/suggest?query=previdencia%20complementar%20e%20de%20saude')
    ).json<Cnae[]>();
    expect(noAccent.map((c) => c.codigo)).toContain('6622-3/00');
    for (const code of ['6622-3/00', '6622300', '6622-3']) {
      const byCode = (await get(`/v1/cnaes/suggest?query=${encodeURIComponent(code)}`)).json<Cnae[]>();
      expect(byCode[0]?.codigo, code).toBe('6622-3/00');
    }
    const all = (await get('/v1/cnaes/suggest')).json<Cnae[]>();
    expect(all).toHaveLength(50);
    expect((await get('/v1/cnaes/suggest?query=cultivo')).json<Cnae[]>().length).toBeLessThanOrEqual(50);
    // CNAE 2.3: subclasses created after 2.1 are there, the extinct ones (6201-5/00) are not.
    expect((await get('/v1/cnaes/suggest?query=4713-0/05')).json<Cnae[]>()).toEqual([
      {
        codigo: '4713-0/05',
        descricao: 'Lojas francas (duty free) de aeroportos, portos e em fronteiras terrestres',
      },
    ]);
    expect((await get('/v1/cnaes/suggest?query=6201500')).json<Cnae[]>()).toEqual([]);
  });

  it('finds banks by COMPE code, ISPB or name', async () => {
    const bb = (await get('/v1/bancos/suggest?query=001')).json<Bank[]>();
    expect(bb[0]).toMatchObject({ compe: '001', ispb: '00000000' });
    const byName = (await get('/pessoas/v1/bancos/suggest?query=banco%20do%20brasil')).json<Bank[]>();
    expect(byName.map((b) => b.compe)).toContain('001');
    expect((await get('/v1/bancos/suggest')).json<Bank[]>()).toHaveLength(50);
  });
});

describe('personal-data API: access', () => {
  const urls = [
    `/pessoas/v1/cnpj/${CNPJ.fresh}`,
    `/pessoas/v1/cep/${CEP.ok}`,
    '/pessoas/v1/cnaes/suggest',
    '/pessoas/v1/bancos/suggest',
    `/v1/pessoa-juridica/${CNPJ.fresh}`,
    `/v1/cep/${CEP.ok}`,
    `/v1/consultacep/${CEP.ok}`,
    '/v1/cnaes/suggest',
    '/v1/bancos/suggest',
  ];

  it('401 without a token, 403 without the modules', async () => {
    const none = await server.tokenWith({ modules: ['carteira'] });
    for (const url of urls) {
      expect((await get(url, null)).statusCode, url).toBe(401);
      expect((await get(url, none)).statusCode, url).toBe(403);
    }
  });

  it('lets any of the modules in, and the guest only to the address', async () => {
    upstream.answer(cepPath(CEP.ok), { kind: 'json', body: brasilApiCep(CEP.ok) });
    for (const module of ['cotacao', 'apolice', 'configuracao'] as const) {
      const t = await server.tokenWith({ modules: [module] });
      expect((await get('/v1/cnaes/suggest?query=soja', t)).statusCode, module).toBe(200);
    }
    const guest = await server.tokenWith({ guest: true });
    expect((await get(`/v1/cep/${CEP.ok}`, guest)).statusCode).toBe(200);
    expect((await get(`/v1/pessoa-juridica/${CNPJ.fresh}`, guest)).statusCode).toBe(403);
  });

  it('the standalone app verifies the same tokens', async () => {
    const alone = await buildPessoasApp({ config: server.config, database: server.database });
    try {
      const ok = await alone.inject({
        method: 'GET',
        url: '/pessoas/v1/cnaes/suggest?query=soja',
        headers: bearer(token),
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json<Cnae[]>().map((c) => c.codigo)).toContain('0115-6/00');
      expect((await alone.inject({ method: 'GET', url: '/pessoas/v1/cnaes/suggest' })).statusCode).toBe(401);
      const wrong = await alone.inject({
        method: 'GET',
        url: '/pessoas/v1/cnaes/suggest',
        headers: bearer(`${token.slice(0, -4)}AAAA`),
      });
      expect(wrong.statusCode).toBe(401);
    } finally {
      await alone.close();
    }
  });
});
