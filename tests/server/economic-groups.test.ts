import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, insureds, pessoasCompanies, quotePermissions, users } from '../../server/db/schema';
import type { ApiErrorBody, Paged } from '../../src/contract/common';
import type {
  Company,
  CompanySuggestion,
  CompanyTerms,
  DocumentSuggestion,
  EconomicGroup,
  EconomicGroupRow,
  GroupSuggestion,
  InsuredSuggestion,
} from '../../src/contract/economic-groups';
import { GROUP_MESSAGES } from '../../src/contract/economic-groups';
import type { AuditEntry } from '../../src/contract/audit';
import type { TestServer } from './harness';
import { startTestServer } from './harness';
import {
  CNAE_DESCRIPTION,
  caller,
  cnpjWith,
  companyBodyFor,
  freshRoot,
  groupBodyFor,
  insertFile,
  insertUser,
  seedCnaes,
  tokenOf,
} from './group-fixtures';
import { addMonths } from '../../server/domains/economic-groups/lookups';

let server: TestServer;
let admin: string;
let call: ReturnType<typeof caller>;
let ana: string; // an active user: responsible of the groups
let anaToken: string;
let bruno: string;
let brunoToken: string;
let office: string;
let group: EconomicGroup;

const GROUPS = '/v1/gruposeconomicos';
const companiesOf = (id: string) => `${GROUPS}/${id}/tomadores`;
const errorOf = (body: string) => JSON.parse(body) as ApiErrorBody;

