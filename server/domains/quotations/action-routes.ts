import * as v from 'valibot';
import {
  cancelBody,
  chooseBody,
  costBody,
  draftBody,
  emailBody,
  generateBody,
  insurerParams,
  optionalReasonBody,
  policyBody,
  quotationParams,
  reasonBody,
} from '../../../src/contract/guarantee-quotations';
import type { Quotation } from '../../../src/contract/guarantee-quotations';
import type { ActionRoute as TableRoute } from '../../../src/contract/workflow-table';
import { QUOTATION_WORKFLOW } from '../../../src/contract/workflows/guarantee-quotations';
import type { Db } from '../../db/client';
import type { Created } from '../../lib/listing';
import type { QuotationCaller } from './record';
import * as service from './service';
import type { QuotationAction } from './workflow';

const empty = v.optional(v.object({}), {});

/**
 * The request side of one route of an action of the table: its params and body, and the service call.
 * Method, URL, access and OpenAPI summary are the table's (`route` of the action,
 * src/contract/workflows/guarantee-quotations.ts); an action with two URLs (the draft's, for the
 * quotation and for one insurer) has one entry per `variant`.
 */
export interface ActionRoute {
  action: QuotationAction;
  variant?: 'cotacao' | 'seguradora';
  params: v.GenericSchema;
  body: v.GenericSchema;
  run(
    db: Db,
    who: QuotationCaller,
    params: Record<string, string>,
    body: never,
  ): Promise<Quotation | Created<Quotation>>;
}

function route<P extends v.GenericSchema, B extends v.GenericSchema>(
  action: QuotationAction,
  ...rest:
    | [params: P, body: B, run: Runner<P, B>]
    | [variant: 'cotacao' | 'seguradora', params: P, body: B, run: Runner<P, B>]
): ActionRoute {
  const [variant, params, body, run] = rest.length === 3 ? [undefined, ...rest] : rest;
  return { action, ...(variant ? { variant } : {}), params, body, run: run };
}

type Runner<P extends v.GenericSchema, B extends v.GenericSchema> = (
  db: Db,
  who: QuotationCaller,
  params: v.InferOutput<P>,
  body: v.InferOutput<B>,
) => Promise<Quotation | Created<Quotation>>;

/** The table's route of an action, as served: method, access, summary and its variant's URL. */
export function servedRoute(r: ActionRoute): Omit<TableRoute, 'path'> & { url: string } {
  const spec = QUOTATION_WORKFLOW.actions[r.action].route;
  if (!spec) throw new Error(`Cotação de garantia: a ação ${r.action} não tem rota na tabela.`);
  const url = typeof spec.path === 'string' ? spec.path : r.variant && spec.path[r.variant];
  if (!url) throw new Error(`Cotação de garantia: a ação ${r.action} não tem a rota ${r.variant ?? ''}.`);
  const summary = r.variant === 'seguradora' ? `${spec.summary} (da seguradora)` : spec.summary;
  return { method: spec.method, url, summary, access: spec.access };
}

/**
 * Every action route but the edit (PUT {id}, with If-Match and ETag) and the critiques (the critiques
 * domain's routes, under the quotation's paths).
 */
export const ACTION_ROUTES: readonly ActionRoute[] = [
  route('gerar_cotacao', quotationParams, generateBody, (db, a, p, b) => service.generate(db, a, p.id, b)),
  route('cancelar', quotationParams, cancelBody, (db, a, p, b) =>
    service.cancel(db, a, p.id, b.justificativa),
  ),
  route('registrar_custos', insurerParams, costBody, (db, a, p, b) =>
    service.recordCosts(db, a, p.id, p.seg, b),
  ),
  route('declinar_custo', insurerParams, optionalReasonBody, (db, a, p, b) =>
    service.declineCost(db, a, p.id, p.seg, b.motivo),
  ),
  route('reativar_custo', insurerParams, empty, (db, a, p) => service.reactivateCost(db, a, p.id, p.seg)),
  route('escolher_seguradora', insurerParams, chooseBody, (db, a, p, b) =>
    service.choose(db, a, p.id, p.seg, b),
  ),
  route('solicitar_minuta', insurerParams, empty, (db, a, p) => service.requestDraft(db, a, p.id, p.seg)),
  route('recusar_minuta', 'seguradora', insurerParams, reasonBody, (db, a, p, b) =>
    service.refuseDraft(db, a, p.id, b.motivo, p.seg),
  ),
  route('aprovar_minuta', 'seguradora', insurerParams, empty, (db, a, p) =>
    service.approveDraft(db, a, p.id, p.seg),
  ),
  route('solicitar_aprovacao_minuta', 'seguradora', insurerParams, empty, (db, a, p) =>
    service.askDraftApproval(db, a, p.id, p.seg),
  ),
  route('remover_minuta', insurerParams, empty, (db, a, p) => service.removeDraft(db, a, p.id, p.seg)),
  route('aprovar_minuta', 'cotacao', quotationParams, empty, (db, a, p) => service.approveDraft(db, a, p.id)),
  route('solicitar_aprovacao_minuta', 'cotacao', quotationParams, empty, (db, a, p) =>
    service.askDraftApproval(db, a, p.id),
  ),
  route('recusar_minuta', 'cotacao', quotationParams, reasonBody, (db, a, p, b) =>
    service.refuseDraft(db, a, p.id, b.motivo),
  ),
  route('registrar_declinio_minuta', quotationParams, optionalReasonBody, (db, a, p, b) =>
    service.declineDraft(db, a, p.id, b.motivo),
  ),
  route('solicitar_apolice', quotationParams, empty, (db, a, p) => service.requestPolicy(db, a, p.id)),
  route('inserir_minuta', quotationParams, draftBody, (db, a, p, b) =>
    service.insertDraft(db, a, p.id, b.arquivo_id),
  ),
  route('inserir_apolice', quotationParams, policyBody, (db, a, p, b) =>
    service.insertPolicy(db, a, p.id, b),
  ),
  route('enviar_email', quotationParams, emailBody, (db, a, p, b) => service.sendEmail(db, a, p.id, b)),
];

/** The actions served elsewhere: the edit (PUT {id}) and the critiques (their own routes). */
export const OWN_ROUTE_ACTIONS: ReadonlySet<QuotationAction> = new Set(['editar', 'criticar']);
