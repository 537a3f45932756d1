import { workflowTable } from '../workflow-table';

/**
 * A critique of a record with a workflow (a guarantee quotation today, an endorsement request next):
 * open until someone resolves it; while open it holds back the parent's guarded actions. Every change
 * of a critique is also an action of its parent, audited on the parent (server/domains/critiques).
 */
export const CRITIQUE_WORKFLOW = workflowTable({
  id: 'critica',
  nome: 'Crítica',
  objeto: 'a crítica',
  states: { aberta: 'Aberta', regularizada: 'Regularizada' },
  initial: 'aberta',
  actions: {
    reenviar: { label: 'Reenviar', from: ['aberta'], to: 'aberta' },
    regularizar: { label: 'Regularizar', from: ['aberta'], to: 'regularizada' },
  },
});
