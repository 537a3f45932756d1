import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Me, TokenResponse } from '../../src/contract/auth';
import { startPathOf } from '../../src/shell/navigation';
import { createProfile, createUser, loggedIn } from './auth-helpers';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function choose(token: string, pagina_inicial: unknown) {
  return server.app.inject({
    method: 'PUT',
    url: '/v1/me',
    headers: bearer(token),
    payload: { nome: 'Maria da Silva', apelido: 'MARIA', pagina_inicial },
  });
}

async function userWith(actions: 'dashboard_inicial'[]) {
  const perfilId = await createProfile(server, { modules: ['cotacao', 'dashboard'], actions });
  const user = await createUser(server, { perfilId, termosAceitosEm: new Date() });
  const login = () => loggedIn(server.app, user.email, user.password);
  return { login, token: (await login()).access_token };
}

it('lands on /dashboard after login when the user chose it in /meu-perfil and may open it', async () => {
  const { login, token } = await userWith(['dashboard_inicial']);
  expect(startPathOf((await login()).user_info)).toBe('/lista-cotacoes');
  const res = await choose(token, 'dashboard');
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json<Me>().pagina_inicial).toBe('dashboard');
  const info: TokenResponse['user_info'] = (await login()).user_info;
  expect(info.pagina_inicial).toBe('dashboard');
  expect(startPathOf(info)).toBe('/dashboard');
  // Back to the quotation list.
  expect((await choose(token, null)).json<Me>().pagina_inicial).toBeNull();
  expect(startPathOf((await login()).user_info)).toBe('/lista-cotacoes');
});

it('keeps the quotation list for a user whose profile lacks dashboard_inicial, even after choosing', async () => {
  const { login, token } = await userWith([]);
  expect((await choose(token, 'dashboard')).statusCode).toBe(200);
  const info = (await login()).user_info;
  expect(info.pagina_inicial).toBeUndefined();
  expect(startPathOf(info)).toBe('/lista-cotacoes');
});

it('refuses another landing page with a Portuguese message', async () => {
  const { token } = await userWith(['dashboard_inicial']);
  const res = await choose(token, 'faturas');
  expect(res.statusCode).toBe(400);
  expect(res.body).toMatch(/página inicial deve ser o dashboard/);
});
