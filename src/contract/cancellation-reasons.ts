import * as v from 'valibot';
import { pagedQuery, newRecordId, uuid } from './common';
import { CANCELLATION_REASON_SORT } from './screens/cancellation-reasons';

/** A policy cancellation reason (motivo de cancelamento) and the modalities it applies to. */
export interface CancellationReason {
  id: string;
  nome: string;
  modalidades: { id: string; nome: string }[];
  ativo: boolean;
  atualizado_em: string;
}

/** GET /v1/motivoscancelamento/suggest: active reasons (of one modality when `modalidade_id` is given). */
export interface CancellationReasonSuggestion {
  id: string;
  nome: string;
}

export const cancellationReasonBody = v.object({
  nome: v.pipe(
    v.string('Informe o nome.'),
    v.trim(),
    v.toUpperCase(),
    v.nonEmpty('Informe o nome.'),
    v.maxLength(200, 'O nome deve ter no máximo 200 caracteres.'),
  ),
  modalidade_ids: v.optional(
    v.pipe(
      v.array(uuid('Modalidade inválida.'), 'As modalidades devem ser uma lista.'),
      v.maxLength(200, 'Selecione no máximo 200 modalidades.'),
      // The same modality twice is one link, not an error.
      v.transform((ids) => [...new Set(ids)]),
    ),
    [],
  ),
  ativo: v.optional(v.boolean('Ativo deve ser verdadeiro ou falso.'), true),
});
/** POST /v1/motivoscancelamento/: a client-generated `id` makes a replayed create idempotent. */
export const createCancellationReasonBody = v.object({
  id: newRecordId,
  ...cancellationReasonBody.entries,
});
export type CancellationReasonInput = v.InferInput<typeof cancellationReasonBody>;

export const cancellationReasonListQuery = v.object({
  ...pagedQuery(CANCELLATION_REASON_SORT).entries,
  modalidade_id: v.optional(uuid('Modalidade inválida.')),
});

export const cancellationReasonSuggestQuery = v.object({
  modalidade_id: v.optional(uuid('Modalidade inválida.')),
  query: v.optional(
    v.pipe(
      v.string('A busca deve ser um texto.'),
      v.trim(),
      v.maxLength(200, 'A busca deve ter no máximo 200 caracteres.'),
    ),
  ),
});

export { CANCELLATION_REASON_SORT };

/** Answers (documentation, see common.ts). */
export const cancellationReasonRecord = /*#__PURE__*/ v.object({
  id: v.string(),
  nome: v.string(),
  modalidades: v.array(v.object({ id: v.string(), nome: v.string() })),
  ativo: v.boolean(),
  atualizado_em: v.string(),
}) satisfies v.GenericSchema<CancellationReason>;
export const cancellationReasonSuggestions = /*#__PURE__*/ v.array(
  v.object({ id: v.string(), nome: v.string() }),
) satisfies v.GenericSchema<CancellationReasonSuggestion[]>;