async function newGroup(extra: Record<string, unknown> = {}, root = freshRoot()): Promise<EconomicGroup> {
  const res = await call('POST', GROUPS, admin, groupBodyFor(cnpjWith(root), extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<EconomicGroup>();
}

async function newCompany(groupId: string, body: object): Promise<Company> {
  const res = await call('POST', companiesOf(groupId), admin, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Company>();
}

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
  admin = await server.adminToken();
  await seedCnaes(server);
  ana = await insertUser(server, 'Ana Lima');
  bruno = await insertUser(server, 'Bruno Reis');
  anaToken = await tokenOf(
    server,
    ana,
    ['cadastro', 'cotacao'],
    ['visualizar_grupo_economico', 'criar_grupo_economico'],
  );
  brunoToken = await tokenOf(server, bruno, ['cotacao']);
  const res = await call('POST', '/v1/escritorios/', admin, {
    nome: `Escritório ${freshRoot()}`,
    uf: 'MG',
    cidade: 'Varginha',
  });
  office = res.json<{ id: string }>().id;
  group = await newGroup({ responsavel_id: ana, escritorio_id: office, status_id: 'aprovado' });
});
afterAll(() => server.close());

describe('economic groups: create and read', () => {
  it('creates the group and its head company with the same data; the CNAE gets its description', async () => {
    expect(group).toMatchObject({
      subsidiaria: false,
      ativo: true,
      status: { id: 'aprovado', nome: 'Aprovado' },
      atividade_principal: { codigo: '6622-3/00', descricao: CNAE_DESCRIPTION },
      endereco: { cep: '01310100', logradouro: 'AV. PAULISTA', cidade: 'SÃO PAULO', uf: 'SP' },
      telefone: '1133334444',
      responsavel: { id: ana, nome: 'Ana Lima' },
      escritorio: { id: office },
      total_empresas: 1,
    });
    const page = (await call('GET', companiesOf(group.id), admin)).json<Paged<Company>>();
    expect(page.total_count).toBe(1);
    expect(page.items[0]).toMatchObject({
      cnpj: group.cnpj,
      razao_social: group.razao_social,
      principal: true,
      subsidiaria: false,
      grupo_economico: { id: group.id, nome: group.nome_fantasia },
      atividade_principal: group.atividade_principal,
      endereco: group.endereco,
    });
  });

  it('derives subsidiaria from the CNPJ order number of the head company', async () => {
    const branch = await call('POST', GROUPS, admin, groupBodyFor(cnpjWith(freshRoot(), '0002')));
    expect(branch.statusCode).toBe(201);
    expect(branch.json<EconomicGroup>().subsidiaria).toBe(true);
  });

  it('answers a replayed client id with the stored group, and writes one audit row', async () => {
    const id = crypto.randomUUID();
    const body = { id, ...groupBodyFor(cnpjWith(freshRoot())) };
    expect((await call('POST', GROUPS, admin, body)).statusCode).toBe(201);
    const again = await call('POST', GROUPS, admin, body);
    expect(again.statusCode).toBe(200);
    expect(again.json<EconomicGroup>().id).toBe(id);
    const rows = await server.database.db.select().from(auditLog).where(eq(auditLog.entidadeId, id));
    expect(rows.map((r) => r.acao)).toEqual(['criar']);
  });

  it('reads a group with an ETag; an unknown id is 404 and a bad id 400 in Portuguese', async () => {
    const res = await call('GET', `${GROUPS}/${group.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeTruthy();
    expect((await call('GET', `${GROUPS}/${crypto.randomUUID()}`, admin)).statusCode).toBe(404);
    const bad = await call('GET', `${GROUPS}/nao-e-uuid`, admin);
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad.body).details?.[0]?.message).toBe('Identificador inválido.');
  });

  it('refuses bad bodies with 400 in Portuguese', async () => {
    const cases: [object, string][] = [
      [{ ...groupBodyFor('11.111.111/1111-11') }, 'cnpj'],
      [{ ...groupBodyFor(cnpjWith(freshRoot())), razao_social: '' }, 'razao_social'],
      [{ ...groupBodyFor(cnpjWith(freshRoot())), atividade_principal: '12' }, 'atividade_principal'],
      [{ ...groupBodyFor(cnpjWith(freshRoot())), status_id: 'outro' }, 'status_id'],
      [
        {
          ...groupBodyFor(cnpjWith(freshRoot())),
          balancos: [{ ano: 1800, arquivo_id: crypto.randomUUID() }],
        },
        'balancos.0.ano',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', GROUPS, admin, body);
      expect(res.statusCode, field).toBe(400);
      expect(
        errorOf(res.body).details?.map((d) => d.field),
        field,
      ).toContain(field);
    }
  });

  it('refuses an unknown CNAE, office, contact or file, and an inactive responsible (400)', async () => {
    const inactive = await insertUser(server, 'Inativo', false);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ atividade_principal: '9999999' }, 'atividade_principal', 'CNAE inválido.'],
      [{ escritorio_id: crypto.randomUUID() }, 'escritorio_id', 'Escritório não encontrado.'],
      [{ contato_ids: [crypto.randomUUID()] }, 'contato_ids', 'Contato de relacionamento não encontrado.'],
      [
        { balancos: [{ ano: 2024, arquivo_id: crypto.randomUUID() }] },
        'balancos',
        'Arquivo não encontrado: envie o arquivo novamente.',
      ],
      [
        { documentos: [{ tipo: 'Contrato', arquivo_id: crypto.randomUUID() }] },
        'documentos',
        'Arquivo não encontrado: envie o arquivo novamente.',
      ],
      [{ responsavel_id: inactive }, 'responsavel_id', GROUP_MESSAGES.responsibleInactive],
      [{ responsavel_id: crypto.randomUUID() }, 'responsavel_id', GROUP_MESSAGES.responsibleInactive],
    ];
    for (const [extra, field, message] of cases) {
      const res = await call('POST', GROUPS, admin, groupBodyFor(cnpjWith(freshRoot()), extra));
      expect(res.statusCode, field).toBe(400);
      expect(errorOf(res.body).details).toEqual([{ field, message }]);
    }
  });
});

describe('the personal-data registry', () => {
  it('registers every saved group and company for the CNPJ lookups (origem cadastro)', async () => {
    const stored = async (cnpj: string) =>
      (await server.database.db.select().from(pessoasCompanies).where(eq(pessoasCompanies.cnpj, cnpj)))[0];
    expect(await stored(group.cnpj)).toMatchObject({
      origem: 'cadastro',
      dados: { razao_social: group.razao_social, cnae_principal: { codigo: '6622-3/00' } },
    });
    const company = await newCompany(group.id, companyBodyFor(cnpjWith(freshRoot())));
    await call('PUT', `${companiesOf(group.id)}/${company.id}`, admin, { razao_social: 'Registrada Depois' });
    expect((await stored(company.cnpj))?.dados.razao_social).toBe('REGISTRADA DEPOIS');
  });
});

describe('CNPJ uniqueness and subsidiaries', () => {
  it('refuses a group whose CNPJ a company already has, naming the group', async () => {
    const res = await call('POST', GROUPS, admin, groupBodyFor(group.cnpj));
    expect(res.statusCode).toBe(409);
    expect(errorOf(res.body).error_description).toBe(GROUP_MESSAGES.cnpjTaken(group.nome_fantasia ?? ''));
  });

  it("refuses a borrower whose CNPJ is another group's head company, naming that group", async () => {
    const other = await newGroup();
    const res = await call('POST', companiesOf(other.id), admin, companyBodyFor(group.cnpj));
    expect(res.statusCode).toBe(409);
    expect(errorOf(res.body).error_description).toBe(GROUP_MESSAGES.cnpjTaken(group.nome_fantasia ?? ''));
  });

  it('refuses a group whose CNPJ is a borrower of another group', async () => {
    const cnpj = cnpjWith(freshRoot());
    await newCompany(group.id, companyBodyFor(cnpj));
    const res = await call('POST', GROUPS, admin, groupBodyFor(cnpj));
    expect(res.statusCode).toBe(409);
    expect(errorOf(res.body).error_description).toContain(group.nome_fantasia);
  });

  it('lets one of two concurrent creates of the same CNPJ win; the other is a 409 naming it', async () => {
    const cnpj = cnpjWith(freshRoot());
    const answers = await Promise.all([
      call('POST', GROUPS, admin, groupBodyFor(cnpj, { nome_fantasia: 'Primeiro' })),
      call('POST', GROUPS, admin, groupBodyFor(cnpj, { nome_fantasia: 'Primeiro' })),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(errorOf(refused?.body ?? '{}').error_description).toBe(GROUP_MESSAGES.cnpjTaken('PRIMEIRO'));
  });

  it("accepts a subsidiary sharing the group's root and refuses one with another root", async () => {
    const root = group.cnpj.slice(0, 8);
    const filial = await newCompany(group.id, companyBodyFor(cnpjWith(root, '0003'), { subsidiaria: true }));
    expect(filial).toMatchObject({ subsidiaria: true, principal: false, vigencia_maxima_meses: 60 });
    const res = await call(
      'POST',
      companiesOf(group.id),
      admin,
      companyBodyFor(cnpjWith(freshRoot(), '0002'), { subsidiaria: true }),
    );
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.body).details).toEqual([{ field: 'cnpj', message: GROUP_MESSAGES.rootMismatch }]);
  });
});

describe('borrowers and subsidiaries', () => {
  it('answers 404 for a company under another group (parent mismatch), on GET and PUT', async () => {
    const other = await newGroup();
    const company = await newCompany(group.id, companyBodyFor(cnpjWith(freshRoot())));
    expect((await call('GET', `${companiesOf(group.id)}/${company.id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `${companiesOf(other.id)}/${company.id}`, admin)).statusCode).toBe(404);
    const put = await call('PUT', `${companiesOf(other.id)}/${company.id}`, admin, { razao_social: 'X' });
    expect(put.statusCode).toBe(404);
    const badId = await call('GET', `${companiesOf(group.id)}/nao-e-uuid`, admin);
    expect(badId.statusCode).toBe(400);
    expect(errorOf(badId.body).details?.[0]?.message).toBe('Identificador inválido.');
    const badBody = await call('PUT', `${companiesOf(group.id)}/${company.id}`, admin, {
      razao_social: 'X',
      vigencia_maxima_meses: 0,
    });
    expect(badBody.statusCode).toBe(400);
    expect(errorOf(badBody.body).details).toEqual([
      { field: 'vigencia_maxima_meses', message: 'A vigência máxima deve ser de pelo menos 1 mês.' },
    ]);
    expect((await call('GET', companiesOf(crypto.randomUUID()), admin)).statusCode).toBe(404);
    expect(
      (await call('POST', companiesOf(crypto.randomUUID()), admin, companyBodyFor(cnpjWith(freshRoot()))))
        .statusCode,
    ).toBe(404);
  });

  it("lists a group's companies with the filters and sort", async () => {
    const g = await newGroup();
    const root = g.cnpj.slice(0, 8);
    await newCompany(
      g.id,
      companyBodyFor(cnpjWith(root, '0002'), { subsidiaria: true, razao_social: 'Beta Filial' }),
    );
    await newCompany(
      g.id,
      companyBodyFor(cnpjWith(freshRoot()), { razao_social: 'Álamo Tomador', ativo: false }),
    );
    const names = async (query: string) =>
      (await call('GET', `${companiesOf(g.id)}?${query}`, admin))
        .json<Paged<Company>>()
        .items.map((c) => c.razao_social);
    expect(await names('sort=razao_social')).toEqual(['ÁLAMO TOMADOR', 'BETA FILIAL', g.razao_social]);
    expect(await names('subsidiarias=true')).toEqual(['BETA FILIAL']);
    expect(await names('ativo=false')).toEqual(['ÁLAMO TOMADOR']);
    expect(await names('query=alamo')).toEqual(['ÁLAMO TOMADOR']);
    expect((await call('GET', `${companiesOf(g.id)}?subsidiarias=talvez`, admin)).statusCode).toBe(400);
  });

  it('edits a borrower with If-Match: one audit row with the changed fields; a 412 writes none', async () => {
    const company = await newCompany(group.id, companyBodyFor(cnpjWith(freshRoot())));
    const read = await call('GET', `${companiesOf(group.id)}/${company.id}`, admin);
    const etag = read.headers.etag as string;
    const url = `${companiesOf(group.id)}/${company.id}`;
    const res = await call(
      'PUT',
      url,
      admin,
      { razao_social: 'Novo Nome', vigencia_maxima_meses: 36 },
      { 'if-match': etag },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Company>()).toMatchObject({ razao_social: 'NOVO NOME', vigencia_maxima_meses: 36 });
    const stale = await call('PUT', url, admin, { razao_social: 'Outro' }, { 'if-match': etag });
    expect(stale.statusCode).toBe(412);
    const rows = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entidade, 'empresa'), eq(auditLog.entidadeId, company.id)));
    expect(rows.map((r) => r.acao).sort()).toEqual(['alterar', 'criar']);
    const change = rows.find((r) => r.acao === 'alterar');
    expect(Object.keys(change?.depois as object).sort()).toEqual(['razao_social', 'vigencia_maxima_meses']);
  });

  it("edits the head company through the group: its data follows the group's", async () => {
    const g = await newGroup();
    const read = await call('GET', `${GROUPS}/${g.id}`, admin);
    const body = { ...groupBodyFor(g.cnpj), razao_social: 'Grupo Renomeado', atividade_principal: '4120400' };
    delete (body as { cnpj?: string }).cnpj;
    const res = await call('PUT', `${GROUPS}/${g.id}`, admin, body, {
      'if-match': read.headers.etag as string,
    });
    expect(res.statusCode, res.body).toBe(200);
    const head = (await call('GET', companiesOf(g.id), admin)).json<Paged<Company>>().items[0];
    expect(head).toMatchObject({
      razao_social: 'GRUPO RENOMEADO',
      principal: true,
      atividade_principal: { codigo: '4120-4/00', descricao: 'Construção de edifícios' },
    });
  });

  it('gives the terms: today in São Paulo plus the maximum months', async () => {
    const company = await newCompany(
      group.id,
      companyBodyFor(cnpjWith(freshRoot()), { vigencia_maxima_meses: 24 }),
    );
    const res = await call('GET', `${GROUPS}/${company.id}/prazos`, admin);
    expect(res.statusCode).toBe(200);
    const terms = res.json<CompanyTerms>();
    expect(terms).toMatchObject({ tomador_id: company.id, vigencia_maxima_meses: 24 });
    expect(terms.vigencia_maxima_ate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await call('GET', `${GROUPS}/${crypto.randomUUID()}/prazos`, admin)).statusCode).toBe(404);
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2024-11-15', 24)).toBe('2026-11-15');
  });
});

