import sanitizeHtml from 'sanitize-html';
import type * as v from 'valibot';
import type { Paged } from '../../../src/contract/common';
import { CCG_STRUCTURES, nameIn } from '../../../src/contract/credit-limits';
import { fileUrl } from '../../../src/contract/files';
import type {
  ComparisonRow,
  CostLine,
  Critique,
  CritiqueFollowUp,
  Draft,
  IssuedPolicy,
  Quotation,
  QuotationEdit,
  QuotationListQuery,
  QuotationOptions,
  QuotationRow,
  QuotationStatusView,
  chooseBody,
  costBody,
  createQuotationBody,
  critiqueBody,
  critiqueFollowUpQuery,
  critiqueResolveBody,
  emailBody,
  generateBody,
  policyBody,
  quotationBody,
} from '../../../src/contract/guarantee-quotations';
import {
  APPEAL_TYPES,
  COST_STATES,
  CRITIQUE_STATES,
  DEFAULT_APPEAL_PERCENT,
  DRAFT_STATES,
  EMISSION_TYPES,
  QUOTATION_MESSAGES,
  QUOTATION_SITUATIONS,
  QUOTATION_STAGES,
  QUOTATION_STATUSES,
  formatQuotationNumber,
  nameOf,
  situationOf,
  stepStates,
} from '../../../src/contract/guarantee-quotations';
import type { AuditAction } from '../../../src/contract/audit';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { writeAudit } from '../../lib/audit';
import { createOnce } from '../../lib/create-once';
import { assertIfMatch } from '../../lib/etag';
import type { Created } from '../../lib/listing';
import { enqueueMail } from '../../lib/mail-outbox';
import { formatUniqueNumber, parseUniqueNumber } from '../../../src/lib/cnj';
import { quotableFor } from '../modalities/service';
import * as repo from './repository';
import type { QuotationRow as StoredQuotation } from './repository';
import type { QuotationCaller, QuotationScope } from './scope';
import { ALL_QUOTATIONS } from './scope';
import { seesWholeArea } from '../../../src/contract/visibility';
import type { QuotationAction } from './workflow';
import { STAY_ACTIONS, costWorkflow, critiqueWorkflow, quotationWorkflow } from './workflow';

export type CreateData = v.InferOutput<typeof createQuotationBody>;
export type QuotationData = v.InferOutput<typeof quotationBody>;

const refuse = (field: string, message: string) => badRequest([{ field, message }], message);

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const today = () => isoDay.format(new Date());
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The object's rich text: the tags of a simple editor, nothing that runs or loads. */
export function sanitizeObject(html: string | null): string | null {
  if (!html) return null;
  const clean = sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'h3', 'h4'],
    allowedAttributes: {},
  }).trim();
  return clean.replace(/<[^>]*>/g, '').trim() ? clean : null;
}

/* ---------------------------------------------------------------- views */

const fileRef = (id: string | null, nome: string | null) =>
  id ? { id, nome: nome ?? 'arquivo', url: fileUrl(id) } : null;

function toCost(c: repo.CostRow, seguradora: string): CostLine {
  return {
    id: c.id,
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
    atualizado_em: c.atualizadoEm.toISOString(),
  };
}

function toDraft(d: NonNullable<Awaited<ReturnType<typeof repo.currentDraft>>>): Draft {
  return {
    id: d.draft.id,
    seguradora: { id: d.draft.seguradoraId, nome: d.seguradora },
    status: { id: d.draft.status, nome: nameOf(DRAFT_STATES, d.draft.status) },
    arquivo: fileRef(d.draft.arquivoId, d.arquivo),
    solicitada_em: iso(d.draft.solicitadaEm),
    emitida_em: iso(d.draft.emitidaEm),
    aprovacao_solicitada_em: iso(d.draft.aprovacaoSolicitadaEm),
    decidida_em: iso(d.draft.decididaEm),
    motivo: d.draft.motivo,
  };
}

function toPolicy(p: NonNullable<Awaited<ReturnType<typeof repo.policyOf>>>): IssuedPolicy {
  return {
    id: p.policy.id,
    numero: p.policy.numero,
    seguradora: { id: p.policy.seguradoraId, nome: p.seguradora },
    emitida_em: p.policy.emitidaEm,
    vigencia_inicio: p.policy.vigenciaInicio,
    vigencia_fim: p.policy.vigenciaFim,
    premio: p.policy.premio,
    importancia_segurada: p.policy.importanciaSegurada,
    arquivo: fileRef(p.policy.arquivoId, p.arquivo),
  };
}

async function toCritique(db: Db, c: repo.CritiqueRow): Promise<Critique> {
  const [autor, por] = await Promise.all([
    repo.userName(db, c.autorId),
    repo.userName(db, c.regularizadaPor),
  ]);
  return {
    id: c.id,
    cotacao_id: c.cotacaoId,
    texto: c.texto,
    status: { id: c.status, nome: nameOf(CRITIQUE_STATES, c.status) },
    autor,
    criado_em: c.criadoEm.toISOString(),
    reenvios: c.reenvios,
    reenviada_em: iso(c.reenviadaEm),
    regularizada_em: iso(c.regularizadaEm),
    regularizada_por: por,
    resolucao: c.resolucao,
  };
}

