import type { ActionId, ModuleId, Permissions } from '../contract/permissions';

/** What the logged user may open: the modules and actions of GET /v1/me/acoes. */
export interface Grants {
  modules: ModuleId[];
  actions: ActionId[];
}

export const NO_GRANTS: Grants = { modules: [], actions: [] };

export function grantsOf(permissions: Permissions): Grants {
  return {
    modules: permissions.modulos.map((m) => m.id),
    actions: permissions.acoes.map((a) => a.id),
  };
}
