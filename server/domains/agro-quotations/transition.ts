import type { AgroActionId, AgroProductId, AgroStateId } from '../../../src/contract/agro-quotations';
import { AGRO_MESSAGES } from '../../../src/contract/agro-quotations';
import { actionIdsOf } from '../../../src/contract/workflow-table';
import { AGRO_WORKFLOW } from '../../../src/contract/workflows/agro-quotations';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../errors';
import type { Actor } from '../../lib/audit';
import { allowedActions, runTransition } from '../../lib/transition';
import type { TransitionPlan, TransitionRecord } from '../../lib/transition';
import type { FileStorage } from '../files/service';
import type { PrintTokens } from './print-token';
import * as repo from './repository';
import type { AgroQuotationRead } from './views';
import type { AgroRow, AgroScope } from './repository';
import { ALL_AGRO } from './repository';
import { auditedQuotation, toQuotation } from './views';
import type { AgroAction } from './workflow';
import { agroWorkflow } from './workflow';

/** What every operation needs besides its input: the database, the print tokens, the file storage. */
export interface AgroContext {
  db: Db;
  print: PrintTokens;
  storage: FileStorage;
}

/** Who acts (the audit's actor) and what they see (the one visibility rule: server/lib/visibility.ts). */
export type AgroCaller = Actor & { readonly guest: boolean; readonly scope: AgroScope };

export const refuse = (field: string, message: string) => badRequest([{ field, message }], message);

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
export const today = () => isoDay.format(new Date());
export const dmy = (iso: string) => iso.split('-').reverse().join('/');

/**
 * A quotation the caller sees. A guest asking for any other (another's or a missing one) gets the same
 * 404 with AGRO_MESSAGES.guestOnlyOwn: the answer tells nothing about quotations that are not its own.
 */
export const missing = (caller: Pick<AgroCaller, 'guest'>) =>
  caller.guest ? notFound(AGRO_MESSAGES.guestOnlyOwn) : notFound();

export async function visible(
  db: Db,
  id: string,
  caller: Pick<AgroCaller, 'guest' | 'scope'>,
): Promise<AgroRow> {
  const row = await repo.findQuotation(db, id, caller.scope);
  if (!row) throw missing(caller);
  return row;
}

/** The product the endpoint serves ('...Cafezal' or the plain one): another product is a 409. */
function checkProduct(row: AgroRow, product: AgroProductId | undefined) {
  if (product && row.produto !== product) throw conflict(AGRO_MESSAGES.productMismatch);
}

/** The actions a guest may run on its own quotation: those whose route lets guests in. */
const GUEST_ACTIONS: ReadonlySet<AgroAction> = new Set(
  actionIdsOf(AGRO_WORKFLOW).filter((a) => {
    const access = AGRO_WORKFLOW.actions[a].route?.access;
    return access !== undefined && 'guest' in access && access.guest === true;
  }),
);

/**
 * The agro quotation as the transition runner sees it (server/lib/transition.ts), for one caller: the
 * row locked in the caller's visibility (a guest's 404 otherwise) and, when the endpoint serves one
 * product, of that product; its state is `situacao`; its audit rows compare `auditedQuotation`.
 */
export function agroRecord(
  caller: Pick<AgroCaller, 'guest' | 'scope'>,
  product?: AgroProductId,
): TransitionRecord<AgroRow, AgroAction, undefined, repo.AgroValues> {
  return {
    workflow: agroWorkflow,
    entidade: 'cotacao_agro',
    async lock(tx, id) {
      const row = await repo.findQuotation(tx, id, caller.scope, true);
      if (row) checkProduct(row, product);
      return row;
    },
    reload: (tx, id) => repo.findQuotation(tx, id, ALL_AGRO),
    stateOf: (row) => row.situacao,
    move: (_row, to) => ({ situacao: to as AgroStateId }),
    write: (tx, id, values) => repo.updateQuotation(tx, id, values),
    audited: (tx, row) => auditedQuotation(tx, row),
    missing: () => missing(caller),
  };
}

/** The actions the caller may run on the quotation now: the table's, its guards, a guest's only. */
export async function actionsFor(
  db: Db,
  caller: Pick<AgroCaller, 'guest' | 'scope'>,
  row: AgroRow,
): Promise<AgroActionId[]> {
  const allowed = await allowedActions(db, agroRecord(caller), row);
  return caller.guest ? allowed.filter((a) => GUEST_ACTIONS.has(a)) : allowed;
}

/** The quotation's view for the caller, with the actions it may run now. */
export async function quotationFor(
  ctx: Pick<AgroContext, 'db' | 'print'>,
  caller: Pick<AgroCaller, 'guest' | 'scope'>,
  row: AgroRow,
): Promise<AgroQuotationRead> {
  return toQuotation(ctx.db, row, ctx.print, await actionsFor(ctx.db, caller, row));
}

/** One action of the quotation: what it does beyond the move, and the product its endpoint serves. */
export type AgroPlan = TransitionPlan<AgroRow, repo.AgroValues> & { product?: AgroProductId };

/**
 * Every change of a quotation after its creation: the one transition runner (lock in the caller's
 * visibility, product, table, work, move, one audit row), then the quotation as the caller reads it.
 */
export async function act(
  ctx: AgroContext,
  caller: AgroCaller,
  id: string,
  action: AgroAction,
  { product, ...plan }: AgroPlan = {},
): Promise<AgroQuotationRead> {
  const { row } = await runTransition(ctx.db, agroRecord(caller, product), caller, id, action, plan);
  return quotationFor(ctx, caller, row);
}

/**
 * A refusal of `action` in the current state before any bytes are stored (a PDF made, an upload kept):
 * the same checks as the action, without the lock; the action checks again.
 */
export async function precheck(
  ctx: AgroContext,
  caller: AgroCaller,
  id: string,
  action: AgroAction,
  product?: AgroProductId,
): Promise<AgroRow> {
  const row = await visible(ctx.db, id, caller);
  checkProduct(row, product);
  agroWorkflow.apply(row.situacao, action);
  return row;
}
