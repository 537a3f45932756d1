import type * as v from 'valibot';
import { CCG_STRUCTURES, nameIn } from '../../../src/contract/credit-limits';
import type {
  ComparisonRow,
  Quotation,
  chooseBody,
  costBody,
  generateBody,
} from '../../../src/contract/guarantee-quotations';
import { QUOTATION_MESSAGES } from '../../../src/contract/guarantee-quotations';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../errors';
import * as repo from './repository';
import { toCost } from './views';
import type { QuotationRow as StoredQuotation } from './repository';
import type { QuotationScope } from './scope';
import { costWorkflow } from './workflow';
import type { QuotationCaller } from './record';
import { existing, runAction } from './record';
import { refuse, today } from './common';

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

export async function costOf(tx: Db, id: string, insurerId: string) {
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