export async function toQuotation(db: Db, row: StoredQuotation): Promise<Quotation> {
  const [names, costs, draft, policy, abertas, seguradora, responsavel, tribunal, unidade] =
    await Promise.all([
      repo.namesOf(db, row),
      repo.costsOf(db, row.id),
      repo.currentDraft(db, row.id),
      repo.policyOf(db, row.id),
      repo.openCritiqueCount(db, row.id),
      repo.insurerName(db, row.seguradoraId),
      repo.userName(db, row.responsavelId),
      repo.courtName(db, row.processoTribunalId),
      row.processoUnidadeId ? repo.courtUnit(db, row.processoUnidadeId) : undefined,
    ]);
  if (!names) throw notFound();
  const custos = costs.map((c) => toCost(c.cost, c.seguradora));
  const chosen = custos.find((c) => c.status.id === 'escolhido');
  const validities = custos
    .filter((c) => c.status.id === 'cotado' && c.validade)
    .map((c) => c.validade ?? '');
  const situacao = situationOf(row.status, row.etapa, draft?.draft.status ?? null);
  return {
    id: row.id,
    numero: row.numero,
    status: { id: row.status, nome: nameOf(QUOTATION_STATUSES, row.status) },
    etapa: { id: row.etapa, nome: nameOf(QUOTATION_STAGES, row.etapa) },
    situacao: { id: situacao, nome: nameOf(QUOTATION_SITUATIONS, situacao) },
    grupo_economico: { id: row.grupoId, nome: names.grupo },
    tomador: { id: row.tomadorId, nome_fantasia: names.tomador, cnpj: names.cnpj },
    modalidade: { id: row.modalidadeId, nome: names.modalidade },
    submodalidade: { id: row.submodalidadeId, nome: names.submodalidade },
    tipo_emissao: { id: row.tipoEmissao, nome: nameOf(EMISSION_TYPES, row.tipoEmissao) },
    segurado: {
      tipo: row.seguradoTipo,
      documento: row.seguradoDocumento,
      nome: row.seguradoNome,
      cep: row.seguradoCep,
      logradouro: row.seguradoLogradouro,
      numero: row.seguradoNumero,
      complemento: row.seguradoComplemento,
      uf: row.seguradoUf,
      cidade: row.seguradoCidade,
      bairro: row.seguradoBairro,
    },
    importancia_segurada: row.importanciaSegurada,
    vigencia_inicio: row.vigenciaInicio,
    vigencia_fim: row.vigenciaFim,
    recurso:
      row.recursoValor !== null
        ? {
            tipo: row.recursoTipo
              ? { id: row.recursoTipo, nome: nameOf(APPEAL_TYPES, row.recursoTipo) }
              : null,
            valor: row.recursoValor,
            percentual: row.recursoPercentual ?? DEFAULT_APPEAL_PERCENT,
          }
        : null,
    processo: row.processoNumero
      ? {
          numero: row.processoNumero,
          tribunal,
          unidade: unidade ? { id: unidade.id, nome: unidade.nome } : null,
        }
      : null,
    objeto: row.objeto,
    seguradora,
    custos,
    minuta: draft ? toDraft(draft) : null,
    apolice: policy ? toPolicy(policy) : null,
    criticas_abertas: abertas,
    expira_em: chosen?.validade ?? (validities.length ? (validities.sort()[0] ?? null) : null),
    justificativa_cancelamento: row.justificativaCancelamento,
    responsavel,
    criado_em: row.criadoEm.toISOString(),
    atualizado_em: row.atualizadoEm.toISOString(),
  };
}

/** A quotation the scope sees; one it does not see is answered exactly as a missing one (404). */
async function existing(db: Db, id: string, scope: QuotationScope): Promise<StoredQuotation> {
  const row = await repo.findQuotation(db, id, scope);
  if (!row) throw notFound();
  return row;
}

export async function getQuotation(db: Db, id: string, scope: QuotationScope): Promise<Quotation> {
  return toQuotation(db, await existing(db, id, scope));
}

/** GET {id}/edicao, and the quotation it was read from (its ETag is the edit's If-Match). */
export async function getEdit(
  db: Db,
  id: string,
  scope: QuotationScope,
): Promise<{ edit: QuotationEdit; quotation: Quotation }> {
  const row = await existing(db, id, scope);
  const q = await toQuotation(db, row);
  const edit: QuotationEdit = {
    id: q.id,
    numero: q.numero,
    grupo_economico: q.grupo_economico,
    tomador: q.tomador,
    modalidade: q.modalidade,
    submodalidade: q.submodalidade,
    tipo_emissao_id: row.tipoEmissao as QuotationEdit['tipo_emissao_id'],
    segurado: q.segurado,
    importancia_segurada: q.importancia_segurada,
    vigencia_inicio: q.vigencia_inicio,
    vigencia_fim: q.vigencia_fim,
    recurso: q.recurso
      ? {
          tipo_id: (q.recurso.tipo?.id ?? null) as NonNullable<QuotationEdit['recurso']>['tipo_id'],
          valor: q.recurso.valor,
          percentual: q.recurso.percentual,
        }
      : null,
    processo: q.processo
      ? {
          numero: q.processo.numero,
          unidade_id: q.processo.unidade?.id ?? null,
          tribunal: q.processo.tribunal,
          unidade: q.processo.unidade,
        }
      : null,
    objeto: q.objeto,
    atualizado_em: q.atualizado_em,
  };
  return { edit, quotation: q };
}

