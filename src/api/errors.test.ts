import { describe, expect, it } from 'vitest';
import { SYSTEM_ERROR } from '../contract/common';
import { ApiError, LOGIN_EXPIRED, apiErrorOf, errorMessage } from './errors';

const body = (error_description: string, details?: { field?: string; message: string }[]) => ({
  error: 'x',
  error_description,
  ...(details ? { details } : {}),
});

describe('error catalogue (SPEC.md §8)', () => {
  it('shows the login messages as given, even on a 401 without a token', () => {
    expect(errorMessage({ status: 401, body: body('Usuário ou senha inválidos.'), hasToken: false })).toBe(
      'Usuário ou senha inválidos.',
    );
    expect(
      errorMessage({
        status: 401,
        body: body('Senha expirada, um email de recuperação foi enviado.'),
        hasToken: false,
      }),
    ).toBe('Senha expirada, um email de recuperação foi enviado.');
  });

  it('says the login expired on another 401 when no token is stored', () => {
    expect(errorMessage({ status: 401, body: body('Token inválido.'), hasToken: false })).toBe(LOGIN_EXPIRED);
    expect(errorMessage({ status: 401, body: null, hasToken: false })).toBe(
      'Login expirado, faça login novamente para continuar.',
    );
  });

  it('passes the 401 error on when a token is stored', () => {
    expect(errorMessage({ status: 401, body: body('Token revogado.'), hasToken: true })).toBe(
      'Token revogado.',
    );
  });

  it('shows each detail on its own line, without the generic "Chamada inválida."', () => {
    const details = [
      { field: 'nome', message: 'Informe o nome.' },
      { field: 'codigo', message: 'O código deve ter 4 dígitos.' },
    ];
    expect(errorMessage({ status: 400, body: body('Chamada inválida.', details), hasToken: true })).toBe(
      'Informe o nome.\nO código deve ter 4 dígitos.',
    );
  });

  it('keeps a specific description above its details', () => {
    expect(
      errorMessage({
        status: 409,
        body: body('Não foi possível salvar.', [{ message: 'Código já usado.' }]),
        hasToken: true,
      }),
    ).toBe('Não foi possível salvar.\nCódigo já usado.');
  });

  it('shows any other error_description', () => {
    expect(errorMessage({ status: 404, body: body('Registro não encontrado.'), hasToken: true })).toBe(
      'Registro não encontrado.',
    );
    expect(errorMessage({ status: 409, body: body('A cotação já foi cancelada.', []), hasToken: true })).toBe(
      'A cotação já foi cancelada.',
    );
  });

  it('falls back to the system error with no response or an unreadable one', () => {
    expect(errorMessage({ status: null, body: null, hasToken: true })).toBe('Ocorreu um erro no sistema.');
    expect(errorMessage({ status: 502, body: '<html>Bad gateway</html>', hasToken: true })).toBe(
      SYSTEM_ERROR,
    );
  });

  it('builds an ApiError that keeps status and body', () => {
    const error = apiErrorOf({ status: 404, body: body('Registro não encontrado.'), hasToken: true });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(404);
    expect(error.body?.error_description).toBe('Registro não encontrado.');
    expect(error.message).toBe('Registro não encontrado.');
  });
});
