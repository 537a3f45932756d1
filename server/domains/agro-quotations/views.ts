import type { AgroActionId, AgroCost, AgroQuotation } from '../../../src/contract/agro-quotations';
import {
  AGRO_COVERAGES,
  AGRO_CROPS,
  AGRO_PRODUCTS,
  AGRO_STATES,
  COFFEE_SPECIES,
  COFFEE_SYSTEMS,
  COFFEE_VARIETIES,
  OPERATION_GROUPS,
  PAYMENT_FORMS,
  SOIL_CLASSES,
  agroNameOf,
  instalmentsOf,
} from '../../../src/contract/agro-quotations';
import { GUEST_NICKNAME } from '../../../src/contract/auth';
import { fileUrl } from '../../../src/contract/files';
import type { Db } from '../../db/client';
import type { PrintPurpose, PrintTokens } from './print-token';
import * as repo from './repository';
import type { AgroRow } from './repository';

/* The quotation and its costs as the wire and the audit rows show them, from the stored rows. */

/** A quotation as the server sends it: always with the actions allowed now. */
export type AgroQuotationRead = AgroQuotation & { acoes: AgroActionId[] };

const round2 = (n: number) => Math.round(n * 100) / 100;

export const nameRef = <T extends string>(list: readonly { id: string; nome: string }[], id: T) => ({
  id,
  nome: agroNameOf(list, id),
});

export function toCost(c: repo.CostRow, seguradora: string): AgroCost {
  return {
    id: c.id,
    cotacao_id: c.cotacaoId,
    seguradora: { id: c.seguradoraId, nome: seguradora },
    importancia_segurada: c.importanciaSegurada,
    taxa: c.taxa,
    subvencao_percentual: c.subvencaoPercentual,
    franquia_percentual: c.franquiaPercentual,
    validade: c.validade,
    // The count follows the payment form, not the stored number: lines saved before the rule
    // ('Parcelado em 2 vezes' with 4) must not reach the approval, the card or the print view saying
    // two things at once.
    opcoes: c.opcoes.map((o) => {
      const parcelas = instalmentsOf(o.forma_pagamento);
      return {
        forma_pagamento: nameRef(PAYMENT_FORMS, o.forma_pagamento),
        premio: o.premio,
        parcelas,
        valor_parcela: round2(o.premio / parcelas),
      };
    }),
    aprovada: c.formaAprovada ? nameRef(PAYMENT_FORMS, c.formaAprovada) : null,
    observacoes: c.observacoes,
    criado_em: c.criadoEm.toISOString(),
  };
}

export async function costsView(db: Db, quotationId: string): Promise<AgroCost[]> {
  return (await repo.costsOf(db, quotationId)).map((c) => toCost(c.cost, c.seguradora));
}

export async function costView(db: Db, id: string): Promise<AgroCost | undefined> {
  const c = await repo.findCost(db, id);
  return c && toCost(c.cost, c.seguradora);
}

function coffeeOf(row: AgroRow): AgroQuotation['cafezal'] {
  if (
    row.produto !== 'cafezal' ||
    !row.cafeEspecie ||
    !row.cafeVariedade ||
    !row.cafeSistema ||
    !row.classificacaoSolo
  )
    return null;
  return {
    especie: nameRef(COFFEE_SPECIES, row.cafeEspecie),
    variedade: nameRef(COFFEE_VARIETIES, row.cafeVariedade),
    sistema_cultivo: nameRef(COFFEE_SYSTEMS, row.cafeSistema),
    ano_plantio: row.cafeAnoPlantio ?? 0,
    espacamento_linhas_m: row.cafeEspacamentoLinhas ?? 0,
    espacamento_plantas_m: row.cafeEspacamentoPlantas ?? 0,
    numero_plantas: row.cafeNumeroPlantas ?? 0,
    produtividade_sacas_ha: row.cafeProdutividade ?? 0,
    classificacao_solo: nameRef(SOIL_CLASSES, row.classificacaoSolo),
  };
}

async function creatorOf(db: Db, row: AgroRow): Promise<AgroQuotation['criado_por']> {
  if (row.convidado) return { id: row.criadoPor, nome: GUEST_NICKNAME };
  const nome = /^[0-9a-f-]{36}$/i.test(row.criadoPor) ? await repo.userName(db, row.criadoPor) : undefined;
  return nome ? { id: row.criadoPor, nome } : null;
}

/**
 * The quotation's view, with the actions its reader may run now (`acoes`). Its files' links carry a
 * token of this quotation (`filePurpose`: the print view's links stop with the print token when the
 * quotation is cancelled; a reader's do not).
 */
