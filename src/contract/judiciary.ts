import * as v from 'valibot';
import { pagedQuery, newRecordId, suggestQuery, uuid } from './common';
import { COURT_SORT, COURT_UNIT_SORT } from './screens/courts';

export { SEGMENTS, SEGMENT_IDS } from './segments';
export type { SegmentId } from './segments';

export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;

/** A court (tribunal) on the wire. `codigo` is "J.TR" (e.g. "8.26" for TJSP). */
export interface Court {
  id: string;
  codigo: string;
  segmento: { id: number; nome: string };
  codigo_tr: string;
  sigla: string;
  nome: string;
  uf: string | null;
  ativo: boolean;
  atualizado_em: string;
}

/** A court unit (vara), child of a court. `codigo` is the four-digit "OOOO" origin code. */
export interface CourtUnit {
  id: string;
  tribunal_id: string;
  codigo: string;
  nome: string;
  comarca: string | null;
  ativo: boolean;
  atualizado_em: string;
}

const upperText = (label: string, max: number) =>
  v.pipe(
    v.string(`Informe ${label}.`),
    v.trim(),
    v.toUpperCase(),
    v.nonEmpty(`Informe ${label}.`),
    v.maxLength(
      max,
      `${label[0]?.toUpperCase() ?? ''}${label.slice(1)} deve ter no máximo ${max} caracteres.`,
    ),
  );

export const courtBody = v.object({
  segmento: v.pipe(
    v.number('Informe o segmento do Judiciário.'),
    v.integer('Segmento inválido.'),
    v.minValue(1, 'Segmento inválido.'),
    v.maxValue(9, 'Segmento inválido.'),
  ),
  codigo_tr: v.pipe(
    v.string('Informe o código do tribunal (TR).'),
    v.trim(),
    v.regex(/^\d{2}$/, 'O código do tribunal (TR) deve ter 2 dígitos.'),
  ),
  sigla: upperText('a sigla', 20),
  nome: upperText('o nome', 200),
  uf: v.optional(v.nullable(v.picklist(UFS, 'UF inválida.')), null),
  ativo: v.optional(v.boolean('Ativo deve ser verdadeiro ou falso.'), true),
});
/** POST /v1/judiciario/tribunais: a client-generated `id` makes a replayed create idempotent. */
export const createCourtBody = v.object({ id: newRecordId, ...courtBody.entries });
export type CourtInput = v.InferInput<typeof courtBody>;

export const courtUnitBody = v.object({
  codigo: v.pipe(
    v.string('Informe o código da vara.'),
    v.trim(),
    v.regex(/^\d{4}$/, 'O código da vara deve ter 4 dígitos.'),
  ),
  nome: upperText('o nome', 200),
  comarca: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.toUpperCase(),
        v.maxLength(120, 'A comarca deve ter no máximo 120 caracteres.'),
      ),
    ),
    null,
  ),
  ativo: v.optional(v.boolean('Ativo deve ser verdadeiro ou falso.'), true),
});
export const createCourtUnitBody = v.object({ id: newRecordId, ...courtUnitBody.entries });
export type CourtUnitInput = v.InferInput<typeof courtUnitBody>;

export const courtListQuery = v.object({
  ...pagedQuery(COURT_SORT).entries,
  segmento: v.optional(
    v.pipe(
      v.unknown(),
      v.transform(Number),
      v.integer('Segmento inválido.'),
      v.minValue(1, 'Segmento inválido.'),
      v.maxValue(9, 'Segmento inválido.'),
    ),
  ),
});

export const courtUnitListQuery = pagedQuery(COURT_UNIT_SORT);

/** /v1/judiciario/tribunais/:id/unidades/:vara */
export const courtUnitParams = v.object({ id: uuid(), vara: uuid() });

/** A segment in a path, as its number (1-9; 0 in the unique-number lookup: any segment). */
const segmentParam = (pattern: RegExp) =>
  v.pipe(v.string('Segmento inválido.'), v.regex(pattern, 'Segmento inválido.'), v.transform(Number));

