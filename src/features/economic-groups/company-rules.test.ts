import { describe, expect, it } from 'vitest';
import { GROUP_MESSAGES } from '../../contract/economic-groups';
import { formErrorsOf } from '../../forms/command-feedback';
import { conflictAtCnpj, rootMismatchRefusal, sharesRoot } from './company-rules';

describe('CNPJ rules of the company forms', () => {
  it('a filial must share the group’s root (first 8 digits), masked or not', () => {
    expect(sharesRoot('11.222.333/0002-62', '11222333000181')).toBe(true);
    expect(sharesRoot('11222333000262', '11.222.333/0001-81')).toBe(true);
    expect(sharesRoot('44.555.666/0001-10', '11222333000181')).toBe(false);
  });

  it('the root mismatch is shown at the CNPJ field with the contract’s message', () => {
    expect(formErrorsOf(rootMismatchRefusal, ['cnpj'] as const)).toEqual({
      fields: [{ field: 'cnpj', message: GROUP_MESSAGES.rootMismatch }],
      form: null,
    });
  });

  it('a 409 (CNPJ already registered, naming its group) moves to the CNPJ field; others stay', () => {
    const taken = GROUP_MESSAGES.cnpjTaken('CAFE DO SUL');
    const moved = conflictAtCnpj({ httpStatus: 409, message: taken, details: [] });
    expect(formErrorsOf(moved ?? rootMismatchRefusal, ['cnpj'] as const).fields).toEqual([
      { field: 'cnpj', message: 'Este CNPJ já está cadastrado no grupo econômico CAFE DO SUL.' },
    ]);
    const stale = { httpStatus: 412, message: 'Registro alterado por outra pessoa.', details: [] };
    expect(conflictAtCnpj(stale)).toBe(stale);
    expect(conflictAtCnpj(null)).toBeNull();
  });
});
