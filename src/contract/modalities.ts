import * as v from 'valibot';
import { pagedQuery, newRecordId, uuid } from './common';
import { MODALITY_SORT, SUB_MODALITY_SORT } from './screens/modalities';

/** A guarantee modality (SPEC.md §3) on the wire; `icone` is the uploaded image, when there is one. */
export interface Modality {
  id: string;
  nome: string;
  descricao: string | null;
  area_id: string;
  icone: { id: string; url: string } | null;
  ordem: number;
  ativo: boolean;
  /** How many sub-modalities it has (active or not). */
  total_submodalidades: number;
  atualizado_em: string;
}

/** A sub-modality, child of a modality. */
export interface SubModality {
  id: string;
  modalidade_id: string;
  nome: string;
  descricao: string | null;
  ativo: boolean;
  /** The quotation asks for the court case number (judicial bonds). */
  exige_processo: boolean;
  /** The quotation asks for the appeal deposit (recursal bonds). */
  exige_recurso: boolean;
  atualizado_em: string;
}

/** GET /v1/garantia/modalidades/suggestcurrentuser and grupoeconomico/{id}. */
export interface QuotableModality {
  id: string;
  nome: string;
  icone: { url: string } | null;
  submodalidades: { id: string; nome: string }[];
}

/** The areas that have quote permissions (geral users quote as garantia). */
export const PERMISSION_AREAS = ['garantia', 'agronegocio'] as const;
export type PermissionArea = (typeof PERMISSION_AREAS)[number];

/** GET /v1/{area}/permissoes: the target's permitted sub-modalities for that area and group. */
export interface QuotePermissions {
  targetId: string;
  alvo_tipo: 'usuario' | 'escritorio';
  grupoEconomicoId: string | null;
  submodalidadeids: string[];
}

/** GET /v1/{area}/permissoes/modalities: the tree of the permissions screen. */
export interface PermittedModality {
  id: string;
  nome: string;
  permitida: boolean;
  submodalidades: PermittedSubModality[];
}

export interface PermittedSubModality {
  id: string;
  nome: string;
  permitida: boolean;
}

const upperText = (label: string, max: number) =>
  v.pipe(
    v.string(`Informe ${label}.`),
    v.trim(),
    v.toUpperCase(),
    v.nonEmpty(`Informe ${label}.`),
    v.maxLength(max, `O campo deve ter no máximo ${String(max)} caracteres.`),
  );

const description = v.optional(
  v.nullable(
    v.pipe(
      v.string('A descrição deve ser um texto.'),
      v.trim(),
      v.maxLength(500, 'A descrição deve ter no máximo 500 caracteres.'),
    ),
  ),
  null,
);

const active = v.optional(v.boolean('Ativo deve ser verdadeiro ou falso.'), true);

export const modalityBody = v.object({
  nome: upperText('o nome', 120),
  descricao: description,
  icone_arquivo_id: v.optional(v.nullable(uuid('Ícone inválido.')), null),
  ordem: v.optional(
    v.pipe(
      v.number('A ordem deve ser um número.'),
      v.integer('A ordem deve ser um número inteiro.'),
      v.minValue(0, 'A ordem não pode ser negativa.'),
      v.maxValue(9999, 'A ordem deve ser no máximo 9999.'),
    ),
    0,
  ),
  ativo: active,
});
export const createModalityBody = v.object({ id: newRecordId, ...modalityBody.entries });
export type ModalityInput = v.InferInput<typeof modalityBody>;
export type ModalityData = v.InferOutput<typeof modalityBody>;

/**
 * Left out (an older client): a create stores false, an edit keeps the stored value; so no default here.
 */
const flag = (label: string) => v.optional(v.boolean(`${label} deve ser verdadeiro ou falso.`));

export const subModalityBody = v.object({
  nome: upperText('o nome', 120),
  descricao: description,
  ativo: active,
  exige_processo: flag('Exige número do processo'),
  exige_recurso: flag('Exige valor do recurso'),
});
export const createSubModalityBody = v.object({ id: newRecordId, ...subModalityBody.entries });
export type SubModalityInput = v.InferInput<typeof subModalityBody>;
export type SubModalityData = v.InferOutput<typeof subModalityBody>;

