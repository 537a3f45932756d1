import { describe, expect, it } from 'vitest';
import { formatAuditChange, formatAuditValue } from './format';

describe('formatAuditValue', () => {
  it('reads the record status as Ativo/Inativo and other flags as Sim/Não', () => {
    expect(formatAuditValue('ativo', false)).toBe('Inativo');
    expect(formatAuditValue('consulta_mercado', true)).toBe('Sim');
  });

  it('shows empty values, empty lists and missing values as a dash', () => {
    expect(formatAuditValue('site', null)).toBe('—');
    expect(formatAuditValue('site', '')).toBe('—');
    expect(formatAuditValue('emails', [])).toBe('—');
  });

  it('names related records, labels the values of other records and counts bare ids', () => {
    expect(formatAuditValue('perfil', { id: 'x', nome: 'ADMINISTRADOR' })).toBe('ADMINISTRADOR');
    expect(
      formatAuditValue('emails', [
        { email: 'a@b.com.br', descricao: 'Financeiro' },
        { email: 'c@d.com.br', descricao: null },
      ]),
    ).toBe('(E-mail: a@b.com.br; Descrição: Financeiro), (E-mail: c@d.com.br)');
    expect(
      formatAuditValue('submodalidade_ids', [
        '0f4d2c1a-3b5e-4c6d-8e7f-9a0b1c2d3e4f',
        '5b0c7f7e-8d9a-4f1e-9c3b-2a6d4e8f0a11',
      ]),
    ).toBe('2 itens');
  });

  it('masks documents and phones as the forms do, and shows dates in São Paulo time', () => {
    expect(formatAuditValue('cnpj', '11222333000181')).toBe('11.222.333/0001-81');
    expect(formatAuditValue('telefone', '11987654321')).toBe('(11) 98765-4321');
    expect(formatAuditValue('vigencia', '2026-03-05')).toBe('05/03/2026');
    expect(formatAuditValue('enviado_em', '2026-03-05T15:30:00Z')).toBe('05/03/2026 12:30');
    expect(formatAuditValue('ordem', 1200)).toBe('1.200');
  });
});

describe('formatAuditValue of amounts, rates and codes', () => {
  it('shows money as R$, rates as %, codes by their names, wherever they sit in a path', () => {
    expect(formatAuditValue('valor_solicitado', 1234.5)).toBe('R$ 1.234,50');
    expect(formatAuditValue('respostas.limite_aprovado', 1_500_000)).toBe('R$ 1.500.000,00');
    expect(formatAuditValue('custos.taxa', 1.2)).toBe('1,2%');
    expect(formatAuditValue('respostas.canal', 'email')).toBe('E-mail');
    expect(formatAuditValue('area_id', 'agronegocio')).toBe('Agronegócio');
    expect(formatAuditValue('acoes', ['visualizar_tribunal'])).toBe('Visualizar tribunal');
    expect(formatAuditValue('segmento', 5)).toBe('Justiça do Trabalho');
  });

  it('never prints an id: a record nobody could name reads as removed, a drawn area as its point count', () => {
    expect(formatAuditValue('antecessora_id', '0f4d2c1a-3b5e-4c6d-8e7f-9a0b1c2d3e4f')).toBe(
      'registro removido',
    );
    expect(
      formatAuditValue('poligono', [
        { latitude: -21.3, longitude: -46.7 },
        { latitude: -21.31, longitude: -46.7 },
      ]),
    ).toBe('2 pontos');
  });
});

describe('formatAuditChange', () => {
  it('says an image was added, replaced or removed instead of printing its address', () => {
    const image = (id: string) => ({ id, url: `/arquivos/${id}` });
    expect(formatAuditChange({ campo: 'logo', rotulo: 'Logo', antes: null, depois: image('a') })).toBe(
      'Logo: imagem incluída',
    );
    expect(formatAuditChange({ campo: 'logo', rotulo: 'Logo', antes: image('a'), depois: image('b') })).toBe(
      'Logo: imagem substituída',
    );
    expect(formatAuditChange({ campo: 'icone', rotulo: 'Ícone', antes: image('a'), depois: null })).toBe(
      'Ícone: imagem removida',
    );
  });
});