describe('groups: update and audit', () => {
  it('writes exactly one audit row with the changed fields; a stale If-Match (412) writes none', async () => {
    const g = await newGroup();
    const read = await call('GET', `${GROUPS}/${g.id}`, admin);
    const etag = read.headers.etag as string;
    const file = await insertFile(server);
    const body = {
      ...groupBodyFor(g.cnpj),
      status_id: 'em_analise',
      balancos: [{ ano: 2024, arquivo_id: file }],
    };
    const res = await call('PUT', `${GROUPS}/${g.id}`, admin, body, { 'if-match': etag });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<EconomicGroup>();
    expect(updated.balancos).toMatchObject([
      { ano: 2024, arquivo: { id: file, nome: 'balanco.pdf', url: `/arquivos/${file}` } },
    ]);
    const stale = await call(
      'PUT',
      `${GROUPS}/${g.id}`,
      admin,
      { ...body, status_id: 'aprovado' },
      { 'if-match': etag },
    );
    expect(stale.statusCode).toBe(412);
    const history = await call('GET', `/v1/auditoria?entidade=grupo_economico&entidade_id=${g.id}`, anaToken);
    expect(history.statusCode, history.body).toBe(200);
    const entries = history.json<Paged<AuditEntry>>().items;
    expect(entries.map((e) => e.acao)).toEqual(['alterar', 'criar']);
    expect(entries[0]?.alteracoes.map((c) => c.campo).sort()).toEqual(['balancos', 'status']);
    // A save that changes nothing writes no row.
    const same = await call('PUT', `${GROUPS}/${g.id}`, admin, body);
    expect(same.statusCode).toBe(200);
    const after = (
      await call('GET', `/v1/auditoria?entidade=grupo_economico&entidade_id=${g.id}`, admin)
    ).json<Paged<AuditEntry>>();
    expect(after.total_count).toBe(2);
  });

  it('replaces documents and contacts, and suggests the documents newest first', async () => {
    const g = await newGroup();
    const [f1, f2, f3] = [
      await insertFile(server, 'b2023.pdf'),
      await insertFile(server, 'b2024.pdf'),
      await insertFile(server, 'cs.pdf'),
    ];
    const body = {
      ...groupBodyFor(g.cnpj),
      balancos: [{ ano: 2023, arquivo_id: f1 }],
      documentos: [{ tipo: 'Contrato social', arquivo_id: f3 }],
    };
    expect((await call('PUT', `${GROUPS}/${g.id}`, admin, body)).statusCode).toBe(200);
    const res = await call('PUT', `${GROUPS}/${g.id}`, admin, {
      ...body,
      balancos: [
        { ano: 2023, arquivo_id: f1 },
        { ano: 2024, arquivo_id: f2 },
      ],
    });
    expect(res.json<EconomicGroup>().balancos).toHaveLength(2);
    const balances = (await call('GET', `${GROUPS}/${g.id}/documentos/balancos/suggest`, anaToken)).json<
      DocumentSuggestion[]
    >();
    expect(balances.map((b) => b.nome)).toEqual(['Balanço 2024', 'Balanço 2023']);
    const others = (await call('GET', `${GROUPS}/${g.id}/documentos/outros/suggest`, anaToken)).json<
      DocumentSuggestion[]
    >();
    expect(others).toMatchObject([{ nome: 'CONTRATO SOCIAL', arquivo: { id: f3 } }]);
    expect(
      (await call('GET', `${GROUPS}/${crypto.randomUUID()}/documentos/outros/suggest`, admin)).statusCode,
    ).toBe(404);
  });
});