export async function getStatus(db: Db, id: string, scope: QuotationScope): Promise<QuotationStatusView> {
  const row = await existing(db, id, scope);
  const [draft, policy, abertas] = await Promise.all([
    repo.currentDraft(db, id),
    repo.policyOf(db, id),
    repo.openCritiqueCount(db, id),
  ]);
  const state = row.status === 'cancelada' ? 'cancelada' : row.etapa;
  return {
    id: row.id,
    numero: row.numero,
    status: { id: row.status, nome: nameOf(QUOTATION_STATUSES, row.status) },
    etapa: { id: row.etapa, nome: nameOf(QUOTATION_STAGES, row.etapa) },
    passos: stepStates(row.etapa, row.status, row.etapasCanceladas),
    tem_minuta: Boolean(draft?.draft.arquivoId),
    tem_apolice: Boolean(policy),
    acoes: quotationWorkflow.allowed(state, { criticasAbertas: abertas }),
  };
}

/* ---------------------------------------------------------------- create and edit */

interface Checked {
  values: Omit<repo.QuotationValues, 'id'>;
}

/**
 * The checks of the data against the records it names; answers the columns to store. A caller who
 * does not see every quotation quotes only for the groups of their wallet (403); an edit may keep the
 * group it already has (`storedGroup`), even one that left the wallet since.
 */
async function checkData(
  db: Db,
  actor: QuotationCaller,
  data: QuotationData,
  storedGroup?: string,
): Promise<Checked> {
  const { scope } = actor;
  if (
    !scope.system &&
    !seesWholeArea(scope) &&
    data.grupo_economico_id !== storedGroup &&
    !(await repo.inWallet(db, data.grupo_economico_id, scope.userId))
  )
    throw forbidden(QUOTATION_MESSAGES.groupOutsideWallet);
  const group = await repo.groupContact(db, data.grupo_economico_id);
  if (!group) throw refuse('grupo_economico_id', 'Grupo econômico não encontrado.');
  const taker = await repo.findTaker(db, data.tomador_id);
  if (!taker || taker.grupoId !== group.id) throw refuse('tomador_id', QUOTATION_MESSAGES.borrowerNotInGroup);
  const sub = await repo.findSubModality(db, data.submodalidade_id);
  if (!sub || !sub.ativo) throw refuse('submodalidade_id', 'Sub-modalidade não encontrada ou inativa.');
  if (sub.modalidadeId !== data.modalidade_id)
    throw refuse('submodalidade_id', QUOTATION_MESSAGES.subModalityMismatch);
  const quotable = await quotableFor(db, actor.userId, group.id);
  if (!quotable.some((m) => m.submodalidades.some((s) => s.id === sub.id)))
    throw refuse('submodalidade_id', QUOTATION_MESSAGES.subModalityNotAllowed);

  let processo: Pick<repo.QuotationValues, 'processoNumero' | 'processoTribunalId' | 'processoUnidadeId'> = {
    processoNumero: null,
    processoTribunalId: null,
    processoUnidadeId: null,
  };
  if (sub.exigeProcesso) {
    if (!data.processo?.numero) throw refuse('processo.numero', QUOTATION_MESSAGES.processRequired);
    const parsed = parseUniqueNumber(data.processo.numero);
    if (!parsed.ok)
      throw refuse(
        'processo.numero',
        parsed.error === 'format'
          ? QUOTATION_MESSAGES.processInvalid
          : 'Dígito verificador inválido no número do processo.',
      );
    const n = parsed.value;
    const found = await repo.courtOfCase(db, `${String(n.segmento)}.${n.tribunal}`, n.origem);
    let unitId = found.unit?.id ?? null;
    if (data.processo.unidade_id) {
      const unit = await repo.courtUnit(db, data.processo.unidade_id);
      if (!unit || !found.court || unit.tribunalId !== found.court.id)
        throw refuse('processo.unidade_id', 'A unidade judiciária não pertence ao tribunal do processo.');
      unitId = unit.id;
    }
    processo = {
      processoNumero: formatUniqueNumber(n),
      processoTribunalId: found.court?.id ?? null,
      processoUnidadeId: unitId,
    };
  }
  if (sub.exigeRecurso && !data.recurso) throw refuse('recurso.valor', QUOTATION_MESSAGES.appealRequired);
  const recurso = sub.exigeRecurso && data.recurso ? data.recurso : null;
  const s = data.segurado;
  return {
    values: {
      grupoId: group.id,
      tomadorId: taker.id,
      tomadorNome: taker.nome,
      modalidadeId: data.modalidade_id,
      submodalidadeId: sub.id,
      tipoEmissao: data.tipo_emissao_id,
      seguradoTipo: s.tipo,
      seguradoDocumento: s.documento,
      seguradoNome: s.nome,
      seguradoCep: s.cep,
      seguradoLogradouro: s.logradouro,
      seguradoNumero: s.numero,
      seguradoComplemento: s.complemento,
      seguradoUf: s.uf,
      seguradoCidade: s.cidade,
      seguradoBairro: s.bairro,
      importanciaSegurada: data.importancia_segurada,
      vigenciaInicio: data.vigencia_inicio,
      vigenciaFim: data.vigencia_fim,
      recursoTipo: recurso?.tipo_id ?? null,
      recursoValor: recurso?.valor ?? null,
      recursoPercentual: recurso ? recurso.percentual : null,
      ...processo,
      objeto: sanitizeObject(data.objeto),
    },
  };
}

