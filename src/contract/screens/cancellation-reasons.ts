/**
 * Who may reach the domain's operations and its screens: apart from its API paths
 * (src/contract/manifests/cancellation-reasons.ts), because the shell, in the /login bundle, reads only these.
 */
export const reasonAccess = {
  view: { module: 'cadastro', action: 'visualizar_motivo_cancelamento' },
  create: { module: 'cadastro', action: 'criar_motivo_cancelamento' },
  edit: { module: 'cadastro', action: 'editar_motivo_cancelamento' },
  /** The policies pick a reason when they are cancelled. */
  lookup: { module: ['cadastro', 'apolice'] },
} as const;

export const reasonScreens = {
  motivosCancelamento: {
    ...reasonAccess.view,
    path: '/motivos-cancelamento',
    title: 'Motivos de cancelamento',
  },
} as const;

/**
 * The sort fields of the domain's paged lists (its manifest's `sort`) and the values of their choice
 * filters: here, beside the screens, because the list routes validate their URL with them in the
 * entry bundle, which must stay light.
 */
export const CANCELLATION_REASON_SORT = ['nome'] as const;
