import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/http';
import type { SendContext } from '../../offline/types';
import type { AgroRef } from './commands';
import {
  AGRO_STAFF_COMMANDS,
  approveAgroFile,
  approveAgroPaymentForm,
  cancelAgroQuotation,
  generateAgroCard,
  registerAgroPolicy,
  registerAgroProposal,
  rejectAgroFile,
  uploadAgroSignedCard,
} from './commands';

const ID = '7c1e9a0e-0000-4000-8000-000000000601';
const coffee: AgroRef = { id: ID, numero: 42, produtor: 'JOÃO', produto: 'cafezal' };
const crop: AgroRef = { ...coffee, produto: 'agricola' };

function context(files: Record<string, Blob> = {}) {
  const api = {
    put: vi.fn(() => Promise.resolve({})),
    post: vi.fn(() => Promise.resolve({})),
    upload: vi.fn(() => Promise.resolve({})),
  };
  const ctx = { idempotencyKey: 'k', files, api: api as unknown as ApiClient } satisfies SendContext;
  return { api, ctx };
}

describe('agro commands', () => {
  it('go in the quotation scope, so they are sent in order after the quotation', () => {
    for (const command of AGRO_STAFF_COMMANDS)
      expect(command.scope({ quotation: coffee })).toBe(`agro:${ID}`);
    expect(new Set(AGRO_STAFF_COMMANDS.map((c) => c.name)).size).toBe(AGRO_STAFF_COMMANDS.length);
  });

  it('pick the coffee endpoints for a coffee quotation and the plain ones for other crops', async () => {
    const cases = [
      [generateAgroCard, { quotation: coffee }, `/v1/agro/agricola/custo/card/${ID}/gerarCafezal`],
      [generateAgroCard, { quotation: crop }, `/v1/agro/agricola/custo/card/${ID}/gerar`],
      [
        registerAgroProposal,
        { quotation: coffee, numero_proposta: 'P1' },
        `/v1/agro/agricola/custo/${ID}/propostaCafezal`,
      ],
      [
        registerAgroProposal,
        { quotation: crop, numero_proposta: 'P1' },
        `/v1/agro/agricola/custo/${ID}/proposta`,
      ],
      [
        registerAgroPolicy,
        {
          quotation: coffee,
          body: { numero_apolice: 'A', vigencia_inicio: '2026-01-01', vigencia_fim: '2027-01-01' },
        },
        `/v1/agro/agricola/custo/${ID}/apoliceCafezal`,
      ],
      [
        approveAgroPaymentForm,
        { quotation: crop, costId: 'c1', forma: 'a_vista', label: 'X' },
        '/v1/agro/agricola/custo/c1/aprovar/a_vista',
      ],
      [
        approveAgroPaymentForm,
        { quotation: coffee, costId: 'c1', forma: 'a_vista', label: 'X' },
        '/v1/agro/agricola/custo/c1/aprovarcafezal/a_vista',
      ],
    ] as const;
    for (const [command, payload, path] of cases) {
      const { api, ctx } = context();
      await (command.send as (p: unknown, c: SendContext) => Promise<unknown>)(payload, ctx);
      expect(api.put).toHaveBeenCalledWith(path, expect.anything());
    }
  });

  it('send the file decisions and the cancel with the quotation and the reason', async () => {
    const { api, ctx } = context();
    await approveAgroFile.send({ quotation: crop }, ctx);
    await rejectAgroFile.send({ quotation: crop, motivo: 'Sem assinatura' }, ctx);
    await cancelAgroQuotation.send({ quotation: crop, motivo: 'Desistência' }, ctx);
    expect(api.put.mock.calls).toEqual([
      ['/v1/agro/agricola/custo/arquivo/aprovar', { cotacao_id: ID }],
      ['/v1/agro/agricola/custo/arquivo/reprovar', { cotacao_id: ID, motivo: 'Sem assinatura' }],
      [`/v1/agro/cotacoes/${ID}/cancelar`, { motivo: 'Desistência' }],
    ]);
    expect(rejectAgroFile.describe({ quotation: crop })).toBe(
      'Reprovar cartão assinado — cotação AGR-000042 (JOÃO)',
    );
  });

  it('upload the signed card kept with the item, and refuse to send without it', async () => {
    const file = new File(['%PDF'], 'assinado.pdf', { type: 'application/pdf' });
    const { api, ctx } = context({ arquivo: file });
    await uploadAgroSignedCard.send({ quotation: coffee, fileName: 'assinado.pdf' }, ctx);
    expect(api.upload).toHaveBeenCalledWith('/v1/agro/agricola/custo/arquivoCafezal/upload', file, {
      query: { cotacao_id: ID },
    });
    await expect(
      uploadAgroSignedCard.send({ quotation: crop, fileName: 'x.pdf' }, context().ctx),
    ).rejects.toThrow('O arquivo assinado não está mais neste dispositivo.');
  });
});
