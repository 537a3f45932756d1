import type { DomainManifest } from '../manifest';

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

export const modalityApi = {
  list: '/v1/garantia/modalidades',
  item: '/v1/garantia/modalidades/:id',
  suggestForUser: '/v1/garantia/modalidades/suggestcurrentuser',
  forGroup: '/v1/garantia/modalidades/grupoeconomico/:id',
  subModalities: '/v1/garantia/modalidades/:id/submodalidades',
  subModality: '/v1/garantia/modalidades/:id/submodalidades/:sub',
  /** Quote permissions of an area (garantia, agronegocio). */
  permissions: '/v1/:area/permissoes',
  permissionModalities: '/v1/:area/permissoes/modalities',
  permissionSubModalities: '/v1/:area/permissoes/submodalities',
} as const;

/**
 * The query of a call that reads every modality at once (SPEC.md §7: `page_size=-1`, `direction=desc`);
 * whoever shows them orders them by name.
 */
export const ALL_MODALITIES_QUERY = { page_size: -1, direction: 'desc' } as const;

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

/** Guarantee modalities, their sub-modalities, and the users' quote permissions over them. */
export const modalitiesManifest = {
  feature: 'modalities',
  server: 'modalities',
  label: 'Modalidades',
  api: modalityApi,
  access: modalityAccess,
  screens: modalityScreens,
} as const satisfies DomainManifest;
