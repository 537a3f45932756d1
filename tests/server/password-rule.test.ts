import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD_MESSAGES } from '../../src/contract/auth';
import { passwordProblem, personalParts } from '../../server/lib/password-policy';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';
import { createUser, loggedIn, resetLinkIn } from './auth-helpers';

const maria = { nome: 'Maria José da Silva', apelido: 'Zezé', email: 'mj.prado@teste.local' };

describe('the server-side password rule', () => {
  it.each(['password1', 'Senha123', 'qwerty123', 'abc12345', 'brasil2020', 'Corretora1'])(
    'refuses the common password %s',
    async (password) => {
      expect(await passwordProblem(password, maria)).toBe(PASSWORD_MESSAGES.common);
    },
  );

  it.each(['Silva-Forte-88', 'xxMARIAxx-2024', 'Prado#7788-x', 'mj.prado2024', 'maría-8877-JOSÉ'])(
    "refuses %s, which contains the user's name or e-mail",
    async (password) => {
      expect(await passwordProblem(password, maria)).toBe(PASSWORD_MESSAGES.personal);
    },
  );

  it.each(['Jardim-Azul-2031', 'Tribunal-Azul-2026', 'Troca-Feita-1', 'x7#Kp2!mQv'])(
    'accepts %s',
    async (password) => {
      expect(await passwordProblem(password, maria)).toBeUndefined();
    },
  );

  it('takes name parts and e-mail pieces of 4 letters or more, without accents', () => {
    expect(personalParts(maria).sort()).toEqual(['jose', 'maria', 'mj.prado', 'prado', 'silva', 'zeze']);
  });
});

describe('the rule on the password routes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('a password change answers 400 with the Portuguese reason on nova_senha', async () => {
    const user = await createUser(server, { nome: 'Carla Mendes' });
    const { access_token } = await loggedIn(server.app, user.email, user.password);
    const change = (nova_senha: string) =>
      server.app.inject({
        method: 'PUT',
        url: '/v1/me/alterar-senha/',
        headers: bearer(access_token),
        payload: { senha_atual: user.password, nova_senha },
      });
    for (const [password, message] of [
      ['password1', PASSWORD_MESSAGES.common],
      ['Mendes-2024!', PASSWORD_MESSAGES.personal],
    ] as const) {
      const res = await change(password);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'invalid_request',
        error_description: 'Chamada inválida.',
        details: [{ field: 'nova_senha', message }],
      });
    }
    // 12345678 has no letter: the shared schema already refuses it, in the form as well.
    expect((await change('12345678')).json()).toMatchObject({
      details: [{ field: 'nova_senha', message: 'A senha deve conter ao menos uma letra.' }],
    });
  });

  it('a reset answers 400 on senha and keeps the link usable', async () => {
    const user = await createUser(server, { nome: 'Paulo Andrade' });
    await server.app.inject({
      method: 'PUT',
      url: '/v1/usuarios/esqueci-senha/',
      payload: { email: user.email },
    });
    // The mail is written in the background: wait until it is there, whole.
    const token = await vi.waitFor(async () =>
      resetLinkIn((await server.mails()).find((m) => m.includes(`To: ${user.email}`)) ?? ''),
    );
    const reset = (senha: string) =>
      server.app.inject({ method: 'PUT', url: '/v1/usuarios/recuperar-senha/', payload: { token, senha } });
    const common = await reset('Senha123');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ details: [{ field: 'senha', message: PASSWORD_MESSAGES.common }] });
    const own = await reset('Andrade-77-x');
    expect(own.json()).toMatchObject({ details: [{ field: 'senha', message: PASSWORD_MESSAGES.personal }] });
    expect((await reset('Jardim-Azul-2031')).statusCode).toBe(200);
  });
});
