import * as v from 'valibot';
import { pagedQuery, newRecordId } from './common';
import { STRUCTURES } from './permissions';
import { ACTION_IDS, ACTIONS, MODULE_IDS } from './permission-catalog';
import type { ActionId, ModuleId, StructureId } from './permissions';
import { ACCESS_PROFILE_SORT } from './screens/access-profiles';

/** GET /v1/modulos/: the modules with their actions, for the profile form. */
export interface ModuleWithActions {
  id: ModuleId;
  nome: string;
  acoes: { id: ActionId; nome: string }[];
}

/** A structure suggestion of a profile: users of the profile are usually in this structure/position. */
export interface ProfileStructure {
  estrutura_id: StructureId;
  posicao: string;
}

export interface AccessProfile {
  id: string;
  nome: string;
  ativo: boolean;
  modulos: ModuleId[];
  acoes: ActionId[];
  estruturas: ProfileStructure[];
  atualizado_em: string;
}

export interface AccessProfileListItem {
  id: string;
  nome: string;
  ativo: boolean;
  total_modulos: number;
  total_acoes: number;
  total_usuarios: number;
}

export const ADMIN_PROFILE_NAME = 'Administrador';
export const ADMIN_PROFILE_LOCKOUT = 'O perfil Administrador precisa manter o acesso a perfis e usuários.';

const structureRow = v.object({
  estrutura_id: v.picklist(Object.keys(STRUCTURES) as StructureId[], 'Estrutura inválida.'),
  posicao: v.pipe(
    v.string('Informe a posição.'),
    v.trim(),
    v.toUpperCase(),
    v.nonEmpty('Informe a posição.'),
    v.maxLength(80, 'A posição deve ter no máximo 80 caracteres.'),
  ),
});

export const accessProfileBody = v.pipe(
  v.object({
    nome: v.pipe(
      v.string('Informe o nome do perfil.'),
      v.trim(),
      v.nonEmpty('Informe o nome do perfil.'),
      v.maxLength(100, 'O nome deve ter no máximo 100 caracteres.'),
    ),
    ativo: v.optional(v.boolean('Ativo deve ser verdadeiro ou falso.'), true),
    modulos: v.pipe(
      v.array(v.picklist(MODULE_IDS, 'Módulo inválido.'), 'Informe os módulos.'),
      v.minLength(1, 'Selecione ao menos um módulo.'),
    ),
    acoes: v.optional(v.array(v.picklist(ACTION_IDS, 'Ação inválida.'), 'Informe as ações.'), []),
    estruturas: v.optional(
      v.pipe(
        v.array(structureRow, 'Informe as estruturas.'),
        v.maxLength(50, 'Informe no máximo 50 sugestões de estrutura.'),
      ),
      [],
    ),
  }),
  v.forward(
    v.check(
      (p) => p.acoes.every((a) => p.modulos.includes(ACTIONS[a].modulo)),
      'Há ações de módulos não selecionados.',
    ),
    ['acoes'],
  ),
);
export const createAccessProfileBody = v.pipe(
  v.object({ id: newRecordId, ...accessProfileBody.pipe[0].entries }),
  accessProfileBody.pipe[1],
);
export type AccessProfileInput = v.InferInput<typeof accessProfileBody>;
export type AccessProfileData = v.InferOutput<typeof accessProfileBody>;

export const accessProfileListQuery = pagedQuery(ACCESS_PROFILE_SORT);
export type AccessProfileListQuery = v.InferOutput<typeof accessProfileListQuery>;

export { ACCESS_PROFILE_SORT };

/** Answers (documentation, see common.ts). */
export const modulesWithActions = /*#__PURE__*/ v.array(
  v.object({
    id: v.picklist(MODULE_IDS),
    nome: v.string(),
    acoes: v.array(v.object({ id: v.picklist(ACTION_IDS), nome: v.string() })),
  }),
) satisfies v.GenericSchema<ModuleWithActions[]>;
export const accessProfileRecord = /*#__PURE__*/ v.object({
  id: v.string(),
  nome: v.string(),
  ativo: v.boolean(),
  modulos: v.array(v.picklist(MODULE_IDS)),
  acoes: v.array(v.picklist(ACTION_IDS)),
  estruturas: v.array(
    v.object({ estrutura_id: v.picklist(Object.keys(STRUCTURES) as StructureId[]), posicao: v.string() }),
  ),
  atualizado_em: v.string(),
}) satisfies v.GenericSchema<AccessProfile>;
export const accessProfileListItem = /*#__PURE__*/ v.object({
  id: v.string(),
  nome: v.string(),
  ativo: v.boolean(),
  total_modulos: v.number(),
  total_acoes: v.number(),
  total_usuarios: v.number(),
}) satisfies v.GenericSchema<AccessProfileListItem>;
