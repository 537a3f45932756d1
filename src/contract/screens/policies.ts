/**
 * Who may reach the domain's operations and its screens: apart from its API paths
 * (src/contract/manifests/policies.ts), because the shell, in the /login bundle, reads only these.
 * SPEC.md §6: the module `apolice` opens the lists; each action guards its screen and its routes.
 */
export const policyAccess = {
  view: { module: 'apolice' },
  detail: { module: 'apolice', action: 'detalhe_apolice' },
  create: { module: 'apolice', action: 'criar_apolice' },
  edit: { module: 'apolice', action: 'editar_apolice' },
  endorse: { module: 'apolice', action: 'criar_endosso' },
  request: { module: 'apolice', action: 'solicitar_endosso' },
} as const;

export const policyScreens = {
  propostas: { ...policyAccess.view, path: '/propostas', title: 'Propostas' },
  apolices: { ...policyAccess.view, path: '/apolices', title: 'Apólices' },
  /** The agro quotations whose policy was issued (GET /v1/agro/cotacoes/listarapolices), as /propostas. */
  apolicesAgro: { ...policyAccess.view, path: '/apolices-agro', title: 'Apólices agro' },
  novaApolice: {
    ...policyAccess.create,
    path: '/apolices/nova-apolice',
    title: 'Nova apólice',
    parent: 'apolices',
  },
  detalhesApolice: {
    ...policyAccess.detail,
    path: '/apolices/$id/detalhes-apolice',
    title: 'Apólice',
    parent: 'apolices',
  },
  editarApolice: {
    ...policyAccess.edit,
    path: '/apolices/$id/editar-apolice',
    title: 'Editar apólice',
    parent: 'detalhesApolice',
  },
  novoEndosso: {
    ...policyAccess.endorse,
    path: '/apolices/$id/detalhes-apolice/novo-endosso',
    title: 'Novo endosso',
    parent: 'detalhesApolice',
  },
  editarEndosso: {
    ...policyAccess.endorse,
    path: '/apolices/$id/detalhes-apolice/$endosso/editar-endosso',
    title: 'Editar endosso',
    parent: 'detalhesApolice',
  },
  novaSolicitacaoEndosso: {
    ...policyAccess.request,
    path: '/apolices/$id/detalhes-apolice/nova-solicitacao-endosso',
    title: 'Nova solicitação de endosso',
    parent: 'detalhesApolice',
  },
  editarSolicitacao: {
    ...policyAccess.request,
    path: '/apolices/$id/detalhes-apolice/$endosso/editar-solicitacao',
    title: 'Editar solicitação de endosso',
    parent: 'detalhesApolice',
  },
  /** The policy's cancellation: a request of the type 'cancelamento' (POST {id}/cancelamento/solicitacao). */
  cancelamentoApolice: {
    ...policyAccess.request,
    path: '/apolices/$id/cancelamento-apolice',
    title: 'Cancelamento da apólice',
    parent: 'detalhesApolice',
  },
  /** Undoing one endorsement: a request whose change reverses it (docs/policies.md). */
  cancelamentoEndosso: {
    ...policyAccess.request,
    path: '/apolices/$id/cancelamento-endosso/$numero',
    title: 'Cancelamento de endosso',
    parent: 'detalhesApolice',
  },
  criticasSolicitacao: {
    ...policyAccess.detail,
    path: '/apolices/$id/detalhes-apolice/$endosso/criticas',
    title: 'Críticas da solicitação',
    parent: 'detalhesApolice',
  },
  novaCriticaSolicitacao: {
    ...policyAccess.request,
    path: '/apolices/$id/detalhes-apolice/$endosso/nova-criticas',
    title: 'Nova crítica da solicitação',
    parent: 'criticasSolicitacao',
  },
  /** Every critique of the policy's requests, by request (docs/policies.md). */
  criticasApolice: {
    ...policyAccess.detail,
    path: '/apolices/$id/criticas',
    title: 'Críticas da apólice',
    parent: 'detalhesApolice',
  },
  novaCriticaApolice: {
    ...policyAccess.request,
    path: '/apolices/$id/nova-critica',
    title: 'Nova crítica',
    parent: 'criticasApolice',
  },
  endossos: { ...policyAccess.view, path: '/endossos', title: 'Endossos' },
  /** SPEC §2's aliases under /endossos: they open the policy's own sub-pages. */
  endossosNovoEndosso: {
    ...policyAccess.endorse,
    path: '/endossos/novo_endosso/$id',
    title: 'Novo endosso',
    parent: 'endossos',
  },
  endossosNovaRequisicao: {
    ...policyAccess.request,
    path: '/endossos/nova_requisicao_endosso/$id',
    title: 'Nova solicitação de endosso',
    parent: 'endossos',
  },
} as const;

/** The sort fields of the policies' lists (the routes' `sort`, and the manifest's `sort`). */
export const POLICY_SORT = ['numero', 'criado_em', 'vigencia_fim', 'importancia_segurada'] as const;
export const ENDORSEMENT_SORT = ['data_efeito', 'criado_em', 'numero'] as const;
export const ENDORSEMENT_REQUEST_SORT = ['criado_em', 'enviada_em', 'data_efeito'] as const;