export async function createQuotation(
  db: Db,
  actor: QuotationCaller,
  data: CreateData,
): Promise<Created<Quotation>> {
  const { id, ...fields } = data;
  return createOnce<Quotation>({
    db,
    audit: { actor, entidade: 'cotacao_garantia' },
    request: { importancia_segurada: data.importancia_segurada, vigencia_fim: data.vigencia_fim },
    stored: async () => {
      // Another's quotation under this id is not shown: the insert then collides (409).
      const row = id ? await repo.findQuotation(db, id, actor.scope) : undefined;
      return row && toQuotation(db, row);
    },
    insert: async (tx) => {
      const { values } = await checkData(tx, actor, fields);
      const row = await repo.insertQuotation(tx, {
        ...(id ? { id } : {}),
        ...values,
        responsavelId: actor.userId,
      });
      return toQuotation(tx, row);
    },
    conflict: () => conflict('Esta cotação já foi registrada.'),
  });
}

/* ---------------------------------------------------------------- the one write path of actions */

interface ActionPlan {
  ifMatch?: string | undefined;
  /** The writes of the action; answers the quotation's own columns to change. */
  work?: (
    tx: Db,
    row: StoredQuotation,
    before: Quotation,
  ) => Promise<Partial<repo.QuotationValues> | undefined>;
  auditAs?: AuditAction;
}

/**
 * Every change of a quotation after its creation: lock the row, check If-Match when sent, check the
 * workflow (409 otherwise), write, move the stage (or the status, for 'cancelar'), and write the audit
 * row named after the action, all in one transaction.
 */
export async function runAction(
  db: Db,
  actor: QuotationCaller,
  id: string,
  action: QuotationAction,
  plan: ActionPlan = {},
): Promise<Quotation> {
  return db.transaction(async (tx) => {
    const row = await repo.findQuotation(tx, id, actor.scope, true);
    if (!row) throw notFound();
    const before = await toQuotation(tx, row);
    assertIfMatch(plan.ifMatch, before);
    const state = row.status === 'cancelada' ? 'cancelada' : row.etapa;
    const to = quotationWorkflow.apply(state, action, { criticasAbertas: before.criticas_abertas });
    const values = (await plan.work?.(tx, row, before)) ?? {};
    const move: Partial<repo.QuotationValues> =
      STAY_ACTIONS.has(action) || action === 'editar'
        ? {}
        : to === 'cancelada'
          ? { status: 'cancelada', etapasCanceladas: stagesFrom(row.etapa) }
          : {
              etapa: to,
              etapasCanceladas: row.etapasCanceladas.filter((s) => stageIndex(s) > stageIndex(to)),
            };
    await repo.updateQuotation(tx, id, { ...move, ...values });
    const after = await toQuotation(tx, await existing(tx, id, ALL_QUOTATIONS));
    await writeAudit(tx, { actor, entidade: 'cotacao_garantia' }, plan.auditAs ?? action, id, before, after, {
      always: true,
    });
    return after;
  });
}

const stageIndex = (id: string) => QUOTATION_STAGES.findIndex((s) => s.id === id);
const stagesFrom = (id: string) => QUOTATION_STAGES.slice(stageIndex(id)).map((s) => s.id as string);

export async function updateQuotation(
  db: Db,
  actor: QuotationCaller,
  id: string,
  data: QuotationData,
  ifMatch: string | undefined,
): Promise<Quotation> {
  return runAction(db, actor, id, 'editar', {
    ifMatch,
    work: async (tx, row) => (await checkData(tx, actor, data, row.grupoId)).values,
  });
}

/* ---------------------------------------------------------------- costs */

export async function generate(
  db: Db,
  actor: QuotationCaller,
  id: string,
  data: v.InferOutput<typeof generateBody>,
): Promise<Quotation> {
  return runAction(db, actor, id, 'gerar_cotacao', {
    work: async (tx, row) => {
      const ids =
        data.seguradora_ids ?? (await repo.defaultInsurers(tx, row.submodalidadeId, row.grupoId, today()));
      if (ids.length === 0) throw refuse('seguradora_ids', QUOTATION_MESSAGES.noInsurers);
      const found = await repo.activeInsurers(tx, ids);
      if (found.length !== ids.length) throw refuse('seguradora_ids', QUOTATION_MESSAGES.insurerMissing);
      await repo.insertCosts(tx, id, ids);
    },
  });
}

async function costOf(tx: Db, id: string, insurerId: string) {
  const cost = await repo.findCost(tx, id, insurerId);
  if (!cost) throw notFound(QUOTATION_MESSAGES.insurerNotInQuotation);
  return cost;
}

export async function recordCosts(
  db: Db,
  actor: QuotationCaller,
  id: string,
  insurerId: string,
  data: v.InferOutput<typeof costBody>,
): Promise<Quotation> {
  return runAction(db, actor, id, 'registrar_custos', {
    work: async (tx, row) => {
      const cost = await costOf(tx, id, insurerId);
      costWorkflow.apply(cost.status, 'registrar');
      await repo.updateCost(tx, cost.id, {
        status: 'cotado',
        premio: data.premio,
        taxa: data.taxa,
        importanciaSegurada: data.importancia_segurada ?? row.importanciaSegurada,
        comissao: data.comissao,
        validade: data.validade,
        observacoes: data.observacoes,
      });
    },
  });
}

export async function declineCost(
  db: Db,
  actor: QuotationCaller,
  id: string,
  insurerId: string,
  motivo: string | null,
): Promise<Quotation> {
  return runAction(db, actor, id, 'declinar_custo', {
    work: async (tx) => {
      const cost = await costOf(tx, id, insurerId);
      costWorkflow.apply(cost.status, 'declinar');
      await repo.updateCost(tx, cost.id, { status: 'declinado', motivoDeclinio: motivo });
    },
  });
}