const activeFilter = v.optional(
  v.pipe(
    v.picklist(['true', 'false'], 'O filtro de situação deve ser true ou false.'),
    v.transform((s) => s === 'true'),
  ),
);

export const modalityListQuery = v.object({ ...pagedQuery(MODALITY_SORT).entries, ativo: activeFilter });

export const subModalityListQuery = v.object({
  ...pagedQuery(SUB_MODALITY_SORT).entries,
  ativo: activeFilter,
});

/** /v1/garantia/modalidades/:id/submodalidades/:sub */
export const subModalityParams = v.object({ id: uuid(), sub: uuid() });

export const permissionAreaParams = v.object({
  area: v.picklist(PERMISSION_AREAS, 'Área inválida: use garantia ou agronegocio.'),
});

const groupId = v.optional(v.nullable(uuid('Grupo econômico inválido.')), null);

export const permissionsQuery = v.object({
  targetId: uuid('Informe o usuário ou escritório (targetId).'),
  grupoEconomicoId: groupId,
});

export const permissionsBody = v.object({
  targetId: uuid('Informe o usuário ou escritório (targetId).'),
  grupoEconomicoId: groupId,
  submodalidadeids: v.pipe(
    v.array(uuid('Sub-modalidade inválida.'), 'Informe a lista de sub-modalidades.'),
    v.maxLength(1000, 'Lista de sub-modalidades grande demais.'),
  ),
});
export type PermissionsData = v.InferOutput<typeof permissionsBody>;

export const subPermissionsQuery = v.object({
  ...permissionsQuery.entries,
  modalidadeId: uuid('Informe a modalidade (modalidadeId).'),
});

export { MODALITY_SORT, SUB_MODALITY_SORT };

/** Answers (documentation, see common.ts). */
const idName = v.object({ id: v.string(), nome: v.string() });
export const modalityRecord = /*#__PURE__*/ v.object({
  id: v.string(),
  nome: v.string(),
  descricao: v.nullable(v.string()),
  area_id: v.string(),
  icone: v.nullable(v.object({ id: v.string(), url: v.string() })),
  ordem: v.number(),
  ativo: v.boolean(),
  total_submodalidades: v.number(),
  atualizado_em: v.string(),
}) satisfies v.GenericSchema<Modality>;
export const subModalityRecord = /*#__PURE__*/ v.object({
  id: v.string(),
  modalidade_id: v.string(),
  nome: v.string(),
  descricao: v.nullable(v.string()),
  ativo: v.boolean(),
  exige_processo: v.boolean(),
  exige_recurso: v.boolean(),
  atualizado_em: v.string(),
}) satisfies v.GenericSchema<SubModality>;
export const quotableModalities = /*#__PURE__*/ v.array(
  v.object({
    id: v.string(),
    nome: v.string(),
    icone: v.nullable(v.object({ url: v.string() })),
    submodalidades: v.array(idName),
  }),
) satisfies v.GenericSchema<QuotableModality[]>;
export const quotePermissions = /*#__PURE__*/ v.object({
  targetId: v.string(),
  alvo_tipo: v.picklist(['usuario', 'escritorio']),
  grupoEconomicoId: v.nullable(v.string()),
  submodalidadeids: v.array(v.string()),
}) satisfies v.GenericSchema<QuotePermissions>;
const permittedSubModality = v.object({ id: v.string(), nome: v.string(), permitida: v.boolean() });
export const permittedSubModalities = /*#__PURE__*/ v.array(permittedSubModality) satisfies v.GenericSchema<
  PermittedSubModality[]
>;
export const permittedModalities = /*#__PURE__*/ v.array(
  v.object({
    id: v.string(),
    nome: v.string(),
    permitida: v.boolean(),
    submodalidades: v.array(permittedSubModality),
  }),
) satisfies v.GenericSchema<PermittedModality[]>;
