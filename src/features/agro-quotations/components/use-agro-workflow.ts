import type { AgroQuotation } from '../../../contract/agro-quotations';
import { AGRO_WORKFLOW } from '../../../contract/workflows/agro-quotations';
import type { AgroAction } from '../../../contract/workflows/agro-quotations';
import type { WorkflowQueue, WorkflowQueueSpec } from '../../../forms/use-workflow-action';
import { acoesOf, useWorkflowQueue } from '../../../forms/use-workflow-action';
import { agroActionOf, agroScopeOf } from '../commands';
import { useAgroPermissions } from '../permissions';

type AgroState = AgroQuotation['situacao']['id'];

/**
 * The agro quotation's actions queue offline and carry no guard: a queued step offers the next one
 * at once, as the table has it, so a field agent can go on without signal. Each insurer's costs are
 * their own record, so more may wait at once.
 */
export const AGRO_QUEUE: WorkflowQueueSpec<AgroState, AgroAction> = {
  table: AGRO_WORKFLOW,
  scope: agroScopeOf,
  actionOf: (item) => {
    const action = agroActionOf(item);
    return action ? { action } : null;
  },
  labelOf: (item) => {
    const action = agroActionOf(item);
    return action ? AGRO_WORKFLOW.actions[action].label : undefined;
  },
  offerNextState: true,
  repeatable: ['adicionar_custo'],
};

/**
 * The quotation's actions as the page offers them (a guest's photo and sketch are among them, but the
 * page draws no button for them), with what waits on the device (useWorkflowQueue).
 */
export function useAgroWorkflow(q: AgroQuotation): WorkflowQueue<AgroState, AgroAction> {
  const { canWrite } = useAgroPermissions();
  return useWorkflowQueue(
    AGRO_QUEUE,
    { id: q.id, state: q.situacao.id, version: q.atualizado_em, acoes: acoesOf(q) },
    canWrite,
  );
}
