import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import type { AgroProductId, AgroQuotationBody } from '../../../src/contract/agro-quotations';
import { AGRO_SERVER_MESSAGES, suggestedInsuredAmount } from '../../../src/contract/agro-quotations';
import { CNPJ_INVALID, CPF_INVALID } from '../../../src/contract/documents';
import type { Db } from '../../db/client';
import { conflict } from '../../errors';
import { createOnce } from '../../lib/create-once';
import type { Created } from '../../lib/listing';
import * as repo from './repository';
import type { AgroQuotationRead } from './views';
import { act, quotationFor, refuse } from './transition';
import type { AgroCaller, AgroContext } from './transition';

/* The quotation's own data: its creation, and the actions that record a reason or a number. */

type QuotationData = Omit<AgroQuotationBody, 'id'>;

/** The checks of the data against the records it names; answers the columns to store. */
async function checkData(db: Db, data: QuotationData): Promise<Omit<repo.AgroValues, 'criadoPor'>> {
  const doc = data.produtor.documento;
  if (doc.length === 11 && !isValidCpf(doc)) throw refuse('produtor.documento', CPF_INVALID);
  if (doc.length === 14 && !isValidCnpj(doc)) throw refuse('produtor.documento', CNPJ_INVALID);
  if (data.grupo_economico_id && !(await repo.groupExists(db, data.grupo_economico_id)))
    throw refuse('grupo_economico_id', AGRO_SERVER_MESSAGES.groupMissing);
  if (data.escritorio_id && !(await repo.officeExists(db, data.escritorio_id)))
    throw refuse('escritorio_id', AGRO_SERVER_MESSAGES.officeMissing);
  const p = data.propriedade;
  const municipality = await repo.findMunicipality(db, p.codigo_ibge);
  if (!municipality)
    throw refuse('propriedade.codigo_ibge', 'Município não encontrado pelo código IBGE. Escolha na lista.');
  if (municipality.uf !== p.uf)
    throw refuse(
      'propriedade.codigo_ibge',
      `O código IBGE ${p.codigo_ibge} não é de um município de ${p.uf}.`,
    );
  const coffee = data.produto === 'cafezal' ? data.cafezal : undefined;
  const insured =
    data.importancia_segurada ??
    (coffee && data.nivel_cobertura !== undefined && data.preco_unitario !== undefined
      ? suggestedInsuredAmount({
          area_ha: p.area_ha,
          produtividade: coffee.produtividade_sacas_ha,
          nivel_cobertura: data.nivel_cobertura,
          preco_unitario: data.preco_unitario,
        })
      : null);
  return {
    produto: data.produto,
    cobertura: data.cobertura,
    grupoId: data.grupo_economico_id ?? null,
    escritorioId: data.escritorio_id ?? null,
    produtorDocumento: doc,
    produtorNome: data.produtor.nome,
    produtorEmail: data.produtor.email ?? null,
    produtorTelefone: data.produtor.telefone || null,
    propriedadeNome: p.nome,
    municipio: p.municipio,
    uf: p.uf,
    codigoIbge: p.codigo_ibge,
    latitude: p.latitude ?? null,
    longitude: p.longitude ?? null,
    areaHa: p.area_ha,
    cultura: data.produto === 'agricola' ? (data.cultura ?? null) : null,
    cafeEspecie: coffee?.especie_id ?? null,
    cafeVariedade: coffee?.variedade_id ?? null,
    cafeSistema: coffee?.sistema_cultivo_id ?? null,
    cafeAnoPlantio: coffee?.ano_plantio ?? null,
    cafeEspacamentoLinhas: coffee?.espacamento_linhas_m ?? null,
    cafeEspacamentoPlantas: coffee?.espacamento_plantas_m ?? null,
    cafeNumeroPlantas: coffee?.numero_plantas ?? null,
    cafeProdutividade: coffee?.produtividade_sacas_ha ?? null,
    classificacaoSolo: coffee?.classificacao_solo_id ?? null,
    grupoOperacao: data.grupo_operacao_id,
    nivelCobertura: data.nivel_cobertura ?? null,
    precoUnitario: data.preco_unitario ?? null,
    importanciaSegurada: insured,
    subvencaoPercentual: data.subvencao_percentual ?? null,
    franquiaPercentual: data.franquia_percentual ?? null,
    observacoes: data.observacoes || null,
  };
}

/**
 * POST /v1/agro/cotacoes, by staff or a guest (then `convidado`, and only the guest reads it). A
 * replay with the same client id answers the stored quotation (200), once; the audit row ('criar')
 * is written with the insert.
 */
export async function createQuotation(
  ctx: AgroContext,
  caller: AgroCaller,
  data: AgroQuotationBody,
): Promise<Created<AgroQuotationRead>> {
  const { id, ...fields } = data;
  return createOnce<AgroQuotationRead>({
    db: ctx.db,
    audit: { actor: caller, entidade: 'cotacao_agro' },
    // The actions allowed now are derived from the state: never a change of the history.
    audited: ({ acoes: _acoes, ...quotation }) => quotation,
    request: fields,
    stored: async () => {
      // Another's quotation under this id is not shown: the insert then collides (409).
      const row = id ? await repo.findQuotation(ctx.db, id, caller.scope) : undefined;
      return row && quotationFor(ctx, caller, row);
    },
    insert: async (tx) => {
      const values = await checkData(tx, fields);
      const row = await repo.insertQuotation(tx, {
        ...(id ? { id } : {}),
        ...values,
        criadoPor: caller.userId,
        convidado: caller.guest,
      });
      return quotationFor({ db: tx, print: ctx.print }, caller, row);
    },
    conflict: () => conflict(AGRO_SERVER_MESSAGES.alreadyRegistered),
  });
}

export async function cancel(ctx: AgroContext, caller: AgroCaller, id: string, motivo: string) {
  return act(ctx, caller, id, 'cancelar', {
    work: async () => ({ justificativaCancelamento: motivo }),
  });
}

export async function registerProposal(
  ctx: AgroContext,
  caller: AgroCaller,
  id: string,
  product: AgroProductId,
  numero: string,
) {
  return act(ctx, caller, id, 'registrar_proposta', {
    product,
    work: async () => ({ numeroProposta: numero }),
  });
}

export async function registerPolicy(
  ctx: AgroContext,
  caller: AgroCaller,
  id: string,
  product: AgroProductId,
  data: { numero_apolice: string; vigencia_inicio: string; vigencia_fim: string },
) {
  return act(ctx, caller, id, 'emitir_apolice', {
    product,
    work: async () => ({
      apoliceNumero: data.numero_apolice,
      apoliceVigenciaInicio: data.vigencia_inicio,
      apoliceVigenciaFim: data.vigencia_fim,
    }),
  });
}
