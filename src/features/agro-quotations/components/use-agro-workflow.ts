import type { AgroQuotation, AgroStateId } from '../../../contract/agro-quotations';
import type { RecordActions } from '../../../offline/pending-actions';
import { useRecordActions } from '../../../offline/pending-actions';
import type { OutboxItem } from '../../../offline/types';
import { AGRO_COMMAND_ACTIONS, agroScopeOf } from '../commands';
import { useAgroPermissions } from '../permissions';
import type { AgroAction } from '../workflow';
import { agroActionsOf, agroStateAfter } from '../workflow';

const labelOf = (item: OutboxItem) => AGRO_COMMAND_ACTIONS[item.command]?.label;

export interface AgroWorkflowView {
  /** The actions queued on this device for the quotation, and those the server refused. */
  queued: RecordActions;
  /** The state once the queued actions are sent (the server's state when nothing waits). */
  state: AgroStateId;
  /** What the page offers now, for who may write. */
  allowed: readonly AgroAction[];
}

/**
 * The quotation's actions as the page offers them: those of the state its queued actions lead to. A
 * refused action leaves the state as the server has it, so its button is offered again.
 */
export function useAgroWorkflow(q: AgroQuotation): AgroWorkflowView {
  const { canWrite } = useAgroPermissions();
  const queued = useRecordActions(agroScopeOf(q.id), q.atualizado_em, labelOf);
  const waiting = [...queued.sent, ...queued.waiting].flatMap((a) => {
    const known = AGRO_COMMAND_ACTIONS[a.command];
    return known ? [known.action] : [];
  });
  const state = agroStateAfter(q.situacao.id, waiting);
  return { queued, state, allowed: canWrite ? agroActionsOf(state) : [] };
}
