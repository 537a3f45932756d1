import { describe, expect, it } from 'vitest';
import { agroStateAfter } from './workflow';

describe('agroStateAfter', () => {
  it("moves the state along the queued actions' targets, in their order", () => {
    expect(agroStateAfter('card_gerado', ['enviar_arquivo'])).toBe('arquivo_enviado');
    expect(agroStateAfter('card_gerado', ['enviar_arquivo', 'aprovar_arquivo'])).toBe('arquivo_aprovado');
    expect(agroStateAfter('arquivo_enviado', ['reprovar_arquivo'])).toBe('card_gerado');
    expect(agroStateAfter('proposta', ['cancelar'])).toBe('cancelada');
    expect(agroStateAfter('aguardando_aprovacao', ['adicionar_custo'])).toBe('aguardando_aprovacao');
  });

  it('leaves the state where it is for an action the table does not allow from it', () => {
    expect(agroStateAfter('card_gerado', ['aprovar_arquivo'])).toBe('card_gerado');
    expect(agroStateAfter('apolice_emitida', [])).toBe('apolice_emitida');
  });
});
