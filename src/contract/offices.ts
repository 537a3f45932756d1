import * as v from 'valibot';
import { pagedQuery, newRecordId, suggestItem } from './common';
import { cnpj, optionalPhone } from './documents';
import { UFS } from './judiciary';
import { OFFICE_SORT } from './screens/offices';

/** An office (escritório) of the brokerage on the wire. `cnpj` holds the 14 digits. */
export interface Office {
  id: string;
  nome: string;
  cnpj: string | null;
  email: string | null;
  telefone: string | null;
  cidade: string | null;
  uf: string | null;
  ativo: boolean;
  atualizado_em: string;
}

/** Label of the placeholder office (id PLACEHOLDER_ID) that opens the office suggest list. */
export const OFFICE_NONE = 'NENHUM';

/** GET /v1/escritorios/suggest: { id: PLACEHOLDER_ID, nome: OFFICE_NONE } first, then active offices. */
export interface OfficeSuggestion {
  id: string;
  nome: string;
}

/** An optional text field: blank means null. */
const blankToNull = (text: string) => text || null;

const optionalUpper = (max: number, tooLong: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(tooLong),
        v.trim(),
        v.toUpperCase(),
        v.maxLength(max, tooLong),
        v.transform(blankToNull),
      ),
    ),
    null,
  );

export const officeBody = v.object({
  nome: v.pipe(
    v.string('Informe o nome.'),
    v.trim(),
    v.toUpperCase(),
    v.nonEmpty('Informe o nome.'),
    v.maxLength(200, 'O nome deve ter no máximo 200 caracteres.'),
  ),
  // Optional: blank (or the empty mask) means no CNPJ; anything typed must be a valid one.
  cnpj: v.optional(
    v.nullable(
      v.pipe(
        v.string('CNPJ inválido.'),
        v.trim(),
        v.union(
          [
            v.pipe(
              v.string(),
              v.regex(/^[\s./-]*$/),
              v.transform(() => null),
            ),
            cnpj(),
          ],
          'CNPJ inválido.',
        ),
      ),
    ),
    null,
  ),
  email: v.optional(
    v.nullable(
      v.pipe(
        v.string('E-mail inválido.'),
        v.trim(),
        v.toLowerCase(),
        v.maxLength(200, 'O e-mail deve ter no máximo 200 caracteres.'),
        v.check((text) => text === '' || v.is(v.pipe(v.string(), v.email()), text), 'E-mail inválido.'),
        v.transform(blankToNull),
      ),
    ),
    null,
  ),
  telefone: optionalPhone,
  cidade: optionalUpper(120, 'A cidade deve ter no máximo 120 caracteres.'),
  uf: v.optional(v.nullable(v.picklist(UFS, 'UF inválida.')), null),
  ativo: v.optional(v.boolean('Ativo deve ser verdadeiro ou falso.'), true),
});
/** POST /v1/escritorios/: a client-generated `id` makes a replayed create idempotent. */
export const createOfficeBody = v.object({ id: newRecordId, ...officeBody.entries });
export type OfficeInput = v.InferInput<typeof officeBody>;

/** `ativo=true|false` filters by situation; absent lists both. */
export const activeQuery = v.optional(
  v.pipe(
    v.picklist(['true', 'false'], 'O filtro ativo deve ser true ou false.'),
    v.transform((text) => text === 'true'),
  ),
);

export const officeListQuery = v.object({ ...pagedQuery(OFFICE_SORT).entries, ativo: activeQuery });

export const officeSuggestQuery = v.object({
  query: v.optional(
    v.pipe(
      v.string('A busca deve ser um texto.'),
      v.trim(),
      v.maxLength(200, 'A busca deve ter no máximo 200 caracteres.'),
    ),
  ),
});

export { OFFICE_SORT };

/** Answers (documentation, see common.ts). */
export const officeRecord = /*#__PURE__*/ v.object({
  id: v.string(),
  nome: v.string(),
  cnpj: v.nullable(v.string()),
  email: v.nullable(v.string()),
  telefone: v.nullable(v.string()),
  cidade: v.nullable(v.string()),
  uf: v.nullable(v.string()),
  ativo: v.boolean(),
  atualizado_em: v.string(),
}) satisfies v.GenericSchema<Office>;
export const officeSuggestions = /*#__PURE__*/ v.array(suggestItem) satisfies v.GenericSchema<
  OfficeSuggestion[]
>;
