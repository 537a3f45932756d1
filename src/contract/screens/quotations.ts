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
