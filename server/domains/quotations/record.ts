import {
  COST_STATES,
  DRAFT_STATES,
  EMISSION_TYPES,
  QUOTATION_STAGES,
  QUOTATION_STATUSES,
  nameOf,
} from '../../../src/contract/guarantee-quotations';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../errors';
import { allowedActions, runTransition } from '../../lib/transition';
import type { TransitionPlan, TransitionRecord } from '../../lib/transition';
import * as critiques from '../critiques/service';
import * as repo from './repository';
import type { QuotationRow as StoredQuotation } from './repository';
import type { QuotationCaller, QuotationScope } from './scope';
import { ALL_QUOTATIONS } from './scope';
import { insuredOf, toQuotation } from './views';
import type { QuotationAction, QuotationContext } from './workflow';
import { quotationWorkflow } from './workflow';

/**
 * The guarantee quotation as the transition runner sees it (server/lib/transition.ts): every action
 * after its creation runs through `quotationTransitions(scope)`, and nothing else writes a quotation.
 */
export type QuotationTransitions = TransitionRecord<
  StoredQuotation,
  QuotationAction,
  QuotationContext,
  repo.QuotationValues
>;

const stageIndex = (id: string) => QUOTATION_STAGES.findIndex((s) => s.id === id);
const stagesFrom = (id: string) => QUOTATION_STAGES.slice(stageIndex(id)).map((s) => s.id as string);

/** The state of the table: the stage, or 'cancelada' (the stage stays where it stopped). */
export const stateOf = (row: StoredQuotation) => (row.status === 'cancelada' ? 'cancelada' : row.etapa);

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * What an audit row of a quotation holds: its columns under the names the history labels
 * (src/contract/audit.ts; bare ids are named when the history is read), and short summaries of the
 * child rows an action changes. Read from the stored rows: four small queries, not the wire view.
 */
export async function audited(db: Db, row: StoredQuotation): Promise<object> {
  const [costs, draft, policy, abertas] = await Promise.all([
    repo.costsOf(db, row.id),
    repo.currentDraft(db, row.id),
    repo.policyOf(db, row.id),
    critiques.openCount(db, 'cotacao_garantia', row.id),
  ]);
  return {
    numero: row.numero,
    status: { id: row.status, nome: nameOf(QUOTATION_STATUSES, row.status) },
    etapa: { id: row.etapa, nome: nameOf(QUOTATION_STAGES, row.etapa) },
    grupo_economico_id: row.grupoId,
    tomador: { id: row.tomadorId, nome: row.tomadorNome },
    modalidade_id: row.modalidadeId,
    submodalidade_id: row.submodalidadeId,
    tipo_emissao: { id: row.tipoEmissao, nome: nameOf(EMISSION_TYPES, row.tipoEmissao) },
    segurado: insuredOf(row),
    importancia_segurada: row.importanciaSegurada,
    vigencia_inicio: row.vigenciaInicio,
    vigencia_fim: row.vigenciaFim,
    recurso:
      row.recursoValor !== null
        ? { tipo: row.recursoTipo, valor: row.recursoValor, percentual: row.recursoPercentual }
        : null,
    processo: row.processoNumero
      ? {
          numero: row.processoNumero,
          tribunal_id: row.processoTribunalId,
          unidade_id: row.processoUnidadeId,
        }
      : null,
    objeto: row.objeto,
    seguradora_id: row.seguradoraId,
    custos: costs.map(({ cost: c, seguradora }) => ({
      seguradora: { id: c.seguradoraId, nome: seguradora },
      status: { id: c.status, nome: nameOf(COST_STATES, c.status) },
      premio: c.premio,
      taxa: c.taxa,
      importancia_segurada: c.importanciaSegurada,
      comissao: c.comissao,
      validade: c.validade,
      observacoes: c.observacoes,
      motivo_declinio: c.motivoDeclinio,
      justificativa_limite: c.justificativaLimite,
    })),
    minuta: draft
      ? {
          seguradora_id: draft.draft.seguradoraId,
          status: { id: draft.draft.status, nome: nameOf(DRAFT_STATES, draft.draft.status) },
          arquivo_id: draft.draft.arquivoId,
          aprovacao_solicitada_em: iso(draft.draft.aprovacaoSolicitadaEm),
          motivo: draft.draft.motivo,
        }
      : null,
    apolice: policy
      ? {
          numero: policy.policy.numero,
          emitida_em: policy.policy.emitidaEm,
          vigencia_inicio: policy.policy.vigenciaInicio,
          vigencia_fim: policy.policy.vigenciaFim,
          premio: policy.policy.premio,
          arquivo_id: policy.policy.arquivoId,
        }
      : null,
    criticas_abertas: abertas,
    justificativa_cancelamento: row.justificativaCancelamento,
    responsavel_id: row.responsavelId,
  };
}

const context = async (db: Db, row: StoredQuotation): Promise<QuotationContext> => ({
  criticasAbertas: await critiques.openCount(db, 'cotacao_garantia', row.id),
});

/** The quotations of `scope` as records of the workflow (the lock and the 404 follow the scope). */
export function quotationTransitions(scope: QuotationScope): QuotationTransitions {
  return {
    workflow: quotationWorkflow,
    entidade: 'cotacao_garantia',
    lock: (tx, id) => repo.findQuotation(tx, id, scope, true),
    reload: (tx, id) => repo.findQuotation(tx, id, ALL_QUOTATIONS),
    stateOf,
    context,
    move: (row, to) =>
      to === 'cancelada'
        ? { status: 'cancelada', etapasCanceladas: stagesFrom(row.etapa) }
        : {
            etapa: to as repo.QuotationValues['etapa'],
            etapasCanceladas: row.etapasCanceladas.filter((s) => stageIndex(s) > stageIndex(to)),
          },
    write: (tx, id, values) => repo.updateQuotation(tx, id, values),
    audited,
    // If-Match is the quotation's wire ETag (the record read and the edit form send it).
    version: (tx, row) => quotationView(tx, row),
    conflict: () => conflict('Este registro já foi gravado.'),
  };
}

/** The quotations every read of the server's own sees (no caller): their allowed actions. */
const SYSTEM_TRANSITIONS = quotationTransitions(ALL_QUOTATIONS);

/** The actions allowed now on a stored quotation (its open critiques applied). */
export const actionsOf = (db: Db, row: StoredQuotation) => allowedActions(db, SYSTEM_TRANSITIONS, row);

/** The record read: the wire view with the actions allowed now (the client's buttons). */
export async function quotationView(db: Db, row: StoredQuotation) {
  const [q, acoes] = await Promise.all([toQuotation(db, row), actionsOf(db, row)]);
  return { ...q, acoes };
}

/** A quotation the scope sees; one it does not see is answered exactly as a missing one (404). */
export async function existing(db: Db, id: string, scope: QuotationScope): Promise<StoredQuotation> {
  const row = await repo.findQuotation(db, id, scope);
  if (!row) throw notFound();
  return row;
}

export type { QuotationCaller };

/**
 * Runs one action of a quotation (server/lib/transition.ts) and answers the record read after it.
 */
export async function runAction(
  db: Db,
  actor: QuotationCaller,
  id: string,
  action: QuotationAction,
  plan: TransitionPlan<StoredQuotation, repo.QuotationValues> = {},
) {
  const { row } = await runTransition(db, quotationTransitions(actor.scope), actor, id, action, plan);
  return quotationView(db, row);
}