/** /v1/judiciario/:segmento/tribunais/suggest */
export const segmentParams = v.object({ segmento: segmentParam(/^[1-9]$/) });

/** /v1/judiciario/:segmento/tribunais/:tribunal/unidades/suggest */
export const courtSuggestParams = v.object({ segmento: segmentParam(/^[1-9]$/), tribunal: uuid() });

/** /v1/judiciario/:segmento/numeracaounica/:numero; segment 0: the caller accepts any segment. */
export const uniqueNumberParams = v.object({ segmento: segmentParam(/^\d$/), numero: v.string() });

/** ?query= of the court and unit suggest lists. */
export const judiciarySuggestQuery = suggestQuery;

/** GET /v1/judiciario/{segmento}/numeracaounica/{numero}: what a CNJ unique process number points to. */
export interface UniqueNumberLookup {
  numero: string;
  ano: number;
  origem: string;
  segmento: { id: number; nome: string };
  tribunal: { id: string; codigo: string; sigla: string; nome: string } | null;
  unidade: { id: string; codigo: string; nome: string } | null;
}

/** GET /v1/judiciario/suggest: the judiciary segments. */
export interface SegmentSuggestion {
  id: number;
  nome: string;
}

/** GET /v1/judiciario/{segmento}/tribunais/suggest: active courts of a segment. */
export interface CourtSuggestion {
  id: string;
  nome: string;
  codigo: string;
  sigla: string;
}

/** Label of the placeholder unit (id PLACEHOLDER_ID) that opens every unit suggest list. */
export const UNIT_NOT_APPLICABLE = 'NÃO SE APLICA';

/**
 * GET /v1/judiciario/{segmento}/tribunais/{tribunal}/unidades/suggest: the placeholder
 * { id: PLACEHOLDER_ID, nome: UNIT_NOT_APPLICABLE } first (it has no codigo), then the active units.
 */
export interface CourtUnitSuggestion {
  id: string;
  nome: string;
  codigo?: string;
}

export { COURT_SORT, COURT_UNIT_SORT };

/** Answers (documentation, see common.ts). */
const segmentRef = v.object({ id: v.number(), nome: v.string() });
export const courtRecord = /*#__PURE__*/ v.object({
  id: v.string(),
  codigo: v.string(),
  segmento: segmentRef,
  codigo_tr: v.string(),
  sigla: v.string(),
  nome: v.string(),
  uf: v.nullable(v.string()),
  ativo: v.boolean(),
  atualizado_em: v.string(),
}) satisfies v.GenericSchema<Court>;
export const courtUnitRecord = /*#__PURE__*/ v.object({
  id: v.string(),
  tribunal_id: v.string(),
  codigo: v.string(),
  nome: v.string(),
  comarca: v.nullable(v.string()),
  ativo: v.boolean(),
  atualizado_em: v.string(),
}) satisfies v.GenericSchema<CourtUnit>;
export const segmentSuggestions = /*#__PURE__*/ v.array(segmentRef) satisfies v.GenericSchema<
  SegmentSuggestion[]
>;
export const courtSuggestions = /*#__PURE__*/ v.array(
  v.object({ id: v.string(), nome: v.string(), codigo: v.string(), sigla: v.string() }),
) satisfies v.GenericSchema<CourtSuggestion[]>;
export const courtUnitSuggestions = /*#__PURE__*/ v.array(
  v.object({ id: v.string(), nome: v.string(), codigo: v.optional(v.string()) }),
) satisfies v.GenericSchema<CourtUnitSuggestion[]>;
export const uniqueNumberLookup = /*#__PURE__*/ v.object({
  numero: v.string(),
  ano: v.number(),
  origem: v.string(),
  segmento: segmentRef,
  tribunal: v.nullable(v.object({ id: v.string(), codigo: v.string(), sigla: v.string(), nome: v.string() })),
  unidade: v.nullable(v.object({ id: v.string(), codigo: v.string(), nome: v.string() })),
}) satisfies v.GenericSchema<UniqueNumberLookup>;
