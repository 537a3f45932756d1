import type { Quotation, QuotationStatusView } from '../../../contract/guarantee-quotations';
import type { QuotationAction as TableAction } from '../../../contract/workflows/guarantee-quotations';
import { QUOTATION_WORKFLOW } from '../../../contract/workflows/guarantee-quotations';
import type { WorkflowQueue, WorkflowQueueSpec } from '../../../forms/use-workflow-action';
import { useWorkflowAction, useWorkflowQueue } from '../../../forms/use-workflow-action';
import type { CommandDefinition, OutboxItem } from '../../../offline/types';
import type { QuotationAction } from '../commands';
import { quotationAction, scopeOf, workflowActionOf } from '../commands';
import { useQuotationPermissions } from '../permissions';

type QuotationState = keyof typeof QUOTATION_WORKFLOW.states;

/** Two payloads are the same action when they name the same action and the same insurer or critique. */
function sameAction<P>(a: P, b: P): boolean {
  const x = a as { acao?: unknown; seg?: unknown; critica?: unknown };
  const y = b as { acao?: unknown; seg?: unknown; critica?: unknown };
  return x.acao === y.acao && x.seg === y.seg && x.critica === y.critica;
}

/** Runs one quotation action (useWorkflowAction), telling apart the insurer or critique it is about. */
export const useQuotationAction = <P, R>(command: CommandDefinition<P, R>) =>
  useWorkflowAction(command, sameAction);

/**
 * The guarantee quotation's stage moves have guards the server checks (no open critique): while one
 * waits, nothing else is offered until the server tells the next actions. The per-insurer actions are
 * told apart by the insurer; critiques are records of their own, so another may be written while one
 * waits.
 */
const QUOTATION_QUEUE: WorkflowQueueSpec<QuotationState, TableAction> = {
  table: QUOTATION_WORKFLOW,
  scope: scopeOf,
  actionOf: (item) => {
    const known = workflowActionOf(item.command, item.payload);
    return known ? { action: known.action, ...(known.seg ? { key: known.seg } : {}) } : null;
  },
  // The table's label and what the page added ('Registrar custos da ALFA'); the sync page adds the quotation.
  labelOf: (item: OutboxItem) => {
    if (item.command !== quotationAction.name) return undefined;
    const p = item.payload as QuotationAction;
    return p.detalhe ? `${QUOTATION_WORKFLOW.actions[p.acao].label} ${p.detalhe}` : undefined;
  },
  offerNextState: false,
  repeatable: ['criticar'],
};

/** The quotation's actions as the page offers them, with what waits on the device. */
export function useQuotationQueue(
  q: Quotation,
  status: QuotationStatusView,
): WorkflowQueue<QuotationState, TableAction> {
  const { canWrite } = useQuotationPermissions();
  return useWorkflowQueue(
    QUOTATION_QUEUE,
    {
      id: q.id,
      // A cancelled quotation keeps its stage for the step bar; its state in the table is 'cancelada'.
      state: status.status.id === 'cancelada' ? 'cancelada' : status.etapa.id,
      version: q.atualizado_em,
      acoes: status.acoes,
    },
    canWrite,
  );
}
