import { describe, expect, it } from 'vitest';
import { stayingActions } from '../../contract/workflow-table';
import { QUOTATION_WORKFLOW } from '../../contract/workflows/guarantee-quotations';
import { quotationAction, sendQuotationEmail, workflowActionOf } from './commands';

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
    // A critique's resolution is the critique's table's: no action of the quotation waits.
    expect(
      workflowActionOf(quotationAction.name, {
        quotation: ref,
        path: 'critiqueResolve',
        critica: 'c1',
        body: {},
        label: 'x',
      }),
    ).toBeNull();
  });

  it('tells the stage moves (nothing else offered meanwhile) from the actions that keep it', () => {
    const staying = stayingActions(QUOTATION_WORKFLOW);
    expect(staying.has('registrar_custos')).toBe(true);
    expect(staying.has('aprovar_minuta')).toBe(false);
    expect(staying.has('cancelar')).toBe(false);
  });
});
