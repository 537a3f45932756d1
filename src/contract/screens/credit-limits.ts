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
