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
import { quotationApi as api } from '../../../src/contract/manifests/quotations';
import type { Db } from '../../db/client';
import type { Created } from '../../lib/listing';
import type { QuotationCaller } from './record';
import * as service from './service';
import type { QuotationAction } from './workflow';

const empty = v.optional(v.object({}), {});

/**
 * One route of an action of the table: its path (SPEC.md §7, the manifest's), its params and body, and
 * the service call. The routes file serves each with the summary from the table's label, the domain's
 * write access and the quotation record as the answer; `description` keeps what the label alone
 * does not say. An action may have two routes (the draft's, with and without the insurer in the path).
 */
export interface ActionRoute {
  action: QuotationAction;
  method: 'put' | 'post';
  path: string;
  params: v.GenericSchema;
  body: v.GenericSchema;
  description: string;
  run(
    db: Db,
    who: QuotationCaller,
    params: Record<string, string>,
    body: never,
  ): Promise<Quotation | Created<Quotation>>;
}

const route = <P extends v.GenericSchema, B extends v.GenericSchema>(
  action: QuotationAction,
  method: 'put' | 'post',
  path: string,
  params: P,
  body: B,
  description: string,
  run: (
    db: Db,
    who: QuotationCaller,
    params: v.InferOutput<P>,
    body: v.InferOutput<B>,
  ) => Promise<Quotation | Created<Quotation>>,
): ActionRoute => ({ action, method, path, params, body, description, run: run });

/**
 * Every action route but the edit (PUT {id}, with If-Match and ETag) and the critiques (the critiques
 * domain's routes, under the quotation's paths).
 */
export const ACTION_ROUTES: readonly ActionRoute[] = [
  route(
    'gerar_cotacao',
    'put',
    api.generate,
    quotationParams,
    generateBody,
    'Gera a cotação: uma linha de custos por seguradora escolhida',
    (db, a, p, b) => service.generate(db, a, p.id, b),
  ),
  route(
    'cancelar',
    'put',
    api.cancel,
    quotationParams,
    cancelBody,
    'Cancela a cotação (justificativa obrigatória)',
    (db, a, p, b) => service.cancel(db, a, p.id, b.justificativa),
  ),
  route(
    'registrar_custos',
    'put',
    api.costs,
    insurerParams,
    costBody,
    'Registra os custos de uma seguradora',
    (db, a, p, b) => service.recordCosts(db, a, p.id, p.seg, b),
  ),
  route(
    'declinar_custo',
    'put',
    api.decline,
    insurerParams,
    optionalReasonBody,
    'Declina a cotação de uma seguradora',
    (db, a, p, b) => service.declineCost(db, a, p.id, p.seg, b.motivo),
  ),
  route(
    'reativar_custo',
    'put',
    api.reactivate,
    insurerParams,
    empty,
    'Reativa a cotação declinada de uma seguradora',
    (db, a, p) => service.reactivateCost(db, a, p.id, p.seg),
  ),
  route(
    'escolher_seguradora',
    'put',
    api.choose,
    insurerParams,
    chooseBody,
    'Escolhe a seguradora (formaliza a cotação) e solicita a minuta; limite insuficiente exige justificativa',
    (db, a, p, b) => service.choose(db, a, p.id, p.seg, b),
  ),
  route(
    'solicitar_minuta',
    'put',
    api.insurerDraftRequest,
    insurerParams,
    empty,
    'Solicita a minuta à seguradora escolhida',
    (db, a, p) => service.requestDraft(db, a, p.id, p.seg),
  ),
  route(
    'recusar_minuta',
    'put',
    api.insurerDraftRefuse,
    insurerParams,
    reasonBody,
    'Recusa a minuta da seguradora (com motivo)',
    (db, a, p, b) => service.refuseDraft(db, a, p.id, b.motivo, p.seg),
  ),
  route(
    'aprovar_minuta',
    'put',
    api.insurerDraftApprove,
    insurerParams,
    empty,
    'Aprova a minuta da seguradora',
    (db, a, p) => service.approveDraft(db, a, p.id, p.seg),
  ),
  route(
    'solicitar_aprovacao_minuta',
    'put',
    api.insurerDraftAskApproval,
    insurerParams,
    empty,
    'Pede ao tomador a aprovação da minuta da seguradora',
    (db, a, p) => service.askDraftApproval(db, a, p.id, p.seg),
  ),
  route(
    'remover_minuta',
    'put',
    api.insurerDraftRemove,
    insurerParams,
    empty,
    'Remove a minuta inserida da seguradora',
    (db, a, p) => service.removeDraft(db, a, p.id, p.seg),
  ),
  route(
    'aprovar_minuta',
    'put',
    api.draftApprove,
    quotationParams,
    empty,
    'Aprova a minuta (vai para a emissão da apólice)',
    (db, a, p) => service.approveDraft(db, a, p.id),
  ),
  route(
    'solicitar_aprovacao_minuta',
    'put',
    api.draftAskApproval,
    quotationParams,
    empty,
    'Pede ao tomador, por e-mail, a aprovação da minuta',
    (db, a, p) => service.askDraftApproval(db, a, p.id),
  ),
  route(
    'recusar_minuta',
    'put',
    api.draftRefuse,
    quotationParams,
    reasonBody,
    'Recusa a minuta (com motivo): volta a solicitar minuta',
    (db, a, p, b) => service.refuseDraft(db, a, p.id, b.motivo),
  ),
  route(
    'registrar_declinio_minuta',
    'put',
    api.draftDecline,
    quotationParams,
    optionalReasonBody,
    'Registra que a seguradora declinou a minuta: a cotação volta aos custos',
    (db, a, p, b) => service.declineDraft(db, a, p.id, b.motivo),
  ),
  route(
    'solicitar_apolice',
    'put',
    api.policyRequest,
    quotationParams,
    empty,
    'Solicita a emissão da apólice à seguradora',
    (db, a, p) => service.requestPolicy(db, a, p.id),
  ),
  route(
    'inserir_minuta',
    'post',
    api.draft,
    quotationParams,
    draftBody,
    'Insere a minuta (o arquivo vai antes por POST /arquivos/upload, campo arquivo)',
    (db, a, p, b) => service.insertDraft(db, a, p.id, b.arquivo_id),
  ),
  route(
    'inserir_apolice',
    'post',
    api.policy,
    quotationParams,
    policyBody,
    'Insere a apólice emitida (número, datas, prêmio, PDF): a cotação termina; 201 na primeira vez, 200 na repetição do mesmo id',
    (db, a, p, b) => service.insertPolicy(db, a, p.id, b),
  ),
  route(
    'enviar_email',
    'post',
    api.email,
    quotationParams,
    emailBody,
    'Envia a solicitação de cotação por e-mail às seguradoras (fila de e-mails, enviado uma vez)',
    (db, a, p, b) => service.sendEmail(db, a, p.id, b),
  ),
];

/** The actions served elsewhere: the edit (PUT {id}) and the critiques (their own routes). */
export const OWN_ROUTE_ACTIONS: ReadonlySet<QuotationAction> = new Set(['editar', 'criticar']);
