/**
 * Who may reach the domain's operations and its screens: apart from its API paths
 * (src/contract/manifests/modalities.ts), because the shell, in the /login bundle, reads only these.
 */
/** Reading needs SPEC.md §6's visualizar_modalidade; writing needs the criar/editar extension. */
export const modalityAccess = {
  view: { module: 'cadastro', action: 'visualizar_modalidade' },
  create: { module: 'cadastro', action: 'criar_modalidade' },
  edit: { module: 'cadastro', action: 'editar_modalidade' },
  /** What a user may quote feeds the quotation forms as well as the registry screens. */
  quoting: { module: ['cotacao', 'cadastro'] },
  /**
   * The spec names no action for quote permissions; they are edited on the users screen, so whoever
   * may see users reads them and whoever may edit users changes them.
   */
  permissions: { module: 'configuracao', action: 'visualizar_usuario' },
  editPermissions: { module: 'configuracao', action: 'editar_usuario' },
} as const;

export const modalityScreens = {
  gruposModalidades: {
    ...modalityAccess.view,
    path: '/grupos-modalidades',
    title: 'Grupos Modalidades',
  },
  subModalidades: {
    ...modalityAccess.view,
    path: '/modalidade/$id/sub-modalidades',
    title: 'Sub-modalidades',
    parent: 'gruposModalidades',
  },
} as const;

/**
 * The sort fields of the domain's paged lists (its manifest's `sort`) and the values of their choice
 * filters: here, beside the screens, because the list routes validate their URL with them in the
 * entry bundle, which must stay light.
 */
export const MODALITY_SORT = ['nome', 'ordem'] as const;
export const SUB_MODALITY_SORT = ['nome'] as const;
