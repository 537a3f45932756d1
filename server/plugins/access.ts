import type { ActionId, AreaId, ModuleId } from '../../src/contract/permissions';

/**
 * What a route requires. Every route of the main API declares one (a route without it fails at
 * start), so authorization is never forgotten:
 * - `public`: no token (login, password recovery, health);
 * - `user`: any logged-in user who is not a guest (own account, lookups);
 * - `module` (+ `action`): the token must hold the module (any of them, when a list) and the action;
 *   `guest: true` additionally lets guest tokens in (the agro guest flow only).
 */
export type Access =
  | { public: true }
  | { user: true }
  | { module: ModuleId | readonly ModuleId[]; action?: ActionId; guest?: boolean };

/** Who is calling, from a verified access token. */
export interface Principal {
  sub: string;
  guest: boolean;
  area: AreaId;
  modules: ModuleId[];
  actions: ActionId[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}
