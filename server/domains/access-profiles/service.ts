import { createOnce } from '../../lib/create-once';
import type { Paged, SuggestItem } from '../../../src/contract/common';
import { ADMIN_PROFILE_LOCKOUT, ADMIN_PROFILE_NAME } from '../../../src/contract/access-profiles';
import type {
  AccessProfile,
  AccessProfileData,
  AccessProfileListItem,
  AccessProfileListQuery,
  ModuleWithActions,
} from '../../../src/contract/access-profiles';
import { STRUCTURES } from '../../../src/contract/permissions';
import { ACTIONS, MODULE_IDS, MODULES } from '../../../src/contract/permission-catalog';
import type { ActionId, ModuleId, StructureId } from '../../../src/contract/permissions';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../errors';
import type { Actor } from '../../lib/audit';
import { updateRecord } from '../../lib/update-once';
import * as repo from './repository';
import type { ProfileRow } from './repository';
import type { Created } from '../../lib/listing';

export function modulesWithActions(): ModuleWithActions[] {
  return MODULE_IDS.map((id) => ({
    id,
    nome: MODULES[id],
    acoes: (Object.keys(ACTIONS) as ActionId[])
      .filter((a) => ACTIONS[a].modulo === id)
      .map((a) => ({ id: a, nome: ACTIONS[a].nome })),
  }));
}

export function structureSuggestions(): SuggestItem[] {
  return (Object.keys(STRUCTURES) as StructureId[]).map((id) => ({ id, nome: STRUCTURES[id] }));
}

async function toProfile(db: Db, row: ProfileRow): Promise<AccessProfile> {
  const grants = await repo.grantsOf(db, row.id);
  return {
    id: row.id,
    nome: row.nome,
    ativo: row.ativo,
    modulos: grants.modulos as ModuleId[],
    acoes: grants.acoes as ActionId[],
    estruturas: grants.estruturas.map((e) => ({
      estrutura_id: e.estruturaId as StructureId,
      posicao: e.posicao,
    })),
    atualizado_em: row.atualizadoEm.toISOString(),
  };
}

const duplicate = (nome: string) => conflict(`Já existe um perfil de acesso com o nome ${nome}.`);

const grantsFrom = (data: AccessProfileData) => ({
  modulos: [...new Set(data.modulos)],
  acoes: [...new Set(data.acoes)],
  estruturas: data.estruturas.map((e) => ({ estruturaId: e.estrutura_id, posicao: e.posicao })),
});

export async function listProfiles(db: Db, q: AccessProfileListQuery): Promise<Paged<AccessProfileListItem>> {
  const page = await repo.listProfiles(db, {
    page: q.page,
    pageSize: q.page_size,
    direction: q.direction,
    text: q.query || undefined,
  });
  return {
    items: page.rows.map((r) => ({
      id: r.id,
      nome: r.nome,
      ativo: r.ativo,
      total_modulos: r.modulos,
      total_acoes: r.acoes,
      total_usuarios: r.usuarios,
    })),
    total_count: page.total,
  };
}

export async function getProfile(db: Db, id: string): Promise<AccessProfile> {
  const row = await repo.findProfile(db, id);
  if (!row) throw notFound();
  return toProfile(db, row);
}

export async function createProfile(
  db: Db,
  actor: Actor,
  data: AccessProfileData & { id?: string },
): Promise<Created<AccessProfile>> {
  return createOnce({
    db,
    audit: { actor, entidade: 'perfil_acesso' },
    request: data,
    stored: async () => {
      const row = data.id ? await repo.findProfile(db, data.id) : undefined;
      return row && toProfile(db, row);
    },
    insert: async (tx) => {
      if (await repo.findProfileByName(tx, data.nome)) throw duplicate(data.nome);
      const row = await repo.insertProfile(tx, {
        ...(data.id ? { id: data.id } : {}),
        nome: data.nome,
        ativo: data.ativo,
      });
      await repo.replaceGrants(tx, row.id, grantsFrom(data));
      return toProfile(tx, row);
    },
    conflict: () => duplicate(data.nome),
  });
}

/** What the Administrador profile cannot lose: seeing and fixing profiles, and seeing users. */
const ADMIN_KEEPS: readonly ActionId[] = ['visualizar_perfil', 'editar_perfil', 'visualizar_usuario'];

/**
 * Updates a profile. Its users get the new grants at their next token refresh (the refresh reads the
 * profile). The Administrador profile keeps its access to profiles and users, so nobody can lock every
 * administrator out of this very screen.
 */
export async function updateProfile(
  db: Db,
  actor: Actor,
  id: string,
  data: AccessProfileData,
  ifMatch: string | undefined,
): Promise<AccessProfile> {
  return updateRecord({
    db,
    audit: { actor, entidade: 'perfil_acesso' },
    ifMatch,
    load: async (tx) => {
      const row = await repo.findProfile(tx, id, true);
      return row && toProfile(tx, row);
    },
    apply: async (tx, current) => {
      if (current.nome === ADMIN_PROFILE_NAME) {
        const keeps =
          data.nome === ADMIN_PROFILE_NAME &&
          data.ativo &&
          ADMIN_KEEPS.every((action) => data.acoes.includes(action));
        if (!keeps) throw conflict(ADMIN_PROFILE_LOCKOUT);
      }
      if (await repo.findProfileByName(tx, data.nome, id)) throw duplicate(data.nome);
      await repo.updateProfile(tx, id, { nome: data.nome, ativo: data.ativo });
      await repo.replaceGrants(tx, id, grantsFrom(data));
      const row = await repo.findProfile(tx, id);
      if (!row) throw notFound();
      return toProfile(tx, row);
    },
    conflict: () => duplicate(data.nome),
  });
}

export async function profileSuggestions(db: Db): Promise<SuggestItem[]> {
  return repo.activeProfiles(db);
}

/** The positions the profiles' structure suggestions name, for the users domain's position list. */
export async function suggestedPositions(db: Db): Promise<string[]> {
  return repo.suggestedPositions(db);
}
