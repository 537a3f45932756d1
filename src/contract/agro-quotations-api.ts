/*
 * The agro quotation's paths, apart from its manifest: the workflow table names the path of each action,
 * and the manifest names the table (its audit rows), so both read the paths from here.
 */
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