export async function reactivateCost(
  db: Db,
  actor: QuotationCaller,
  id: string,
  insurerId: string,
): Promise<Quotation> {
  return runAction(db, actor, id, 'reativar_custo', {
    work: async (tx) => {
      const cost = await costOf(tx, id, insurerId);
      costWorkflow.apply(cost.status, 'reativar');
      await repo.updateCost(tx, cost.id, {
        status: cost.premio !== null ? 'cotado' : 'aguardando',
        motivoDeclinio: null,
      });
    },
  });
}

/** The limit each insurer of the quotation holds for the group, and what is used of it. */
async function limitsFor(db: Db, row: StoredQuotation) {
  const day = today();
  const [approved, used] = await Promise.all([
    repo.approvedLimits(db, row.grupoId, day),
    repo.usedLimits(db, row.grupoId, day, row.id),
  ]);
  const best = new Map<string, (typeof approved)[number]>();
  for (const a of approved) if (!best.has(a.seguradoraId)) best.set(a.seguradoraId, a);
  return (insurerId: string) => {
    const a = best.get(insurerId);
    if (!a || a.limite === null) return null;
    const utilizado = Math.round((used.get(insurerId) ?? 0) * 100) / 100;
    return {
      aprovado: a.limite,
      utilizado,
      disponivel: Math.round((a.limite - utilizado) * 100) / 100,
      taxa_minima: a.taxaMinima,
      estrutura_ccg: a.estruturaCcg
        ? { id: a.estruturaCcg, nome: nameIn(CCG_STRUCTURES, a.estruturaCcg) }
        : null,
      vigencia_fim: a.vigenciaFim,
    };
  };
}

export async function comparison(db: Db, id: string, scope: QuotationScope): Promise<ComparisonRow[]> {
  const row = await existing(db, id, scope);
  const [costs, limitOf] = await Promise.all([repo.costsOf(db, id), limitsFor(db, row)]);
  const day = today();
  const rows = costs.map((c) => {
    const limite = limitOf(c.cost.seguradoraId);
    return {
      seguradora: { id: c.cost.seguradoraId, nome: c.seguradora },
      custo: toCost(c.cost, c.seguradora),
      limite,
      limite_suficiente: limite !== null && limite.disponivel >= row.importanciaSegurada,
      mais_barata: false,
    };
  });
  const valid = rows.filter(
    (r) =>
      r.custo.premio !== null &&
      (r.custo.status.id === 'cotado' || r.custo.status.id === 'escolhido') &&
      (!r.custo.validade || r.custo.validade >= day),
  );
  const cheapest = valid.reduce<(typeof rows)[number] | undefined>(
    (best, r) => (!best || (r.custo.premio ?? 0) < (best.custo.premio ?? 0) ? r : best),
    undefined,
  );
  if (cheapest) cheapest.mais_barata = true;
  return rows;
}

export async function choose(
  db: Db,
  actor: QuotationCaller,
  id: string,
  insurerId: string,
  data: v.InferOutput<typeof chooseBody>,
): Promise<Quotation> {
  return runAction(db, actor, id, 'escolher_seguradora', {
    work: async (tx, row) => {
      const cost = await costOf(tx, id, insurerId);
      if (cost.status !== 'cotado') throw conflict(QUOTATION_MESSAGES.costMissing);
      costWorkflow.apply(cost.status, 'escolher');
      const limit = (await limitsFor(tx, row))(insurerId);
      const short = !limit || limit.disponivel < row.importanciaSegurada;
      if (short && !data.justificativa_limite)
        throw refuse('justificativa_limite', QUOTATION_MESSAGES.limitOverride);
      await repo.updateCost(tx, cost.id, {
        status: 'escolhido',
        justificativaLimite: short ? data.justificativa_limite : null,
      });
      await repo.insertDraft(tx, {
        cotacaoId: id,
        seguradoraId: insurerId,
        status: 'solicitada',
        solicitadaEm: new Date(),
      });
      return { seguradoraId: insurerId };
    },
  });
}

/* ---------------------------------------------------------------- draft contract */

async function draftOf(tx: Db, id: string, insurerId?: string) {
  const draft = await repo.currentDraft(tx, id);
  if (!draft) throw conflict('A cotação ainda não tem minuta.');
  if (insurerId && draft.draft.seguradoraId !== insurerId)
    throw notFound(QUOTATION_MESSAGES.notChosenInsurer);
  return draft.draft;
}

async function chosenInsurer(row: StoredQuotation, insurerId?: string) {
  if (!row.seguradoraId) throw conflict('A cotação ainda não tem seguradora escolhida.');
  if (insurerId && row.seguradoraId !== insurerId) throw notFound(QUOTATION_MESSAGES.notChosenInsurer);
  return row.seguradoraId;
}

export async function requestDraft(
  db: Db,
  actor: QuotationCaller,
  id: string,
  insurerId: string,
): Promise<Quotation> {
  return runAction(db, actor, id, 'solicitar_minuta', {
    work: async (tx, row) => {
      await chosenInsurer(row, insurerId);
      const draft = await draftOf(tx, id, insurerId);
      await repo.updateDraft(tx, draft.id, { solicitadaEm: new Date() });
      const to = await repo.insurerAddresses(tx, insurerId);
      if (to.length)
        await enqueueMail(
          tx,
          {
            to: to.join(', '),
            subject: `Solicitação de minuta – cotação ${formatQuotationNumber(row.numero)}`,
            text: `Prezados,\n\nSolicitamos a emissão da minuta da cotação ${formatQuotationNumber(row.numero)} (tomador ${row.tomadorNome}).\n`,
          },
          actor.userId,
        );
    },
  });
}

