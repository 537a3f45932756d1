import * as v from 'valibot';
import { pagedQuery, newRecordId, uuid } from './common';
import { AREAS, STRUCTURES } from './permissions';
import type { AreaId, StructureId } from './permissions';
import { USER_SORT } from './screens/users';

export interface User {
  id: string;
  nome: string;
  apelido: string;
  email: string;
  perfil: { id: string; nome: string } | null;
  area_id: AreaId;
  posicao: string | null;
  estrutura_id: StructureId | null;
  escritorio: { id: string; nome: string } | null;
  avatar_url: string | null;
  ativo: boolean;
  /** False until the user sets the password from the welcome mail. */
  senha_definida: boolean;
  atualizado_em: string;
}

export type UserListItem = Omit<User, 'atualizado_em'>;

export interface UserSuggestion {
  id: string;
  nome: string;
  apelido: string;
}

export const USER_MESSAGES = {
  duplicateEmail: 'Já existe um usuário com este e-mail.',
  selfDeactivate: 'Você não pode desativar o seu próprio usuário.',
  profileMissing: 'Perfil de acesso não encontrado.',
  officeMissing: 'Escritório não encontrado.',
} as const;

const text = (label: string, max: number, upper = false) =>
  v.pipe(
    v.string(`Informe ${label}.`),
    v.trim(),
    v.transform((s) => (upper ? s.toUpperCase() : s)),
    v.nonEmpty(`Informe ${label}.`),
    v.maxLength(max, `O campo deve ter no máximo ${String(max)} caracteres.`),
  );

export const userBody = v.object({
  nome: text('o nome', 150),
  apelido: text('o apelido', 60, true),
  email: v.pipe(
    v.string('Informe o e-mail.'),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty('Informe o e-mail.'),
    v.email('E-mail inválido.'),
    v.maxLength(200, 'O e-mail deve ter no máximo 200 caracteres.'),
  ),
  perfil_id: uuid('Selecione o perfil de acesso.'),
  area_id: v.picklist(Object.keys(AREAS) as AreaId[], 'Selecione a área de negócio.'),
  posicao: v.optional(
    v.nullable(
      v.pipe(
        v.string('Posição inválida.'),
        v.trim(),
        v.toUpperCase(),
        v.maxLength(80, 'A posição deve ter no máximo 80 caracteres.'),
      ),
    ),
    null,
  ),
  estrutura_id: v.optional(
    v.nullable(v.picklist(Object.keys(STRUCTURES) as StructureId[], 'Estrutura inválida.')),
    null,
  ),
  /** null or the all-zero id ('NENHUM'): no office. */
  escritorio_id: v.optional(v.nullable(uuid('Escritório inválido.')), null),
  ativo: v.optional(v.boolean('Ativo deve ser verdadeiro ou falso.'), true),
  /** An uploaded image (POST /arquivos/upload); left out keeps the photo, null removes it. */
  avatar_id: v.optional(v.nullable(uuid('Foto inválida.'))),
});
export const createUserBody = v.object({ id: newRecordId, ...userBody.entries });
export type UserInput = v.InferInput<typeof userBody>;
export type UserData = v.InferOutput<typeof userBody>;

const booleanFlag = v.pipe(
  v.picklist(['true', 'false'], 'Ativo deve ser true ou false.'),
  v.transform((s) => s === 'true'),
);

export const userListQuery = v.object({
  ...pagedQuery(USER_SORT).entries,
  perfil_id: v.optional(uuid('Perfil inválido.')),
  area: v.optional(v.picklist(Object.keys(AREAS) as AreaId[], 'Área de negócio inválida.')),
  ativo: v.optional(booleanFlag),
});
export type UserListQuery = v.InferOutput<typeof userListQuery>;

export const userSuggestQuery = v.object({
  query: v.optional(
    v.pipe(
      v.string('A busca deve ser um texto.'),
      v.trim(),
      v.maxLength(200, 'A busca deve ter no máximo 200 caracteres.'),
    ),
  ),
});

export { USER_SORT };

/** Answers (documentation, see common.ts). */
const userEntries = {
  id: v.string(),
  nome: v.string(),
  apelido: v.string(),
  email: v.string(),
  perfil: v.nullable(v.object({ id: v.string(), nome: v.string() })),
  area_id: v.picklist(Object.keys(AREAS) as AreaId[]),
  posicao: v.nullable(v.string()),
  estrutura_id: v.nullable(v.picklist(Object.keys(STRUCTURES) as StructureId[])),
  escritorio: v.nullable(v.object({ id: v.string(), nome: v.string() })),
  avatar_url: v.nullable(v.string()),
  ativo: v.boolean(),
  senha_definida: v.boolean(),
};
export const userListItem = /*#__PURE__*/ v.object(userEntries) satisfies v.GenericSchema<UserListItem>;
export const userRecord = /*#__PURE__*/ v.object({
  ...userEntries,
  atualizado_em: v.string(),
}) satisfies v.GenericSchema<User>;
export const userSuggestions = /*#__PURE__*/ v.array(
  v.object({ id: v.string(), nome: v.string(), apelido: v.string() }),
) satisfies v.GenericSchema<UserSuggestion[]>;
export const areaSuggestions = /*#__PURE__*/ v.array(
  v.object({ id: v.picklist(Object.keys(AREAS) as AreaId[]), nome: v.string() }),
);
export const positionSuggestions = /*#__PURE__*/ v.array(v.string());
