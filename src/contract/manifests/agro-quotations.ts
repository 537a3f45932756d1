import { agroQuotationApi } from '../agro-quotations-api';
import { AGRO_WORKFLOW } from '../workflows/agro-quotations';
import type { DomainManifest } from '../manifest';
import { AGRO_QUOTATION_SORT, agroQuotationAccess, agroQuotationScreens } from '../screens/agro-quotations';

export { agroQuotationAccess, agroQuotationScreens };

export { agroQuotationApi };

/** Agribusiness quotations: guest flow, costs by payment form, card, proposal, policy (issue 12). */
export const agroQuotationsManifest = {
  server: 'agro-quotations',
  feature: 'agro-quotations',
  label: 'Cotações agro',
  api: agroQuotationApi,
  access: agroQuotationAccess,
  screens: agroQuotationScreens,
  sort: { cotacoes: AGRO_QUOTATION_SORT },
  audit: {
    cotacao_agro: {
      nome: 'Cotação agro',
      view: agroQuotationAccess.view,
      workflows: { '': AGRO_WORKFLOW },
      campos: {
        numero: 'Número',
        situacao: 'Situação',
        produto: 'Produto',
        cobertura: 'Cobertura',
        convidado: 'Iniciada por convidado',
        grupo_economico: 'Grupo econômico',
        escritorio: 'Escritório',
        produtor: 'Produtor',
        propriedade: 'Propriedade',
        cultura: 'Cultura',
        cafezal: 'Cafezal',
        grupo_operacao: 'Grupo de operação',
        nivel_cobertura: 'Nível de cobertura',
        preco_unitario: 'Preço por saca/unidade',
        importancia_segurada: 'Importância segurada',
        subvencao_percentual: 'Subvenção',
        franquia_percentual: 'Franquia',
        observacoes: 'Observações',
        aprovacao: 'Forma de pagamento aprovada',
        motivo_reprovacao: 'Motivo da reprovação',
        numero_proposta: 'Número da proposta',
        apolice: 'Apólice',
        justificativa_cancelamento: 'Motivo do cancelamento',
        croqui: 'Croqui',
        arquivos: 'Arquivos',
        custos: 'Custos das seguradoras',
        criado_por: 'Criada por',
      },
    },
  },
} as const satisfies DomainManifest;