export async function insertDraft(
  db: Db,
  actor: QuotationCaller,
  id: string,
  arquivoId: string,
): Promise<Quotation> {
  return runAction(db, actor, id, 'inserir_minuta', {
    work: async (tx, row) => {
      const insurerId = await chosenInsurer(row);
      if (!(await repo.fileExists(tx, arquivoId))) throw refuse('arquivo_id', QUOTATION_MESSAGES.fileMissing);
      const current = await repo.currentDraft(tx, id);
      if (current && current.draft.status === 'solicitada' && !current.draft.arquivoId) {
        await repo.updateDraft(tx, current.draft.id, { status: 'emitida', arquivoId, emitidaEm: new Date() });
      } else {
        await repo.insertDraft(tx, {
          cotacaoId: id,
          seguradoraId: insurerId,
          status: 'emitida',
          arquivoId,
          solicitadaEm: current?.draft.solicitadaEm ?? null,
          emitidaEm: new Date(),
        });
      }
    },
  });
}

export async function askDraftApproval(
  db: Db,
  actor: QuotationCaller,
  id: string,
  insurerId?: string,
): Promise<Quotation> {
  return runAction(db, actor, id, 'solicitar_aprovacao_minuta', {
    work: async (tx, row) => {
      await chosenInsurer(row, insurerId);
      const draft = await draftOf(tx, id, insurerId);
      await repo.updateDraft(tx, draft.id, {
        status: 'aguardando_aprovacao',
        aprovacaoSolicitadaEm: new Date(),
      });
      const taker = await repo.findTaker(tx, row.tomadorId);
      const group = await repo.groupContact(tx, row.grupoId);
      const to = taker?.email ?? group?.email;
      // Without the borrower's or the group's e-mail the request is recorded; staff send it otherwise.
      if (to)
        await enqueueMail(
          tx,
          {
            to,
            subject: `Aprovação da minuta – cotação ${formatQuotationNumber(row.numero)}`,
            text: `Prezados, ${row.tomadorNome},\n\nA minuta da garantia da cotação ${formatQuotationNumber(row.numero)} está pronta. Pedimos que a analisem e nos informem a aprovação.\n`,
            ...(draft.arquivoId ? { anexos: [{ nome: 'minuta.pdf', arquivo_id: draft.arquivoId }] } : {}),
          },
          actor.userId,
        );
    },
  });
}

export async function approveDraft(
  db: Db,
  actor: QuotationCaller,
  id: string,
  insurerId?: string,
): Promise<Quotation> {
  return runAction(db, actor, id, 'aprovar_minuta', {
    work: async (tx, row) => {
      await chosenInsurer(row, insurerId);
      const draft = await draftOf(tx, id, insurerId);
      if (!draft.arquivoId) throw conflict('A minuta ainda não foi inserida.');
      await repo.updateDraft(tx, draft.id, { status: 'aprovada', decididaEm: new Date() });
    },
  });
}

export async function refuseDraft(
  db: Db,
  actor: QuotationCaller,
  id: string,
  motivo: string,
  insurerId?: string,
): Promise<Quotation> {
  return runAction(db, actor, id, 'recusar_minuta', {
    work: async (tx, row) => {
      await chosenInsurer(row, insurerId);
      const draft = await draftOf(tx, id, insurerId);
      await repo.updateDraft(tx, draft.id, { status: 'recusada', decididaEm: new Date(), motivo });
      await repo.insertDraft(tx, {
        cotacaoId: id,
        seguradoraId: draft.seguradoraId,
        status: 'solicitada',
        solicitadaEm: new Date(),
      });
      return { etapasCanceladas: [...new Set([...row.etapasCanceladas, 'aprovacao_minuta'])] };
    },
  });
}

export async function removeDraft(
  db: Db,
  actor: QuotationCaller,
  id: string,
  insurerId: string,
): Promise<Quotation> {
  return runAction(db, actor, id, 'remover_minuta', {
    work: async (tx, row) => {
      await chosenInsurer(row, insurerId);
      const draft = await draftOf(tx, id, insurerId);
      await repo.updateDraft(tx, draft.id, { status: 'removida', decididaEm: new Date() });
      await repo.insertDraft(tx, {
        cotacaoId: id,
        seguradoraId: draft.seguradoraId,
        status: 'solicitada',
        solicitadaEm: new Date(),
      });
    },
  });
}

/** The chosen insurer declined to issue the draft: it leaves, and the quotation goes back to the costs. */
export async function declineDraft(
  db: Db,
  actor: QuotationCaller,
  id: string,
  motivo: string | null,
): Promise<Quotation> {
  return runAction(db, actor, id, 'registrar_declinio_minuta', {
    work: async (tx, row) => {
      const insurerId = await chosenInsurer(row);
      const draft = await draftOf(tx, id);
      await repo.updateDraft(tx, draft.id, { status: 'declinada', decididaEm: new Date(), motivo });
      const cost = await costOf(tx, id, insurerId);
      costWorkflow.apply(cost.status, 'desistir');
      await repo.updateCost(tx, cost.id, {
        status: 'declinado',
        motivoDeclinio: motivo ?? 'Declinou a emissão da minuta.',
      });
      return {
        seguradoraId: null,
        etapasCanceladas: [...new Set([...row.etapasCanceladas, 'solicitar_minuta', 'aprovacao_minuta'])],
      };
    },
  });
}

/* ---------------------------------------------------------------- policy */

