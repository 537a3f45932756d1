import { COMMON_LABELS } from '../audit-fields';
import type { DomainManifest } from '../manifest';
import { USER_SORT, userAccess, userScreens } from '../screens/users';

export { userAccess, userScreens };

export const userApi = {
  list: '/v1/usuarios/',
  areas: '/v1/usuarios/areasNegocio/suggest/',
  suggest: '/v1/usuarios/suggest/',
  positions: '/v1/usuarios/posicoes/suggest/',
  item: '/v1/usuarios/:id',
} as const;

export const usersManifest = {
  feature: 'users',
  server: 'users',
  label: 'Usuários',
  api: userApi,
  access: userAccess,
  screens: userScreens,
  sort: { usuarios: USER_SORT },
  audit: {
    usuario: {
      nome: 'Usuário',
      view: userAccess.view,
      campos: {
        ...COMMON_LABELS,
        apelido: 'Apelido',
        email: 'E-mail',
        perfil: 'Perfil de acesso',
        area_id: 'Área de negócio',
        posicao: 'Posição',
        estrutura_id: 'Estrutura',
        escritorio: 'Escritório',
        avatar_url: 'Foto',
        // The fields of the own account (PUT /v1/me) that the user record does not show.
        telefone: 'Telefone',
        avatar: 'Foto',
        pagina_inicial: 'Página inicial',
      },
    },
  },
} as const satisfies DomainManifest;
