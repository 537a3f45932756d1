import { describe, expect, it } from 'vitest';
import { stayingActions } from '../../contract/workflow-table';
import { QUOTATION_WORKFLOW } from '../../contract/workflows/guarantee-quotations';
import { quotationAction, resolveCritique, sendQuotationEmail, workflowActionOf } from './commands';

const ref = { id: 'q1', numero: 12, tomador: 'ACME' };

describe('workflowActionOf', () => {
  it('names the table action of an action item, with its insurer', () => {
    expect(
      workflowActionOf(quotationAction.name, { quotation: ref, acao: 'aprovar_minuta', body: {} }),
    ).toEqual({ action: 'aprovar_minuta' });
    expect(
      workflowActionOf(quotationAction.name, {
        quotation: ref,
        acao: 'registrar_custos',
        seg: 's1',
        body: {},
      }),
    ).toEqual({ action: 'registrar_custos', seg: 's1' });
    expect(
      workflowActionOf(resolveCritique.name, { quotation: ref, critica: 'c1', resolucao: null }),
    ).toBeNull();
  });

  it('sends each action to the URL of its route in the table, the insurer variant when it has one', async () => {
    const urls: string[] = [];
    const api = { put: (url: string) => (urls.push(url), Promise.resolve(null)) };
    const send = (p: object) => quotationAction.send(p as never, { api, files: {} } as never);
    await send({ quotation: ref, acao: 'aprovar_minuta', body: {} });
    await send({ quotation: ref, acao: 'aprovar_minuta', seg: 's 1', body: {} });
    await send({ quotation: ref, acao: 'gerar_cotacao', body: {} });
    // An item queued by an earlier version: its manifest path key.
    await send({ quotation: ref, path: 'critiqueResolve', critica: 'c1', body: {}, label: 'x' });
    expect(urls).toEqual([
      '/v1/garantia/cotacoes/q1/minuta/aprovar',
      '/v1/garantia/cotacoes/q1/seguradora/s%201/minuta/aprovar',
      '/v1/garantia/cotacoes/q1/gerarcotacao',
      '/v1/garantia/cotacoes/q1/criticas/c1/regularizar',
    ]);
  });

  it('still names the action of items queued by an earlier version (path and label)', () => {
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