export async function requestPolicy(db: Db, actor: QuotationCaller, id: string): Promise<Quotation> {
  return runAction(db, actor, id, 'solicitar_apolice', {
    work: async (tx, row) => {
      const insurerId = await chosenInsurer(row);
      const to = await repo.insurerAddresses(tx, insurerId);
      if (to.length)
        await enqueueMail(
          tx,
          {
            to: to.join(', '),
            subject: `Solicitação de emissão de apólice – cotação ${formatQuotationNumber(row.numero)}`,
            text: `Prezados,\n\nA minuta da cotação ${formatQuotationNumber(row.numero)} (tomador ${row.tomadorNome}) foi aprovada. Solicitamos a emissão da apólice.\n`,
          },
          actor.userId,
        );
    },
  });
}

export async function insertPolicy(
  db: Db,
  actor: QuotationCaller,
  id: string,
  data: v.InferOutput<typeof policyBody>,
): Promise<Created<Quotation>> {
  if (data.id) {
    const stored = await repo.findPolicy(db, data.id);
    if (stored) {
      if (stored.cotacaoId !== id) throw conflict('Este identificador já pertence a outra apólice.');
      return { created: false, record: await getQuotation(db, id, actor.scope) };
    }
  }
  const record = await runAction(db, actor, id, 'inserir_apolice', {
    work: async (tx, row) => {
      const insurerId = await chosenInsurer(row);
      if (data.arquivo_id && !(await repo.fileExists(tx, data.arquivo_id)))
        throw refuse('arquivo_id', QUOTATION_MESSAGES.fileMissing);
      await repo.insertPolicy(tx, {
        ...(data.id ? { id: data.id } : {}),
        cotacaoId: id,
        numero: data.numero,
        seguradoraId: insurerId,
        grupoId: row.grupoId,
        tomadorId: row.tomadorId,
        submodalidadeId: row.submodalidadeId,
        emitidaEm: data.emitida_em,
        vigenciaInicio: data.vigencia_inicio,
        vigenciaFim: data.vigencia_fim,
        premio: data.premio,
        importanciaSegurada: row.importanciaSegurada,
        arquivoId: data.arquivo_id,
        criadoPor: actor.userId,
      });
    },
  });
  return { created: true, record };
}

export async function cancel(
  db: Db,
  actor: QuotationCaller,
  id: string,
  justificativa: string,
): Promise<Quotation> {
  return runAction(db, actor, id, 'cancelar', {
    work: async () => ({ justificativaCancelamento: justificativa }),
  });
}

/* ---------------------------------------------------------------- critiques */

export async function listCritiques(db: Db, id: string, scope: QuotationScope): Promise<Critique[]> {
  await existing(db, id, scope);
  const rows = await repo.critiquesOf(db, id);
  return Promise.all(rows.map((r) => toCritique(db, r)));
}

export async function addCritique(
  db: Db,
  actor: QuotationCaller,
  id: string,
  data: v.InferOutput<typeof critiqueBody>,
): Promise<Created<Critique>> {
  await existing(db, id, actor.scope);
  if (data.id) {
    const stored = await repo.findCritique(db, data.id);
    if (stored) {
      if (stored.cotacaoId !== id || stored.texto !== data.texto)
        throw conflict('Este identificador já pertence a outra crítica.');
      return { created: false, record: await toCritique(db, stored) };
    }
  }
  let created: repo.CritiqueRow | undefined;
  await runAction(db, actor, id, 'criticar', {
    work: async (tx) => {
      created = await repo.insertCritique(tx, {
        ...(data.id ? { id: data.id } : {}),
        cotacaoId: id,
        texto: data.texto,
        autorId: actor.userId,
      });
    },
  });
  if (!created) throw notFound();
  return { created: true, record: await toCritique(db, created) };
}

async function critiqueOf(db: Db, id: string, critiqueId: string) {
  const c = await repo.findCritique(db, critiqueId);
  if (!c || c.cotacaoId !== id) throw notFound();
  return c;
}

export async function resendCritique(
  db: Db,
  actor: QuotationCaller,
  id: string,
  critiqueId: string,
): Promise<Critique> {
  await existing(db, id, actor.scope);
  await critiqueOf(db, id, critiqueId);
  await runAction(db, actor, id, 'criticar', {
    auditAs: 'reenviar_critica',
    work: async (tx) => {
      const c = await critiqueOf(tx, id, critiqueId);
      critiqueWorkflow.apply(c.status, 'reenviar');
      await repo.updateCritique(tx, c.id, { reenvios: c.reenvios + 1, reenviadaEm: new Date() });
    },
  });
  return toCritique(db, await critiqueOf(db, id, critiqueId));
}

