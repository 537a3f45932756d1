import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_ID } from '../../contract/permissions';
import { newGroupFormSchema, rowFileName, toGroupWire } from './form-schema';

const saved = { id: '5b1d9a52-0000-4000-8000-000000000001', nome: 'balanco-2023.pdf', url: '/arquivos/5b1d' };

function formData(overrides: Record<string, unknown> = {}) {
  return v.parse(newGroupFormSchema, {
    cnpj: '11.222.333/0001-81',
    razao_social: ' café do sul ltda ',
    escritorio_id: PLACEHOLDER_ID,
    responsavel: { id: 'b3c1d2e4-0000-4000-8000-000000000002', nome: 'ANA' },
    contatos: [{ id: 'c1', nome: 'JOÃO', seguradora: { id: 's1', nome: 'SEGURADORA X' } }],
    balancos: [
      { key: 'k1', ano: 2023, arquivo: saved },
      { key: 'k2', ano: 2024, arquivo: null },
    ],
    documentos: [{ key: 'k3', tipo: 'contrato social', arquivo: null }],
    ...overrides,
  });
}

describe('toGroupWire', () => {
  it('sends ids for the pickers, no office for NENHUM, and never the CNPJ on an update', () => {
    const wire = toGroupWire(formData(), {
      [rowFileName('k2')]: 'novo-2024',
      [rowFileName('k3')]: 'novo-doc',
    });
    expect(wire).not.toHaveProperty('cnpj');
    expect(wire).toMatchObject({
      razao_social: 'CAFÉ DO SUL LTDA',
      escritorio_id: null,
      responsavel_id: 'b3c1d2e4-0000-4000-8000-000000000002',
      contato_ids: ['c1'],
      balancos: [
        { ano: 2023, arquivo_id: saved.id },
        { ano: 2024, arquivo_id: 'novo-2024' },
      ],
      documentos: [{ tipo: 'CONTRATO SOCIAL', arquivo_id: 'novo-doc' }],
    });
  });

  it('refuses to build a body with a document whose file was never uploaded', () => {
    expect(() => toGroupWire(formData())).toThrow('Documento sem arquivo.');
  });

  it('validates the balance year with the server’s messages', () => {
    const result = v.safeParse(newGroupFormSchema, {
      cnpj: '11222333000181',
      razao_social: 'X',
      balancos: [{ key: 'k', ano: Number.NaN, arquivo: saved }],
    });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('Informe o ano do balanço.');
  });
});
