import { fileUrl } from '../../../src/contract/files';
import type { CostLine, Draft, IssuedPolicy, Quotation } from '../../../src/contract/guarantee-quotations';
import {
  APPEAL_TYPES,
  COST_STATES,
  DEFAULT_APPEAL_PERCENT,
  DRAFT_STATES,
  EMISSION_TYPES,
  QUOTATION_SITUATIONS,
  QUOTATION_STAGES,
  QUOTATION_STATUSES,
  nameOf,
  situationOf,
} from '../../../src/contract/guarantee-quotations';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import * as repo from './repository';
import type { QuotationRow as StoredQuotation } from './repository';
import * as critiques from '../critiques/service';
import { iso } from './common';

/* ---------------------------------------------------------------- views */

const fileRef = (id: string | null, nome: string | null) =>
  id ? { id, nome: nome ?? 'arquivo', url: fileUrl(id) } : null;

/** The insured party as the wire and the audit rows show it. */
export const insuredOf = (row: StoredQuotation) => ({
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
});

export function toCost(c: repo.CostRow, seguradora: string): CostLine {
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

/** The wire view of a stored quotation, without its allowed actions (record.ts `quotationView` adds them). */
export async function toQuotation(db: Db, row: StoredQuotation): Promise<Omit<Quotation, 'acoes'>> {
  const [names, costs, draft, policy, abertas, seguradora, responsavel, tribunal, unidade] =
    await Promise.all([
      repo.namesOf(db, row),
      repo.costsOf(db, row.id),
      repo.currentDraft(db, row.id),
      repo.policyOf(db, row.id),
      critiques.openCount(db, 'cotacao_garantia', row.id),
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
    segurado: insuredOf(row),
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
