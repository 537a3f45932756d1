import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import { auditLog, economicGroups } from '../../server/db/schema';
import type { ApiErrorBody, Paged } from '../../src/contract/common';
import type { EconomicGroup, WalletGroup, WalletTransferResult } from '../../src/contract/economic-groups';
import { GROUP_MESSAGES } from '../../src/contract/economic-groups';
import type { AuditEntry } from '../../src/contract/audit';
import type { TestServer } from './harness';
import { startTestServer } from './harness';
import { caller, cnpjWith, freshRoot, groupBodyFor, insertUser, seedCnaes, tokenOf } from './group-fixtures';

let server: TestServer;
let admin: string;
let call: ReturnType<typeof caller>;
let ana: string;
let bruno: string;
let carla: string;
let anaToken: string;
let manager: string;

const walletOf = (id: string) => `/v1/usuarios/${id}/carteira/`;
const transferOf = (id: string) => `/v1/usuarios/${id}/carteira/migrar/`;
const errorOf = (body: string) => JSON.parse(body) as ApiErrorBody;

async function newGroup(extra: Record<string, unknown>): Promise<EconomicGroup> {
  const res = await call('POST', '/v1/gruposeconomicos', admin, groupBodyFor(cnpjWith(freshRoot()), extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<EconomicGroup>();
}

const responsibleOf = async (id: string) =>
  (await server.database.db.select().from(economicGroups).where(eq(economicGroups.id, id)))[0]?.responsavelId;

const auditRowsOf = (id: string) =>
  server.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entidadeId, id), eq(auditLog.acao, 'alterar')));

beforeAll(async () => {
  server = await startTestServer();
  call = caller(server);
  admin = await server.adminToken();
  await seedCnaes(server);
  ana = await insertUser(server, 'Ana Carteira');
  bruno = await insertUser(server, 'Bruno Carteira');
  carla = await insertUser(server, 'Carla Carteira');
  anaToken = await tokenOf(server, ana, ['cotacao']);
  manager = await tokenOf(server, carla, ['carteira'], ['transferir_carteira']);
});
afterAll(() => server.close());

