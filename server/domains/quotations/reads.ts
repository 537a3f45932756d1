import type { Paged } from '../../../src/contract/common';
import type {
  Quotation,
  QuotationEdit,
  QuotationListQuery,
  QuotationOptions,
  QuotationRow,
  QuotationStatusView,
} from '../../../src/contract/guarantee-quotations';
import {
  DEFAULT_APPEAL_PERCENT,
  EMISSION_TYPES,
  QUOTATION_SITUATIONS,
  QUOTATION_STAGES,
  QUOTATION_STATUSES,
  nameOf,
  situationOf,
  stepStates,
} from '../../../src/contract/guarantee-quotations';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import * as repo from './repository';
import type { QuotationScope } from './scope';
import { actionsOf, existing, quotationView } from './record';

/* Reads of one quotation and the lists (the edit form, the status bar, the list, the options). */
/** The record read, with the actions allowed now (the buttons). */
export async function getQuotation(db: Db, id: string, scope: QuotationScope): Promise<Quotation> {
  return quotationView(db, await existing(db, id, scope));
}

/** GET {id}/edicao, and the quotation it was read from (its ETag is the edit's If-Match). */
export async function getEdit(
  db: Db,
  id: string,
  scope: QuotationScope,
): Promise<{ edit: QuotationEdit; quotation: Quotation }> {
  const row = await existing(db, id, scope);
  const q = await quotationView(db, row);
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
  const [draft, policy, acoes] = await Promise.all([
    repo.currentDraft(db, id),
    repo.policyOf(db, id),
    actionsOf(db, row),
  ]);
  return {
    id: row.id,
    numero: row.numero,
    status: { id: row.status, nome: nameOf(QUOTATION_STATUSES, row.status) },
    etapa: { id: row.etapa, nome: nameOf(QUOTATION_STAGES, row.etapa) },
    passos: stepStates(row.etapa, row.status, row.etapasCanceladas),
    tem_minuta: Boolean(draft?.draft.arquivoId),
    tem_apolice: Boolean(policy),
    acoes,
  };
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

/** The audit rows of a quotation, newest first; `detailed` keeps the changed fields. */