describe('favourites', () => {
  it('stars per user, idempotently; the favoritos filter and the suggest follow', async () => {
    const g = await newGroup({ nome_fantasia: 'Estrela' });
    const company = await newCompany(
      g.id,
      companyBodyFor(cnpjWith(freshRoot()), { razao_social: 'Zeta Tomadora' }),
    );
    const star = `${GROUPS}/tomadores/${company.id}/favoritar`;
    for (let i = 0; i < 2; i++) {
      const res = await call('PUT', star, anaToken, undefined, { 'idempotency-key': crypto.randomUUID() });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<CompanySuggestion>()).toMatchObject({ id: company.id, favorito: true });
    }
    const mine = (await call('GET', `${GROUPS}?favoritos=true&page_size=500`, anaToken)).json<
      Paged<EconomicGroupRow>
    >();
    expect(mine.items.map((r) => r.id)).toEqual([g.id]);
    expect(mine.items[0]?.favorito).toBe(true);
    const adminView = await call('GET', `${GROUPS}?favoritos=true`, admin);
    expect(adminView.json<Paged<EconomicGroupRow>>().total_count).toBe(0);
    // Favourites first in the suggest, for the user who starred only.
    const suggest = (await call('GET', `${companiesOf(g.id)}/suggest`, anaToken)).json<CompanySuggestion[]>();
    expect(suggest[0]).toMatchObject({ id: company.id, favorito: true, nome: 'ZETA TOMADORA' });
    const brunos = (await call('GET', `${companiesOf(g.id)}/suggest`, brunoToken)).json<
      CompanySuggestion[]
    >();
    expect(brunos.map((s) => s.favorito)).toEqual([false, false]);
    const read = (await call('GET', `${companiesOf(g.id)}/${company.id}`, anaToken)).json<Company>();
    expect(read.favorito).toBe(true);
    const off = await call('PUT', `${GROUPS}/tomadores/${company.id}/desfavoritar`, anaToken);
    expect(off.json<CompanySuggestion>().favorito).toBe(false);
    expect((await call('PUT', `${GROUPS}/tomadores/${company.id}/desfavoritar`, anaToken)).statusCode).toBe(
      200,
    );
    expect(
      (await call('GET', `${GROUPS}?favoritos=true`, anaToken)).json<Paged<EconomicGroupRow>>().total_count,
    ).toBe(0);
    // Only the 'Somente favoritos' flag filters: false lists every group.
    const unfiltered = await call('GET', `${GROUPS}?favoritos=false`, anaToken);
    expect(unfiltered.json<Paged<EconomicGroupRow>>().total_count).toBeGreaterThan(1);
    expect(
      (await call('PUT', `${GROUPS}/tomadores/${crypto.randomUUID()}/favoritar`, anaToken)).statusCode,
    ).toBe(404);
  });
});

