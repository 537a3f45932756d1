/**
 * Who may reach the credit limits (src/contract/manifests/credit-limits.ts). SPEC.md §6 has no
 * credit-limit action: the limits are part of the economic group's record, so viewing them takes the
 * group's view action and consulting the market, recording answers, renewing and the co-brokerage take
 * the group's create/edit action (criar_grupo_economico).
 */
export const creditLimitAccess = {
  view: { module: 'cadastro', action: 'visualizar_grupo_economico' },
  write: { module: 'cadastro', action: 'criar_grupo_economico' },
} as const;

/**
 * SPEC.md §2 names the four screens under a group; the follow-up of pending answers across every group
 * (`acompanharseguradoras`) has no route in the SPEC: it opens from the group list ('Acompanhar
 * seguradoras'), under 'Grupo Econômico' in the breadcrumbs, and is not a sidebar entry.
 */
export const creditLimitScreens = {
  limiteDeCredito: {
    ...creditLimitAccess.view,
    path: '/grupo-economico/$groupId/limite-de-credito',
    title: 'Limite de crédito',
    parent: 'grupo',
  },
  novaConsultaLimite: {
    ...creditLimitAccess.write,
    path: '/grupo-economico/$groupId/limite-de-credito/nova-consulta',
    title: 'Nova consulta de limite',
    parent: 'limiteDeCredito',
  },
  consultaLimite: {
    ...creditLimitAccess.view,
    path: '/grupo-economico/$groupId/limite-de-credito/$consultId',
    title: 'Consulta de limite',
    parent: 'limiteDeCredito',
  },
  historicoConsultaLimite: {
    ...creditLimitAccess.view,
    path: '/grupo-economico/$groupId/limite-de-credito/$consultId/historico',
    title: 'Histórico da consulta',
    parent: 'consultaLimite',
  },
  acompanharSeguradoras: {
    ...creditLimitAccess.view,
    path: '/acompanhar-seguradoras',
    title: 'Acompanhar seguradoras',
    parent: 'grupoEconomico',
  },
} as const;

/**
 * The sort fields of the domain's paged lists (its manifest's `sort`) and the values of their choice
 * filters: here, beside the screens, because the list routes validate their URL with them in the
 * entry bundle, which must stay light.
 */
export const CREDIT_CONSULT_SORT = ['criado_em', 'valor_solicitado'] as const;
/** The states of a credit-limit answer and of a consult (the consult list filters by them). */
export const CREDIT_ANSWER_STATUS_IDS = [
  'aguardando',
  'em_analise',
  'aprovado',
  'recusado',
  'vencido',
] as const;
export const CREDIT_CONSULT_STATUS_IDS = ['em_andamento', 'concluida', 'cancelada'] as const;
export const CREDIT_FOLLOW_UP_SORT = ['enviado_em', 'grupo', 'seguradora'] as const;
