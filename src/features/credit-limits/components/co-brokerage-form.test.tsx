import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CoBrokerageReadOnly } from './co-brokerage-form';

afterEach(cleanup);

const GROUP = { id: '2e4c6a8b-0000-4000-8000-000000000001', nome: 'CAFE DO SUL' };

describe('CoBrokerageReadOnly', () => {
  it('shows the partner brokers and their shares as text, with no form control', () => {
    render(
      <CoBrokerageReadOnly
        data={{
          consulta_id: '2e4c6a8b-0000-4000-8000-000000000002',
          grupo_economico: GROUP,
          ativo: true,
          corretoras: [
            { corretora_id: 'b1', nome: 'CORRETORA PARCEIRA', percentagem_participacao: 60 },
            { corretora_id: 'b2', nome: 'OUTRA CORRETORA', percentagem_participacao: 40 },
          ],
        }}
      />,
    );
    expect(screen.getByText('Cocorretagem ativa').nextSibling?.textContent).toBe('Sim');
    expect(screen.getByText('CORRETORA PARCEIRA — 60,00%')).toBeTruthy();
    expect(screen.getByText('Total: 100,00%')).toBeTruthy();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('says when there is no partner broker', () => {
    render(
      <CoBrokerageReadOnly
        data={{ consulta_id: 'c', grupo_economico: GROUP, ativo: false, corretoras: [] }}
      />,
    );
    expect(screen.getByText('Nenhuma corretora parceira.')).toBeTruthy();
    expect(screen.getByText('Cocorretagem ativa').nextSibling?.textContent).toBe('Não');
  });
});