describe('group list', () => {
  it('filters by name or CNPJ (masked or not), status, office, responsible and ativo; sorts folded', async () => {
    const list = async (query: string) =>
      (await call('GET', `${GROUPS}?page_size=500&${query}`, admin))
        .json<Paged<EconomicGroupRow>>()
        .items.map((r) => r.id);
    const masked = group.cnpj.replace(/^(\d{2})(\d{3})(\d{3})/, '$1.$2.$3');
    expect(await list(`query=${encodeURIComponent(masked)}`)).toEqual([group.id]);
    expect(await list(`query=${encodeURIComponent((group.nome_fantasia ?? '').toLowerCase())}`)).toContain(
      group.id,
    );
    expect(await list(`responsavel_id=${ana}`)).toEqual([group.id]);
    expect(await list(`escritorio_id=${office}`)).toEqual([group.id]);
    expect(await list('status=aprovado')).toEqual([group.id]);
    expect(await list('ativo=false')).toEqual([]);
    const all = (await call('GET', `${GROUPS}?page_size=-1&sort=razao_social`, admin)).json<
      Paged<EconomicGroupRow>
    >();
    expect(all.items.length).toBe(all.total_count);
    const names = all.items.map((r) => r.razao_social);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    const row = all.items.find((r) => r.id === group.id);
    expect(row).toMatchObject({
      responsavel: { id: ana, nome: 'Ana Lima' },
      cidade: 'SÃO PAULO',
      uf: 'SP',
      favorito: false,
    });
    expect((await call('GET', `${GROUPS}?sort=cidade`, admin)).statusCode).toBe(400);
    expect((await call('GET', `${GROUPS}?escritorio_id=x`, admin)).statusCode).toBe(400);
  });
});

