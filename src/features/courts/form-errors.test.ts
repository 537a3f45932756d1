import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { formErrorsOf } from './form-errors';

const FIELDS = ['codigo', 'nome'] as const;

describe('formErrorsOf', () => {
  it('puts 400 details at their fields and the others above the form', () => {
    const error = new ApiError('x', 400, {
      error: 'invalid_request',
      error_description: 'Chamada inválida.',
      details: [
        { field: 'codigo', message: 'O código da vara deve ter 4 dígitos.' },
        { field: 'id', message: 'Identificador inválido.' },
      ],
    });
    expect(formErrorsOf(error, FIELDS)).toEqual({
      fields: [{ field: 'codigo', message: 'O código da vara deve ter 4 dígitos.' }],
      form: 'Identificador inválido.',
    });
  });

  it('shows any other failure above the form with its catalogue message', () => {
    const conflict = new ApiError('Já existe uma vara com o código 0100 neste tribunal.', 409, {
      error: 'conflict',
      error_description: 'Já existe uma vara com o código 0100 neste tribunal.',
    });
    expect(formErrorsOf(conflict, FIELDS)).toEqual({
      fields: [],
      form: 'Já existe uma vara com o código 0100 neste tribunal.',
    });
    expect(formErrorsOf(new ApiError('Ocorreu um erro no sistema.', null, null), FIELDS).form).toBe(
      'Ocorreu um erro no sistema.',
    );
  });
});
