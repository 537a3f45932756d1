import type { DomainManifest } from '../manifest';

export const economicGroupAccess = {
  view: { module: 'cadastro', action: 'visualizar_grupo_economico' },
  create: { module: 'cadastro', action: 'criar_grupo_economico' },
} as const;

export const economicGroupScreens = {
  grupoEconomico: {
    ...economicGroupAccess.view,
    path: '/grupo-economico',
    title: 'Grupo Econômico',
    ready: false,
  },
} as const;

/** Economic groups of client companies, their borrowers and subsidiaries (issue 9 builds them). */
export const economicGroupsManifest = {
  api: {},
  access: economicGroupAccess,
  screens: economicGroupScreens,
} as const satisfies DomainManifest;