export async function toQuotation(
  db: Db,
  row: AgroRow,
  print: PrintTokens,
  acoes: AgroActionId[],
  filePurpose: PrintPurpose = 'arquivo',
): Promise<AgroQuotationRead> {
  const fileToken = encodeURIComponent(print.sign(row.id, filePurpose));
  // One after the other: `db` may be a transaction's single client (pg queues, and will refuse,
  // concurrent queries on one client).
  const names = await repo.namesOf(db, row);
  const files = await repo.filesOf(db, row.id);
  const criador = await creatorOf(db, row);
  return {
    id: row.id,
    numero: row.numero,
    situacao: nameRef(AGRO_STATES, row.situacao),
    produto: nameRef(AGRO_PRODUCTS, row.produto),
    cobertura: nameRef(AGRO_COVERAGES, row.cobertura),
    convidado: row.convidado,
    grupo_economico: row.grupoId ? { id: row.grupoId, nome: names?.grupo ?? '' } : null,
    escritorio: row.escritorioId ? { id: row.escritorioId, nome: names?.escritorio ?? '' } : null,
    produtor: {
      documento: row.produtorDocumento,
      nome: row.produtorNome,
      email: row.produtorEmail,
      telefone: row.produtorTelefone,
    },
    propriedade: {
      nome: row.propriedadeNome,
      municipio: row.municipio,
      uf: row.uf,
      codigo_ibge: row.codigoIbge,
      latitude: row.latitude,
      longitude: row.longitude,
      area_ha: row.areaHa,
    },
    cultura: row.produto === 'agricola' && row.cultura ? nameRef(AGRO_CROPS, row.cultura) : null,
    cafezal: coffeeOf(row),
    grupo_operacao: nameRef(OPERATION_GROUPS, row.grupoOperacao),
    nivel_cobertura: row.nivelCobertura,
    preco_unitario: row.precoUnitario,
    importancia_segurada: row.importanciaSegurada,
    subvencao_percentual: row.subvencaoPercentual,
    franquia_percentual: row.franquiaPercentual,
    observacoes: row.observacoes,
    aprovacao:
      row.aprovacaoCustoId && row.aprovacaoForma && row.aprovacaoPremio !== null && names?.seguradoraId
        ? {
            custo_id: row.aprovacaoCustoId,
            seguradora: { id: names.seguradoraId, nome: names.seguradora ?? '' },
            forma_pagamento: nameRef(PAYMENT_FORMS, row.aprovacaoForma),
            premio: row.aprovacaoPremio,
          }
        : null,
    motivo_reprovacao: row.motivoReprovacao,
    numero_proposta: row.numeroProposta,
    apolice:
      row.apoliceNumero && row.apoliceVigenciaInicio && row.apoliceVigenciaFim
        ? {
            numero: row.apoliceNumero,
            vigencia_inicio: row.apoliceVigenciaInicio,
            vigencia_fim: row.apoliceVigenciaFim,
          }
        : null,
    justificativa_cancelamento: row.justificativaCancelamento,
    croqui: row.croqui,
    arquivos: files.map((f) => ({
      id: f.id,
      nome: f.nome,
      url: `${fileUrl(f.id)}?token=${fileToken}`,
      tipo: f.tipo,
      criado_em: f.criadoEm.toISOString(),
    })),
    token_impressao: print.sign(row.id),
    criado_por: criador,
    criado_em: row.criadoEm.toISOString(),
    atualizado_em: row.atualizadoEm.toISOString(),
    acoes,
  };
}

/**
 * What an audit row of the quotation compares, read from the stored rows: the columns an action may
 * change (state, approval, reasons, numbers, sketch) as the wire names them, and the summaries of the
 * child rows an action may add to (costs, files). The columns no action changes are left out: an audit
 * row keeps only what changed, and the creation's row holds them all. Two reads (costs, files),
 * where the wire view needs four and signs tokens.
 */
export async function auditedQuotation(db: Db, row: AgroRow): Promise<object> {
  const costs = await repo.costsOf(db, row.id);
  const files = await repo.filesOf(db, row.id);
  const approved = costs.find((c) => c.cost.id === row.aprovacaoCustoId);
  return {
    situacao: nameRef(AGRO_STATES, row.situacao),
    aprovacao:
      approved && row.aprovacaoForma && row.aprovacaoPremio !== null
        ? {
            custo_id: approved.cost.id,
            seguradora: { id: approved.cost.seguradoraId, nome: approved.seguradora },
            forma_pagamento: nameRef(PAYMENT_FORMS, row.aprovacaoForma),
            premio: row.aprovacaoPremio,
          }
        : null,
    motivo_reprovacao: row.motivoReprovacao,
    numero_proposta: row.numeroProposta,
    apolice:
      row.apoliceNumero && row.apoliceVigenciaInicio && row.apoliceVigenciaFim
        ? {
            numero: row.apoliceNumero,
            vigencia_inicio: row.apoliceVigenciaInicio,
            vigencia_fim: row.apoliceVigenciaFim,
          }
        : null,
    justificativa_cancelamento: row.justificativaCancelamento,
    croqui: row.croqui,
    arquivos: files.map((f) => ({ id: f.id, nome: f.nome, tipo: f.tipo })),
    custos: costs.map((c) => toCost(c.cost, c.seguradora)),
  };
}
