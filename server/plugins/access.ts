import type { ActionId, AreaId, ModuleId } from '../../src/contract/permissions';

/** What a route requires: declared once per operation in the domain's manifest (src/contract/manifest.ts). */
export type { Access } from '../../src/contract/manifest';
import type { Access } from '../../src/contract/manifest';

/** Who is calling, from a verified access token. */
export interface Principal {
  sub: string;
  guest: boolean;
  area: AreaId;
  modules: ModuleId[];
  actions: ActionId[];
  /**
   * The refresh-token family the access token was issued with (claim `fam`): a password change ends
   * every other family. Absent for tokens signed before the claim existed.
   */
  family?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}
