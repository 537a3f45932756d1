import { describe, expect, it } from 'vitest';
import { reversalOf } from './endorsement-reversal';

const endorsement = (tipo: string, nome: string, extra: object = {}) => ({
  numero: 'END-7',
  tipo: { id: tipo as never, nome },
  data_efeito: '2026-03-01',
  valor: null,
  nova_vigencia_fim: null,
  ...extra,
});

describe('reversalOf (cancelling an endorsement)', () => {
  it('undoes an increase with a reduction of the same amount, from the same date', () => {
    const r = reversalOf(endorsement('aumento_is', 'Aumento de importância segurada', { valor: 1234.56 }));
    expect(r).toMatchObject({ tipo_id: 'reducao_is', valor: 1234.56, data_efeito: '2026-03-01' });
    expect(r.descricao).toBe(
      'Cancelamento do endosso END-7 (aumento de importância segurada de R$ 1.234,56).',
    );
  });

  it('undoes a reduction with an increase', () => {
    expect(reversalOf(endorsement('reducao_is', 'Redução', { valor: 10 }))).toMatchObject({
      tipo_id: 'aumento_is',
      valor: 10,
    });
  });

  it('asks a term extension back as a registration change naming it', () => {
    const r = reversalOf(
      endorsement('prorrogacao', 'Prorrogação de vigência', { nova_vigencia_fim: '2027-05-31' }),
    );
    expect(r).toMatchObject({ tipo_id: 'alteracao_cadastral', valor: null, nova_vigencia_fim: null });
    expect(r.descricao).toBe('Cancelamento do endosso END-7 (prorrogação de vigência até 31/05/2027).');
  });
});
