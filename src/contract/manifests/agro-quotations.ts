import { AGRO_WORKFLOW } from '../workflows/agro-quotations';
import type { DomainManifest } from '../manifest';
import { AGRO_QUOTATION_SORT, agroQuotationAccess, agroQuotationScreens } from '../screens/agro-quotations';

export { agroQuotationAccess, agroQuotationScreens };

const base = '/v1/agro/cotacoes';
const cost = '/v1/agro/agricola/custo';

/** SPEC.md §7 'Agribusiness', plus the photos, the sketch and the print read of issue 12. */
export const agroQuotationApi = {
  list: base,
  formData: `${base}/dadoscontratacao`,
  item: `${base}/:id`,
  cancel: `${base}/:id/cancelar`,
  logs: `${base}/logCotacaoAgro/:id`,
  proposals: `${base}/listarpropostas`,
  policies: `${base}/listarapolices`,
  photos: `${base}/:id/fotos`,
  sketch: `${base}/:id/croqui`,
  /** The print view's read: public, `?token=` of that quotation. */
  print: `${base}/:id/impressao`,
  costAdd: `${cost}/adicionar`,
  costItem: `${cost}/:id`,
  costList: `${cost}/:id/listar`,
  approve: `${cost}/:id/aprovar/:forma`,
  approveCoffee: `${cost}/:id/aprovarcafezal/:forma`,
  cardGenerate: `${cost}/card/:id/gerar`,
  cardGenerateCoffee: `${cost}/card/:id/gerarCafezal`,
  fileUpload: `${cost}/arquivo/upload`,
  fileUploadCoffee: `${cost}/arquivoCafezal/upload`,
  fileApprove: `${cost}/arquivo/aprovar`,
  fileReject: `${cost}/arquivo/reprovar`,
  proposal: `${cost}/:id/proposta`,
  proposalCoffee: `${cost}/:id/propostaCafezal`,
  policy: `${cost}/:id/apolice`,
  policyCoffee: `${cost}/:id/apoliceCafezal`,
  soilClasses: '/v1/agro/agricola/classificacaoSolo/listar/:id',
  paymentForms: '/v1/agro/formaspagamento/suggest',
  operationGroups: '/v1/agro/gruposoperacao/suggest',
  coffeeSpecies: '/v1/agro/cafe/especies/suggest',
  coffeeVarieties: '/v1/agro/cafe/variedades/suggest',
  coffeeSystems: '/v1/agro/cafe/sistemascultivo/suggest',
  municipalities: '/v1/agro/municipios/suggest',
} as const;

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