describe('lookups', () => {
  it('suggests active groups by name or CNPJ', async () => {
    const res = await call('GET', `${GROUPS}/suggest?query=${group.cnpj.slice(0, 8)}`, brunoToken);
    expect(res.statusCode).toBe(200);
    expect(res.json<GroupSuggestion[]>()).toEqual([
      { id: group.id, nome: group.nome_fantasia, cnpj: group.cnpj },
    ]);
  });

  it('lists the quotable groups of the current user: wallet plus quotation permissions', async () => {
    // A partner broker: an employee would see (and so quote for) every group.
    const bruno = await insertUser(server, 'Bruno Parceiro', true, 'corretor_parceiro');
    const brunoToken = await tokenOf(server, bruno, ['cotacao']);
    const blocked = await newGroup({ responsavel_id: bruno, status_id: 'bloqueado' });
    const mine = await newGroup({ responsavel_id: bruno });
    const permitted = await newGroup();
    const ids = async (token: string) =>
      (await call('GET', `${GROUPS}/cotacaocurrentuser`, token)).json<GroupSuggestion[]>().map((g) => g.id);
    expect(await ids(brunoToken)).toEqual([mine.id]);
    const modality = (
      await call('POST', '/v1/garantia/modalidades', admin, {
        nome: `Mod ${freshRoot()}`,
        descricao: 'Teste',
        ordem: 1,
      })
    ).json<{ id: string }>();
    const sub = (
      await call('POST', `/v1/garantia/modalidades/${modality.id}/submodalidades`, admin, {
        nome: 'Sub',
        descricao: 'Teste',
      })
    ).json<{ id: string }>();
    await server.database.db.insert(quotePermissions).values({
      areaId: 'garantia',
      alvoTipo: 'usuario',
      alvoId: bruno,
      grupoEconomicoId: permitted.id,
      submodalidadeId: sub.id,
    });
    expect((await ids(brunoToken)).sort()).toEqual([mine.id, permitted.id].sort());
    // A permission of the user's office with no group opens every quotable group.
    const officeOfBruno = await call('POST', '/v1/escritorios/', admin, {
      nome: `Escritório ${freshRoot()}`,
    });
    const officeId = officeOfBruno.json<{ id: string }>().id;
    await server.database.db.update(users).set({ escritorioId: officeId }).where(eq(users.id, bruno));
    await server.database.db.insert(quotePermissions).values({
      areaId: 'garantia',
      alvoTipo: 'escritorio',
      alvoId: officeId,
      grupoEconomicoId: null,
      submodalidadeId: sub.id,
    });
    const opened = await ids(brunoToken);
    expect(opened).toContain(group.id);
    expect(opened).not.toContain(blocked.id);
    const offices = (await call('GET', '/v1/escritorios/cotacao', brunoToken)).json<{ id: string }[]>();
    expect(offices[0]?.id).toBe(officeId);
    await server.database.db.update(users).set({ escritorioId: null }).where(eq(users.id, bruno));
    const all = await ids(anaToken);
    expect(all).toContain(permitted.id);
    expect(all).not.toContain(blocked.id);
  });

  it('gives the companies for quotation (active, none of a blocked group) and for endorsement (all)', async () => {
    const g = await newGroup();
    const inactive = await newCompany(g.id, companyBodyFor(cnpjWith(freshRoot()), { ativo: false }));
    const filial = await newCompany(
      g.id,
      companyBodyFor(cnpjWith(g.cnpj.slice(0, 8), '0002'), { subsidiaria: true }),
    );
    const quotation = (await call('GET', `${companiesOf(g.id)}/cotacao`, brunoToken)).json<
      CompanySuggestion[]
    >();
    expect(quotation.map((c) => c.id)).not.toContain(inactive.id);
    expect(quotation.map((c) => c.id)).toContain(filial.id);
    const endorsement = (await call('GET', `${companiesOf(g.id)}/endosso`, brunoToken)).json<
      CompanySuggestion[]
    >();
    expect(endorsement).toHaveLength(3);
    const borrowers = (await call('GET', `${companiesOf(g.id)}/suggest?subsidiarias=false`, brunoToken)).json<
      CompanySuggestion[]
    >();
    expect(borrowers.map((c) => c.subsidiaria)).toEqual([false]);
    await call('PUT', `${GROUPS}/${g.id}`, admin, { ...groupBodyFor(g.cnpj), status_id: 'bloqueado' });
    expect((await call('GET', `${companiesOf(g.id)}/cotacao`, brunoToken)).json<unknown[]>()).toEqual([]);
  });

  it('suggests insureds by name or document number', async () => {
    await server.database.db.insert(insureds).values([
      { tipo: 'juridica', numeroDocumento: '00394460005887', nome: 'TRIBUNAL DE JUSTIÇA DE TESTE' },
      { tipo: 'fisica', numeroDocumento: '52998224725', nome: 'JOÃO DA SILVA' },
    ]);
    const byName = (await call('GET', '/v1/segurados/cotacao?query=justica', brunoToken)).json<
      InsuredSuggestion[]
    >();
    expect(byName.map((i) => i.nome)).toEqual(['TRIBUNAL DE JUSTIÇA DE TESTE']);
    const byDoc = (await call('GET', '/v1/segurados/cotacao?query=529.982', brunoToken)).json<
      InsuredSuggestion[]
    >();
    expect(byDoc).toMatchObject([{ tipo: 'fisica', numero_documento: '52998224725' }]);
  });

  it("gives the offices for quotation: the user's own first, all active ones without an office", async () => {
    const res = await call('GET', '/v1/escritorios/cotacao', brunoToken);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ id: string }[]>().map((o) => o.id)).toContain(office);
  });

  it('filters the office suggest by the groups given', async () => {
    await call('POST', '/v1/escritorios/', admin, { nome: `Outro ${freshRoot()}` });
    const all = (await call('GET', '/v1/escritorios/suggest', anaToken)).json<
      { id: string; nome: string }[]
    >();
    expect(all.length).toBeGreaterThan(2);
    const other = await newGroup();
    const filtered = (
      await call('GET', `/v1/escritorios/suggest?grupo_economico_ids=${group.id},${other.id}`, anaToken)
    ).json<{ id: string; nome: string }[]>();
    expect(filtered.map((o) => o.nome)[0]).toBe('NENHUM');
    expect(filtered.slice(1).map((o) => o.id)).toEqual([office]);
    expect((await call('GET', '/v1/escritorios/suggest?grupo_economico_ids=x', anaToken)).statusCode).toBe(
      400,
    );
  });
});

