/**
 * Who may reach the guarantee quotations: apart from their API paths
 * (src/contract/manifests/quotations.ts), because the shell, in the /login bundle, reads only these.
 * SPEC.md §6 names no quotation action: the module `cotacao` opens the quotation screens, and the
 * extension `criar_cotacao` (src/contract/permission-catalog.ts) every write.
 */
export const quotationAccess = {
  view: { module: 'cotacao' },
  write: { module: 'cotacao', action: 'criar_cotacao' },
} as const;

/** SPEC.md §2: the list, the wizard, the status page and its sub-pages; the critiques follow-up is ours. */
export const quotationScreens = {
  listaCotacoes: { ...quotationAccess.view, path: '/lista-cotacoes', title: 'Cotações' },
  novaCotacao: {
    ...quotationAccess.write,
    path: '/nova-cotacao',
    title: 'Nova cotação',
    parent: 'listaCotacoes',
  },
  cotacao: { ...quotationAccess.view, path: '/cotacao/$id', title: 'Cotação', parent: 'listaCotacoes' },
  editarCotacao: {
    ...quotationAccess.write,
    path: '/cotacao/$id/editar-cotacao',
    title: 'Editar cotação',
    parent: 'cotacao',
  },
  criticasCotacao: {
    ...quotationAccess.view,
    path: '/cotacao/$id/criticas',
    title: 'Críticas',
    parent: 'cotacao',
  },
  novaCritica: {
    ...quotationAccess.write,
    path: '/cotacao/$id/nova-critica',
    title: 'Nova crítica',
    parent: 'criticasCotacao',
  },
  inserirMinuta: {
    ...quotationAccess.write,
    path: '/cotacao/$id/inserir-minuta',
    title: 'Inserir minuta',
    parent: 'cotacao',
  },
  editarMinuta: {
    ...quotationAccess.write,
    path: '/cotacao/$id/editar-minuta',
    title: 'Minuta',
    parent: 'cotacao',
  },
  declinarMinuta: {
    ...quotationAccess.write,
    path: '/cotacao/$id/declinar-minuta',
    title: 'Declinar minuta',
    parent: 'cotacao',
  },
  inserirApolice: {
    ...quotationAccess.write,
    path: '/cotacao/$id/inserir-apolice',
    title: 'Inserir apólice',
    parent: 'cotacao',
  },
  resumoCotacao: {
    ...quotationAccess.view,
    path: '/cotacao/$id/resumo-cotacao',
    title: 'Resumo da cotação',
    parent: 'cotacao',
  },
  historicoCotacao: {
    ...quotationAccess.view,
    path: '/cotacao/$id/historico-cotacao',
    title: 'Histórico da cotação',
    parent: 'cotacao',
  },
  acompanharCriticas: {
    ...quotationAccess.view,
    path: '/acompanhar-criticas',
    title: 'Críticas em aberto',
    parent: 'listaCotacoes',
  },
} as const;

/**
 * The sort fields of the domain's paged lists (its manifest's `sort`) and the values of their choice
 * filters: here, beside the screens, because the list routes validate their URL with them in the
 * entry bundle, which must stay light.
 */
export const QUOTATION_SORT = ['numero', 'criado_em', 'importancia_segurada', 'vigencia_fim'] as const;
/** The quotation list's choice filters. */
export const QUOTATION_STATUS_IDS = ['em_andamento', 'cancelada'] as const;
export const QUOTATION_STAGE_IDS = [
  'dados_processo',
  'aguardando_cotacao',
  'solicitar_minuta',
  'aprovacao_minuta',
  'emissao_apolice',
  'apolice_emitida',
] as const;
export const QUOTATION_SITUATION_IDS = [
  'em_preenchimento',
  'aguardando_cotacao',
  'aguardando_emissao_minuta',
  'minuta_emitida',
  'aguardando_aprovacao',
  'aguardando_emissao_apolice',
  'apolice_emitida',
  'cancelada',
] as const;
export const CRITIQUE_FOLLOW_UP_SORT = ['criado_em'] as const;
