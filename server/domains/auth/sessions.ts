import { GUEST_NICKNAME } from '../../../src/contract/auth';
import type { UserInfo } from '../../../src/contract/auth';
import type { TOKEN_AREAS } from '../../../src/contract/auth';
import { AREAS, STRUCTURES } from '../../../src/contract/permissions';
import { ACTION_IDS, MODULE_IDS } from '../../../src/contract/permission-catalog';
import type { ActionId, AreaId, ModuleId, Permissions, StructureId } from '../../../src/contract/permissions';
import type { Db } from '../../db/client';
import { isUuid } from '../../lib/ids';
import type { Principal } from '../../plugins/access';
import * as repo from './repository';
import type { UserRow } from './repository';

/** What a session carries: the access-token claims and the user_info of the token answer. */
export interface Session {
  principal: Principal;
  info: UserInfo;
  /** The user's `versao_token`, carried in the access token (0 for guests, who have no user row). */
  tokenVersion: number;
}

/** Refresh-token subject of a guest session; guests have no user row. */
const GUEST_PREFIX = 'guest:';

/** The grants of an access profile, restricted to the ids this build knows (SPEC.md §6). */
export async function profilePermissions(db: Db, profileId: string | null): Promise<Permissions> {
  const rows = await repo.findProfileGrants(db, profileId);
  const knownModule = (id: string): id is ModuleId => MODULE_IDS.includes(id as ModuleId);
  const knownAction = (id: string): id is ActionId => ACTION_IDS.includes(id as ActionId);
  return {
    modulos: rows.modulos.flatMap((m) => (knownModule(m.id) ? [{ id: m.id, nome: m.nome }] : [])),
    acoes: rows.acoes.flatMap((a) =>
      knownAction(a.id) && knownModule(a.modulo) ? [{ id: a.id, nome: a.nome, modulo: a.modulo }] : [],
    ),
  };
}

export const areaOf = (user: UserRow): AreaId =>
  user.areaId in AREAS ? (user.areaId as AreaId) : 'garantia';

/** The area a token call asks for with its X-Area header (SPEC.md §7): garantia or agronegocio. */
export type RequestedArea = (typeof TOKEN_AREAS)[number];

/**
 * Whether a user of `userArea` may work in the area the token call asks for: their own area, or any
 * of the two when the user is `geral` (SPEC.md §1: geral counts as garantia too; docs/agro-quotations.md).
 */
export const mayWorkIn = (userArea: AreaId, requested: RequestedArea): boolean =>
  userArea === requested || userArea === 'geral';

/** The session's area: the one asked for when the user may work in it, otherwise the user's own. */
export const sessionArea = (user: UserRow, requested: RequestedArea | undefined): AreaId => {
  const own = areaOf(user);
  return requested && mayWorkIn(own, requested) ? requested : own;
};
export const structureOf = (user: UserRow): StructureId | null =>
  user.estruturaId !== null && user.estruturaId in STRUCTURES ? (user.estruturaId as StructureId) : null;

export async function userSession(db: Db, user: UserRow, requested?: RequestedArea): Promise<Session> {
  // Grants are read from the profile at every login and refresh: a profile change reaches the user at
  // the next refresh, at most one access-token lifetime later.
  const grants = await profilePermissions(db, user.perfilId);
  const area = sessionArea(user, requested);
  const estrutura = structureOf(user);
  return {
    tokenVersion: user.versaoToken,
    principal: {
      sub: user.id,
      guest: false,
      area,
      modules: grants.modulos.map((m) => m.id),
      actions: grants.acoes.map((a) => a.id),
    },
    info: {
      id: user.id,
      nickname: user.apelido,
      avatar: user.avatarUrl ? { url: user.avatarUrl } : null,
      area_usuario: { id: area },
      is_guest: false,
      estrutura: estrutura ? { id: estrutura } : null,
      email: user.email,
      type: 'usuario',
      termos_pendentes: user.termosAceitosEm === null,
      // The dashboard as landing page only while the profile still grants it.
      ...(user.paginaInicial === 'dashboard' && grants.acoes.some((a) => a.id === 'dashboard_inicial')
        ? { pagina_inicial: 'dashboard' as const }
        : {}),
    },
  };
}

/**
 * A guest session: area garantia (SPEC.md §1), or agronegocio when the token call carries
 * `X-Area: agronegocio` (the agro farm link). A refresh asks again with the same header.
 */
export function guestSession(guestId: string, requested?: RequestedArea): Session {
  const area: AreaId = requested === 'agronegocio' ? 'agronegocio' : 'garantia';
  return {
    tokenVersion: 0,
    principal: { sub: `${GUEST_PREFIX}${guestId}`, guest: true, area, modules: [], actions: [] },
    info: {
      id: guestId,
      nickname: GUEST_NICKNAME,
      avatar: null,
      area_usuario: { id: area },
      is_guest: true,
      estrutura: null,
      email: '',
      type: 'convidado',
      termos_pendentes: false,
    },
  };
}

/** The session a refresh-token subject stands for today; undefined when the user is gone or inactive. */
export async function sessionOfSubject(
  db: Db,
  subject: string,
  requested?: RequestedArea,
): Promise<Session | undefined> {
  if (subject.startsWith(GUEST_PREFIX)) {
    const guestId = subject.slice(GUEST_PREFIX.length);
    return isUuid(guestId) ? guestSession(guestId, requested) : undefined;
  }
  if (!isUuid(subject)) return undefined;
  const user = await repo.findUserById(db, subject);
  return user?.ativo ? userSession(db, user, requested) : undefined;
}
