import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ComparisonRow, Quotation } from '../../../contract/guarantee-quotations';
import { renderScreenAt } from '../../../testing/render';
import { CostDialog } from './quotation-page';

afterEach(cleanup);

const INSURER = '7c1e9a0e-0000-4000-8000-000000000401';

const row = (taxaMinima: number | null): ComparisonRow =>
  ({
    seguradora: { id: INSURER, nome: 'ALFA SEGUROS' },
    custo: null,
    limite:
      taxaMinima === null
        ? null
        : { aprovado: 1_000_000, disponivel: 800_000, taxa_minima: taxaMinima, estrutura_ccg: null },
    limite_suficiente: true,
    mais_barata: false,
  }) as unknown as ComparisonRow;

function open(taxaMinima: number | null) {
  const q = { id: '7c1e9a0e-0000-4000-8000-000000000201', numero: 7 } as unknown as Quotation;
  renderScreenAt('/cotacao/x', () => <CostDialog q={q} row={row(taxaMinima)} onClose={() => undefined} />, {
    grants: { modules: ['cotacao'], actions: ['criar_cotacao'] },
  });
}

describe('Custos da seguradora', () => {
  it('warns in Portuguese when the rate is below the insurer’s minimum, and says the minimum otherwise', async () => {
    open(0.45);
    const rate = await screen.findByLabelText('Taxa (%)');
    expect(screen.getByText('Taxa mínima da seguradora: 0,45%.')).toBeTruthy();
    fireEvent.input(rate, { target: { value: '0,3' } });
    expect(
      screen.getByText(
        'Atenção: abaixo da taxa mínima da ALFA SEGUROS (0,45%). Confirme com a seguradora antes de salvar.',
      ),
    ).toBeTruthy();
    expect(rate.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.input(rate, { target: { value: '0,45' } });
    expect(screen.queryByText(/abaixo da taxa mínima/)).toBeNull();
  });

  it('says nothing of a minimum the insurer has not given', async () => {
    open(null);
    fireEvent.input(await screen.findByLabelText('Taxa (%)'), { target: { value: '0,1' } });
    expect(screen.queryByText(/mínima/)).toBeNull();
  });
});
