import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReadOnlyRecord } from './read-only-record';

const group = {
  id: '4f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
  cnpj: '23784516000191',
  razao_social: 'COOPERATIVA DOS CAFEICULTORES',
  nome_fantasia: null,
  subsidiaria: false,
  ativo: true,
  status: { id: 'aprovado', nome: 'Aprovado' },
  telefone: '3532121234',
  escritorio: { id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a', nome: 'REGIONAL SUL DE MINAS' },
  responsavel: null,
  contatos_relacionamento: [],
  total_empresas: 3,
  atualizado_em: '2026-11-20T13:00:00Z',
};

function term(name: string) {
  const dt = screen.getAllByRole('term').find((t) => t.textContent === name);
  if (!dt) throw new Error(`sem o termo ${name}`);
  return dt.nextElementSibling?.textContent;
}

afterEach(cleanup);

describe('ReadOnlyRecord', () => {
  it('shows each field as label and text, named and masked as the history does, with no form', () => {
    const { container } = render(
      <ReadOnlyRecord entity="grupo_economico" record={group} label="Dados do grupo econômico" />,
    );
    const region = screen.getByRole('region', { name: 'Dados do grupo econômico' });
    expect(within(region).getByText('Somente leitura: você pode consultar, mas não alterar.')).toBeTruthy();
    expect(term('Escritório')).toBe('REGIONAL SUL DE MINAS');
    expect(term('CNPJ')).toBe('23.784.516/0001-91');
    expect(term('Telefone')).toBe('(35) 3212-1234');
    expect(term('Situação')).toBe('Ativo');
    expect(term('Situação do grupo')).toBe('Aprovado');
    expect(term('Nome fantasia')).toBe('—');
    expect(term('Responsável (carteira)')).toBe('—');
    // Bookkeeping and counts stay out; nothing reads as an id.
    expect(screen.queryByText('Empresas')).toBeNull();
    expect(container.textContent).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(container.querySelectorAll('input, select, textarea, button')).toHaveLength(0);
  });

  it('leaves out the fields the page asks it to omit', () => {
    render(<ReadOnlyRecord entity="grupo_economico" record={group} omit={['escritorio']} />);
    expect(screen.getAllByRole('term').map((t) => t.textContent)).not.toContain('Escritório');
  });
});