describe("a user's wallet", () => {
  it('shows the groups the user is responsible for, to the user and to module carteira only', async () => {
    const g = await newGroup({ responsavel_id: ana });
    const own = await call('GET', walletOf(ana), anaToken);
    expect(own.statusCode, own.body).toBe(200);
    const page = own.json<Paged<WalletGroup>>();
    expect(page.items.map((w) => w.id)).toContain(g.id);
    expect(page.items.find((w) => w.id === g.id)).toMatchObject({
      cnpj: g.cnpj,
      total_empresas: 1,
      status: { id: 'em_cadastro' },
    });
    expect((await call('GET', walletOf(ana), manager)).statusCode).toBe(200);
    const other = await call('GET', walletOf(bruno), anaToken);
    expect(other.statusCode).toBe(403);
    expect(errorOf(other.body).error_description).toBe('Você só pode ver a sua própria carteira.');
    expect((await call('GET', walletOf(ana))).statusCode).toBe(401);
    expect((await call('GET', walletOf(crypto.randomUUID()), manager)).statusCode).toBe(404);
    expect((await call('GET', '/v1/usuarios/x/carteira/', manager)).statusCode).toBe(400);
  });

  it('searches the wallet by name (accents and case ignored) or CNPJ (with or without its mask)', async () => {
    const g = await newGroup({ responsavel_id: ana, razao_social: 'CAFÉ CARTEIRA ALFA LTDA' });
    const other = await newGroup({ responsavel_id: ana, razao_social: 'CARTEIRA BETA LTDA' });
    const search = async (query: string) => {
      const res = await call('GET', `${walletOf(ana)}?query=${encodeURIComponent(query)}`, anaToken);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Paged<WalletGroup>>().items.map((w) => w.id);
    };
    const c = g.cnpj;
    const masked = `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
    expect(await search(masked)).toEqual([g.id]);
    expect(await search('cafe carteira alfa')).toEqual([g.id]);
    expect(await search('carteira')).toEqual(expect.arrayContaining([g.id, other.id]));
  });
});

describe('wallet transfer', () => {
  it('moves exactly the chosen groups, with one audit row each shown in the group history', async () => {
    const user = await insertUser(server, 'Origem');
    const [g1, g2, g3] = [
      await newGroup({ responsavel_id: user }),
      await newGroup({ responsavel_id: user }),
      await newGroup({ responsavel_id: user }),
    ];
    const res = await call('PUT', transferOf(user), manager, {
      destino_id: bruno,
      grupo_ids: [g1.id, g3.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<WalletTransferResult>()).toEqual({ transferidos: 2 });
    expect(await responsibleOf(g1.id)).toBe(bruno);
    expect(await responsibleOf(g2.id)).toBe(user);
    expect(await responsibleOf(g3.id)).toBe(bruno);
    expect(await auditRowsOf(g1.id)).toHaveLength(1);
    expect(await auditRowsOf(g2.id)).toHaveLength(0);
    const history = (
      await call('GET', `/v1/auditoria?entidade=grupo_economico&entidade_id=${g3.id}`, admin)
    ).json<Paged<AuditEntry>>();
    expect(history.items[0]?.alteracoes).toEqual([
      {
        campo: 'responsavel',
        rotulo: 'Responsável (carteira)',
        antes: { id: user, nome: 'Origem' },
        depois: { id: bruno, nome: 'Bruno Carteira' },
      },
    ]);
    const all = await call('PUT', transferOf(user), manager, { destino_id: bruno, todos: true });
    expect(all.json<WalletTransferResult>()).toEqual({ transferidos: 1 });
    expect(await responsibleOf(g2.id)).toBe(bruno);
  });

  it('refuses groups not in the wallet without moving anything', async () => {
    const user = await insertUser(server, 'Origem 2');
    const mine = await newGroup({ responsavel_id: user });
    const theirs = await newGroup({ responsavel_id: ana });
    const res = await call('PUT', transferOf(user), manager, {
      destino_id: bruno,
      grupo_ids: [mine.id, theirs.id],
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.body).details).toEqual([
      { field: 'grupo_ids', message: GROUP_MESSAGES.groupNotInWallet },
    ]);
    expect(await responsibleOf(mine.id)).toBe(user);
    expect(await responsibleOf(theirs.id)).toBe(ana);
    expect(await auditRowsOf(mine.id)).toHaveLength(0);
  });

  it('refuses an inactive, unknown or same destination, and an empty choice', async () => {
    const user = await insertUser(server, 'Origem 3');
    const g = await newGroup({ responsavel_id: user });
    const inactive = await insertUser(server, 'Inativo', false);
    const cases: [object, string][] = [
      [{ destino_id: inactive, todos: true }, GROUP_MESSAGES.responsibleInactive],
      [{ destino_id: user, todos: true }, GROUP_MESSAGES.sameUser],
      [{ destino_id: crypto.randomUUID(), todos: true }, 'Usuário de destino não encontrado.'],
      [{ destino_id: bruno }, GROUP_MESSAGES.chooseGroups],
      [{ destino_id: 'x', todos: true }, 'Informe o destino da carteira.'],
      [{ destino_id: bruno, grupo_ids: ['x'] }, 'Grupo inválido.'],
    ];
    for (const [body, message] of cases) {
      const res = await call('PUT', transferOf(user), manager, body);
      expect(res.statusCode, message).toBe(400);
      expect(errorOf(res.body).details?.[0]?.message, message).toBe(message);
    }
    expect(await responsibleOf(g.id)).toBe(user);
    expect(
      (await call('PUT', transferOf(crypto.randomUUID()), manager, { destino_id: bruno, todos: true }))
        .statusCode,
    ).toBe(404);
  });

  it('requires module carteira (403 otherwise, 401 without a token), even for the own wallet', async () => {
    const body = { destino_id: bruno, todos: true };
    expect((await call('PUT', transferOf(ana), undefined, body)).statusCode).toBe(401);
    expect((await call('PUT', transferOf(ana), anaToken, body)).statusCode).toBe(403);
    const cadastro = await tokenOf(
      server,
      ana,
      ['cadastro'],
      ['visualizar_grupo_economico', 'criar_grupo_economico'],
    );
    expect((await call('PUT', transferOf(ana), cadastro, body)).statusCode).toBe(403);
    // Module carteira reads every wallet; moving groups needs transferir_carteira too.
    const reader = await tokenOf(server, carla, ['carteira']);
    expect((await call('GET', walletOf(ana), reader)).statusCode).toBe(200);
    expect((await call('PUT', transferOf(ana), reader, body)).statusCode).toBe(403);
    const someContact = `/v1/seguradoras/${crypto.randomUUID()}/contatosrelacionamento/${crypto.randomUUID()}/carteira/migrar`;
    expect((await call('PUT', someContact, reader, body)).statusCode).toBe(403);
  });
});

describe("an insurer contact's wallet", () => {
  let insurer: string;
  let otherInsurer: string;
  let maria: string;
  let joao: string;
  let pedro: string;
  beforeAll(async () => {
    const insurerOf = async (nome: string) =>
      (
        await call('POST', '/v1/seguradoras', admin, {
          nome,
          razao_social: `${nome} S.A.`,
          cnpj: generateCnpj(),
        })
      ).json<{ id: string }>().id;
    insurer = await insurerOf(`Seguradora ${freshRoot()}`);
    otherInsurer = await insurerOf(`Seguradora ${freshRoot()}`);
    const contactOf = async (seg: string, nome: string) =>
      (await call('POST', `/v1/seguradoras/${seg}/contatosrelacionamento`, admin, { nome })).json<{
        id: string;
      }>().id;
    maria = await contactOf(insurer, 'Maria');
    joao = await contactOf(insurer, 'João');
    pedro = await contactOf(otherInsurer, 'Pedro');
  });
  const contactWallet = (seg: string, contato: string) =>
    `/v1/seguradoras/${seg}/contatosrelacionamento/${contato}/carteira`;

  it('lists the linked groups and moves chosen links to a contact of the same insurer', async () => {
    const g1 = await newGroup({ contato_ids: [maria] });
    const g2 = await newGroup({ contato_ids: [maria, pedro] });
    const list = await call('GET', contactWallet(insurer, maria), manager);
    expect(list.statusCode, list.body).toBe(200);
    expect(
      list
        .json<Paged<WalletGroup>>()
        .items.map((w) => w.id)
        .sort(),
    ).toEqual([g1.id, g2.id].sort());
    expect((await call('GET', contactWallet(otherInsurer, maria), manager)).statusCode).toBe(404);
    const res = await call('PUT', `${contactWallet(insurer, maria)}/migrar`, manager, {
      destino_id: joao,
      grupo_ids: [g2.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<WalletTransferResult>()).toEqual({ transferidos: 1 });
    const moved = (await call('GET', `/v1/gruposeconomicos/${g2.id}`, admin)).json<EconomicGroup>();
    expect(moved.contatos_relacionamento.map((c) => c.nome).sort()).toEqual(['João', 'Pedro']);
    const kept = (await call('GET', `/v1/gruposeconomicos/${g1.id}`, admin)).json<EconomicGroup>();
    expect(kept.contatos_relacionamento.map((c) => c.id)).toEqual([maria]);
    expect(await auditRowsOf(g2.id)).toHaveLength(1);
    expect(await auditRowsOf(g1.id)).toHaveLength(0);
  });

  it('refuses a destination of another insurer, the same contact, and groups not linked', async () => {
    const g = await newGroup({ contato_ids: [maria] });
    const stranger = await newGroup({});
    const url = `${contactWallet(insurer, maria)}/migrar`;
    const other = await call('PUT', url, manager, { destino_id: pedro, todos: true });
    expect(other.statusCode).toBe(400);
    expect(errorOf(other.body).details?.[0]?.message).toBe(GROUP_MESSAGES.contactOtherInsurer);
    const same = await call('PUT', url, manager, { destino_id: maria, todos: true });
    expect(errorOf(same.body).details?.[0]?.message).toBe(GROUP_MESSAGES.sameContact);
    const notLinked = await call('PUT', url, manager, { destino_id: joao, grupo_ids: [g.id, stranger.id] });
    expect(notLinked.statusCode).toBe(400);
    expect(errorOf(notLinked.body).details?.[0]?.message).toBe(GROUP_MESSAGES.groupNotInWallet);
    const still = (await call('GET', `/v1/gruposeconomicos/${g.id}`, admin)).json<EconomicGroup>();
    expect(still.contatos_relacionamento.map((c) => c.id)).toEqual([maria]);
    expect(
      (
        await call('PUT', `${contactWallet(otherInsurer, maria)}/migrar`, manager, {
          destino_id: joao,
          todos: true,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('requires module carteira', async () => {
    expect((await call('GET', contactWallet(insurer, maria))).statusCode).toBe(401);
    expect((await call('GET', contactWallet(insurer, maria), anaToken)).statusCode).toBe(403);
    expect(
      (
        await call('PUT', `${contactWallet(insurer, maria)}/migrar`, anaToken, {
          destino_id: joao,
          todos: true,
        })
      ).statusCode,
    ).toBe(403);
  });
});
