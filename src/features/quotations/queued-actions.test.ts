import { describe, expect, it } from 'vitest';
import { STAGE_KEEPING_ACTIONS, quotationAction, sendQuotationEmail, workflowActionOf } from './commands';

const ref = { id: 'q1', numero: 12, tomador: 'ACME' };

describe('workflowActionOf', () => {
  it('names the workflow action of each queued write, with the insurer of the per-insurer ones', () => {
    expect(
      workflowActionOf(quotationAction.name, { quotation: ref, path: 'draftApprove', body: {}, label: 'x' }),
    ).toEqual({ action: 'aprovar_minuta' });
    expect(
      workflowActionOf(quotationAction.name, {
        quotation: ref,
        path: 'costs',
        seg: 's1',
        body: {},
        label: 'x',
      }),
    ).toEqual({ action: 'registrar_custos', seg: 's1' });
    expect(workflowActionOf(sendQuotationEmail.name, { quotation: ref, mensagem: null })).toEqual({
      action: 'enviar_email',
    });
    expect(workflowActionOf('quotations.create', {})).toBeNull();
  });

  it('tells the stage moves (nothing else offered meanwhile) from the actions that keep it', () => {
    expect(STAGE_KEEPING_ACTIONS.has('registrar_custos')).toBe(true);
    expect(STAGE_KEEPING_ACTIONS.has('aprovar_minuta')).toBe(false);
    expect(STAGE_KEEPING_ACTIONS.has('cancelar')).toBe(false);
  });
});
