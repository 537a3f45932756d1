import { describe, expect, it } from 'vitest';
import { checkEmail } from './email';

describe('checkEmail', () => {
  it('accepts an address, trimmed and lower-cased', () => {
    expect(checkEmail('  Ana@Corretora.Local ')).toEqual({ ok: true, value: 'ana@corretora.local' });
  });

  it('asks for the e-mail when empty and refuses a malformed one, in Portuguese', () => {
    expect(checkEmail('   ')).toEqual({ ok: false, message: 'Informe o e-mail.' });
    expect(checkEmail('ana@corretora')).toEqual({ ok: false, message: 'E-mail inválido.' });
    expect(checkEmail('ana corretora@x.com')).toEqual({ ok: false, message: 'E-mail inválido.' });
  });
});
