import { COMMON_LABELS } from '../audit-fields';
import type { DomainManifest } from '../manifest';
import { ACCESS_PROFILE_SORT, profileAccess, profileScreens } from '../screens/access-profiles';

export { profileAccess, profileScreens };

export const profileApi = {
  modules: '/v1/modulos/',
  list: '/v1/perfisacesso/',
  suggest: '/v1/perfisacesso/suggest/',
  structures: '/v1/perfisacesso/estruturas/suggest/',
  item: '/v1/perfisacesso/:id',
} as const;

export const accessProfilesManifest = {
  feature: 'access-profiles',
  server: 'access-profiles',
  label: 'Perfis de acesso',
  api: profileApi,
  access: profileAccess,
  screens: profileScreens,
  sort: { perfis: ACCESS_PROFILE_SORT },
  audit: {
    perfil_acesso: {
      nome: 'Perfil de acesso',
      view: profileAccess.view,
      campos: { ...COMMON_LABELS, modulos: 'Módulos', acoes: 'Ações', estruturas: 'Estruturas' },
    },
  },
} as const satisfies DomainManifest;
