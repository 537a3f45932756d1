import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACEHOLDER_ID } from '../../src/contract/permissions';
import { createProfile } from './auth-helpers';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';

// The offline queue may send one create several times at once (a lost answer, a retry racing the
// first attempt, two tabs). Whatever the interleaving, one copy creates (201), the others get the
// same record (200), the list holds it once and no spurious 409 leaks out.

let server: TestServer;
let admin: string;
let profileId: string;
const COPIES = 4;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminToken();
  profileId = await createProfile(server, { modules: ['cadastro'], actions: ['visualizar_tribunal'] });
});
afterAll(() => server.close());

async function race(url: string, body: Record<string, unknown>) {
  const id = crypto.randomUUID();
  const answers = await Promise.all(
    Array.from({ length: COPIES }, () =>
      server.app.inject({ method: 'POST', url, headers: bearer(admin), payload: { id, ...body } }),
    ),
  );
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 201]);
  for (const answer of answers) expect(answer.json<{ id: string }>().id).toBe(id);
  return id;
}

describe('a create racing its own copies', () => {
  it('offices', async () => {
    await race('/v1/escritorios/', { nome: 'Filial Corrida', cidade: 'campinas', uf: 'SP' });
    const list = await server.app.inject({ url: '/v1/escritorios/?query=corrida', headers: bearer(admin) });
    expect(list.json<{ total_count: number }>().total_count).toBe(1);
  });

  it('access profiles', async () => {
    await race('/v1/perfisacesso/', {
      nome: 'Perfil Corrida',
      modulos: ['cadastro'],
      acoes: ['visualizar_tribunal'],
      estruturas: [{ estrutura_id: 'funcionario', posicao: 'analista' }],
    });
    const list = await server.app.inject({ url: '/v1/perfisacesso/?query=corrida', headers: bearer(admin) });
    expect(list.json<{ total_count: number }>().total_count).toBe(1);
  });

  it('users, with one welcome mail', async () => {
    const before = (await server.mails()).length;
    await race('/v1/usuarios/', {
      nome: 'Maria Corrida',
      apelido: 'maria',
      email: 'maria.corrida@teste.local',
      perfil_id: profileId,
      area_id: 'garantia',
      posicao: 'analista',
      estrutura_id: 'funcionario',
      escritorio_id: PLACEHOLDER_ID,
    });
    expect(
      (await server.mails()).slice(before).filter((m) => m.includes('maria.corrida@teste.local')),
    ).toHaveLength(1);
  });
});
