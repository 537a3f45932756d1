import type { Quotation, QuotationStatusView } from '../../../contract/guarantee-quotations';
import { useRecordCommand } from '../../../forms/use-record-command';
import type { RecordActions } from '../../../offline/pending-actions';
import { useRecordActions } from '../../../offline/pending-actions';
import type { CommandDefinition, OutboxItem } from '../../../offline/types';
import type { QuotationAction } from '../commands';
import { STAGE_KEEPING_ACTIONS, quotationAction, scopeOf, workflowActionOf } from '../commands';
import { useQuotationPermissions } from '../permissions';

/** Two payloads are the same action when they name the same path and the same insurer or critique. */
function sameAction<P>(a: P, b: P): boolean {
  const x = a as { path?: unknown; seg?: unknown; critica?: unknown };
  const y = b as { path?: unknown; seg?: unknown; critica?: unknown };
  return x.path === y.path && x.seg === y.seg && x.critica === y.critica;
}

/**
 * Runs one quotation command through the outbox (sent now, or queued offline): the server's refusal
 * stays on screen in Portuguese. Resolves true when the command was sent or queued.
 */
export function useQuotationCommand<P, R>(command: CommandDefinition<P, R>) {
  return useRecordCommand(command, sameAction);
}

const labelOf = (item: OutboxItem): string | undefined =>
  // The page's own name of the action ('Aprovar minuta'); the sync page adds the quotation.
  item.command === quotationAction.name ? (item.payload as QuotationAction).label : undefined;

export interface QuotationQueue {
  /** The actions queued on this device for the quotation, and those the server refused. */
  queued: RecordActions;
  /** Whether the page offers a workflow action (of one insurer, for the per-insurer ones) now. */
  offers: (action: string, seg?: string) => boolean;
}

/**
 * The quotation's actions as the page offers them, with what waits on the device: a queued action is
 * not offered again (for its insurer), and while one that moves the stage waits, no other is offered
 * (the server tells the next ones once it is sent). A refused action is offered again.
 */
export function useQuotationQueue(q: Quotation, status: QuotationStatusView): QuotationQueue {
  const { canWrite } = useQuotationPermissions();
  const queued = useRecordActions(scopeOf(q.id), q.atualizado_em, labelOf);
  const pending = [...queued.sent, ...queued.waiting].flatMap((a) => {
    const known = workflowActionOf(a.command, a.payload);
    return known ? [known] : [];
  });
  const stageMoves = pending.some((p) => !STAGE_KEEPING_ACTIONS.has(p.action));
  const offers = (action: string, seg?: string) =>
    canWrite &&
    status.acoes.includes(action) &&
    !stageMoves &&
    // A critique is a record of its own: another may be written while one waits.
    (action === 'criticar' || !pending.some((p) => p.action === action && p.seg === seg));
  return { queued, offers };
}