describe('access of every endpoint', () => {
  type Route = {
    method: 'GET' | 'POST' | 'PUT';
    url: string;
    body?: object;
    modules: ('cadastro' | 'cotacao' | 'apolice')[];
    action?: 'visualizar_grupo_economico' | 'criar_grupo_economico';
  };
  let routes: Route[];
  beforeAll(async () => {
    const g = await newGroup();
    const c = await newCompany(g.id, companyBodyFor(cnpjWith(freshRoot())));
    const view = { modules: ['cadastro' as const], action: 'visualizar_grupo_economico' as const };
    const edit = { modules: ['cadastro' as const], action: 'criar_grupo_economico' as const };
    const lookup = { modules: ['cadastro' as const, 'cotacao' as const, 'apolice' as const] };
    routes = [
      { method: 'GET', url: GROUPS, ...view },
      { method: 'POST', url: GROUPS, body: groupBodyFor(cnpjWith(freshRoot())), ...edit },
      { method: 'GET', url: `${GROUPS}/${g.id}`, ...view },
      {
        method: 'PUT',
        url: `${GROUPS}/${g.id}`,
        body: { ...groupBodyFor(g.cnpj), cnpj: undefined },
        ...edit,
      },
      { method: 'GET', url: companiesOf(g.id), ...view },
      { method: 'POST', url: companiesOf(g.id), body: companyBodyFor(cnpjWith(freshRoot())), ...edit },
      { method: 'GET', url: `${companiesOf(g.id)}/${c.id}`, ...view },
      { method: 'PUT', url: `${companiesOf(g.id)}/${c.id}`, body: { razao_social: 'Acesso' }, ...edit },
      { method: 'GET', url: `${GROUPS}/suggest`, ...lookup },
      { method: 'GET', url: `${GROUPS}/cotacaocurrentuser`, ...lookup },
      { method: 'GET', url: `${companiesOf(g.id)}/suggest`, ...lookup },
      { method: 'GET', url: `${companiesOf(g.id)}/cotacao`, ...lookup },
      { method: 'GET', url: `${companiesOf(g.id)}/endosso`, ...lookup },
      { method: 'GET', url: `${GROUPS}/${c.id}/prazos`, ...lookup },
      { method: 'PUT', url: `${GROUPS}/tomadores/${c.id}/favoritar`, ...lookup },
      { method: 'PUT', url: `${GROUPS}/tomadores/${c.id}/desfavoritar`, ...lookup },
      { method: 'GET', url: `${GROUPS}/${g.id}/documentos/balancos/suggest`, ...lookup },
      { method: 'GET', url: `${GROUPS}/${g.id}/documentos/outros/suggest`, ...lookup },
      { method: 'GET', url: '/v1/segurados/cotacao', ...lookup },
      { method: 'GET', url: '/v1/escritorios/cotacao', ...lookup },
    ];
  });

  it('answers 401 without a token', async () => {
    for (const r of routes)
      expect((await call(r.method, r.url, undefined, r.body)).statusCode, `${r.method} ${r.url}`).toBe(401);
  });

  it('answers 403 without the module or the action, and 2xx with exactly them', async () => {
    const user = await insertUser(server, 'Acesso');
    for (const r of routes) {
      const label = `${r.method} ${r.url}`;
      const wrongModule = await tokenOf(
        server,
        user,
        ['carteira', 'configuracao'],
        ['visualizar_grupo_economico', 'criar_grupo_economico'],
      );
      expect((await call(r.method, r.url, wrongModule, r.body)).statusCode, label).toBe(403);
      if (r.action) {
        const other =
          r.action === 'criar_grupo_economico' ? 'visualizar_grupo_economico' : 'criar_grupo_economico';
        const noAction = await tokenOf(server, user, ['cadastro'], [other]);
        expect((await call(r.method, r.url, noAction, r.body)).statusCode, label).toBe(403);
      }
      for (const module of r.modules) {
        const exact = await tokenOf(server, user, [module], r.action ? [r.action] : []);
        const res = await call(r.method, r.url, exact, r.body);
        expect(res.statusCode, `${label} (${module}): ${res.body}`).toBeGreaterThanOrEqual(200);
        expect(res.statusCode, label).toBeLessThan(300);
      }
    }
  });
});