/** Regularising is allowed in any state (also after the policy), so the follow-up list can be emptied. */
export async function resolveCritique(
  db: Db,
  actor: QuotationCaller,
  id: string,
  critiqueId: string,
  data: v.InferOutput<typeof critiqueResolveBody>,
): Promise<Critique> {
  await existing(db, id, actor.scope);
  await db.transaction(async (tx) => {
    const row = await repo.findQuotation(tx, id, actor.scope, true);
    if (!row) throw notFound();
    const before = await toQuotation(tx, row);
    const c = await critiqueOf(tx, id, critiqueId);
    critiqueWorkflow.apply(c.status, 'regularizar');
    await repo.updateCritique(tx, c.id, {
      status: 'regularizada',
      regularizadaEm: new Date(),
      regularizadaPor: actor.userId,
      resolucao: data.resolucao,
    });
    const after = await toQuotation(tx, row);
    await writeAudit(tx, { actor, entidade: 'cotacao_garantia' }, 'regularizar_critica', id, before, after, {
      always: true,
    });
  });
  return toCritique(db, await critiqueOf(db, id, critiqueId));
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function critiqueFollowUp(
  db: Db,
  q: v.InferOutput<typeof critiqueFollowUpQuery>,
  scope: QuotationScope,
): Promise<Paged<CritiqueFollowUp>> {
  const direction = q.sort ? q.direction : 'asc';
  const { rows, total } = await repo.openCritiques(db, q.page, q.page_size, direction, scope);
  const now = Date.now();
  const items = await Promise.all(
    rows.map(async (r) => ({
      ...(await toCritique(db, r.critique)),
      cotacao_numero: r.numero,
      tomador: { id: r.tomadorId, nome_fantasia: r.tomador },
      dias: Math.floor((now - r.critique.criadoEm.getTime()) / DAY_MS),
    })),
  );
  return { items, total_count: total };
}

/* ---------------------------------------------------------------- e-mail to insurers */

export async function sendEmail(
  db: Db,
  actor: QuotationCaller,
  id: string,
  data: v.InferOutput<typeof emailBody>,
): Promise<Quotation> {
  return runAction(db, actor, id, 'enviar_email', {
    work: async (tx, row, q) => {
      const targets =
        data.seguradora_ids ??
        q.custos.filter((c) => c.status.id !== 'declinado').map((c) => c.seguradora.id);
      for (const t of targets)
        if (!q.custos.some((c) => c.seguradora.id === t))
          throw refuse('seguradora_ids', QUOTATION_MESSAGES.insurerNotInQuotation);
      let queued = 0;
      for (const insurerId of targets) {
        const to = await repo.insurerAddresses(tx, insurerId);
        if (to.length === 0) continue;
        queued++;
        await enqueueMail(
          tx,
          {
            to: to.join(', '),
            subject: `Cotação de seguro garantia ${formatQuotationNumber(row.numero)} – ${row.tomadorNome}`,
            text: quotationMailText(q, data.mensagem),
          },
          actor.userId,
        );
      }
      if (queued === 0) throw refuse('seguradora_ids', QUOTATION_MESSAGES.noEmailAddresses);
    },
  });
}

const money = (n: number) =>
  n.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2 });
const dmy = (d: string) => d.split('-').reverse().join('/');

function quotationMailText(q: Quotation, mensagem: string | null): string {
  return [
    'Prezados,',
    '',
    `Solicitamos cotação de seguro garantia (${formatQuotationNumber(q.numero)}):`,
    `Tomador: ${q.tomador.nome_fantasia} (CNPJ ${q.tomador.cnpj})`,
    `Modalidade: ${q.modalidade.nome} / ${q.submodalidade.nome}`,
    `Segurado: ${q.segurado.nome} (${q.segurado.documento})`,
    `Importância segurada: ${money(q.importancia_segurada)}`,
    `Vigência: ${dmy(q.vigencia_inicio)} a ${dmy(q.vigencia_fim)}`,
    ...(q.processo ? [`Processo: ${q.processo.numero}`] : []),
    ...(q.objeto ? ['', 'Objeto:', sanitizeHtml(q.objeto, { allowedTags: [], allowedAttributes: {} })] : []),
    ...(mensagem ? ['', mensagem] : []),
  ].join('\n');
}

/* ---------------------------------------------------------------- lists, options, history */

export async function listQuotations(
  db: Db,
  q: QuotationListQuery,
  scope: QuotationScope,
): Promise<Paged<QuotationRow>> {
  const page = await repo.listQuotations(db, q, scope);
  return {
    items: page.rows.map((r) => {
      const situacao = situationOf(r.status, r.etapa, r.minuta);
      return {
        id: r.id,
        numero: r.numero,
        tomador: { id: r.tomadorId, nome_fantasia: r.tomadorNome },
        grupo_economico: { id: r.grupoId, nome: r.grupo },
        modalidade: { id: r.modalidadeId, nome: r.modalidade },
        submodalidade: { id: r.submodalidadeId, nome: r.submodalidade },
        seguradora: r.seguradoraId && r.seguradora ? { id: r.seguradoraId, nome: r.seguradora } : null,
        status: { id: r.status, nome: nameOf(QUOTATION_STATUSES, r.status) },
        etapa: { id: r.etapa, nome: nameOf(QUOTATION_STAGES, r.etapa) },
        situacao: { id: situacao, nome: nameOf(QUOTATION_SITUATIONS, situacao) },
        importancia_segurada: r.importanciaSegurada,
        vigencia_fim: r.vigenciaFim,
        responsavel: r.responsavelId && r.responsavel ? { id: r.responsavelId, nome: r.responsavel } : null,
        criticas_abertas: r.abertas,
        criado_em: r.criadoEm.toISOString(),
      };
    }),
    total_count: page.total,
  };
}

export async function options(db: Db, subModalityId: string): Promise<QuotationOptions> {
  const sub = await repo.findSubModality(db, subModalityId);
  if (!sub) throw notFound('Sub-modalidade não encontrada.');
  return {
    submodalidade_id: sub.id,
    processo: sub.exigeProcesso,
    recurso: sub.exigeRecurso,
    tipos_emissao: EMISSION_TYPES.map(({ id, nome }) => ({ id, nome })),
    percentual_recurso_padrao: DEFAULT_APPEAL_PERCENT,
  };
}
