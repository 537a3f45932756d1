import * as v from 'valibot';

/** Every non-2xx answer of both backends (ARCHITECTURE.md §4). */
export interface ApiErrorBody {
  error: string;
  error_description: string;
  details?: { field?: string; message: string }[];
}

export interface Paged<T> {
  items: T[];
  total_count: number;
}

export interface SuggestItem {
  id: string;
  nome: string;
}

import { PLACEHOLDER_ID } from './permissions';
import { DEFAULT_PAGE_SIZE } from './wire';

export { DEFAULT_PAGE_SIZE, INVALID_CALL, NOT_FOUND, SYSTEM_ERROR } from './wire';

/** The highest page a list accepts: any real list ends long before it. */
export const MAX_PAGE = 1_000_000;

/** The largest value of a PostgreSQL integer (int4): a number column compared with more is a SQL error. */
export const INT4_MAX = 2_147_483_647;

/**
 * A whole number of the query string (numbers arrive as text), within `min`..`max`: a record number
 * stored as an integer column takes the default 1..INT4_MAX, so `?numero=99999999999999999999` or
 * `1e308` is a 400 with `message`, never a SQL error; so is text that is not plain digits ('', 'NaN',
 * '0x10', a repeated parameter's list).
 */
export const queryInteger = (message: string, min = 1, max = INT4_MAX) =>
  v.pipe(
    v.unknown(),
    v.check(
      (raw) => typeof raw === 'number' || (typeof raw === 'string' && /^\s*-?\d{1,16}\s*$/.test(raw)),
      message,
    ),
    v.transform(Number),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );

/** The 1-based page of a paged query; bounded so (page - 1) * page_size stays a valid OFFSET (a huge page was a 500). */
export const pageNumber = /*#__PURE__*/ v.optional(
  v.pipe(
    v.unknown(),
    v.transform(Number),
    v.integer('A página deve ser um número inteiro.'),
    v.minValue(1, 'A página deve ser maior que zero.'),
    v.maxValue(MAX_PAGE, 'A página deve ser no máximo 1.000.000.'),
  ),
  1,
);

/** Query of every paged list: page is 1-based, page_size -1 means all. */
export function pagedQuery<TSort extends string>(sortFields: readonly [TSort, ...TSort[]]) {
  return v.object({
    page: pageNumber,
    page_size: v.optional(
      v.pipe(
        v.unknown(),
        v.transform(Number),
        v.integer('O tamanho da página deve ser um número inteiro.'),
        v.check(
          (n) => n === -1 || (n >= 1 && n <= 500),
          'O tamanho da página deve estar entre 1 e 500, ou -1 para todos.',
        ),
      ),
      DEFAULT_PAGE_SIZE,
    ),
    sort: v.optional(v.picklist(sortFields, 'Campo de ordenação inválido.')),
    direction: v.optional(v.picklist(['asc', 'desc'], 'A direção deve ser asc ou desc.'), 'asc'),
    query: v.optional(
      v.pipe(v.string(), v.trim(), v.maxLength(200, 'A busca deve ter no máximo 200 caracteres.')),
    ),
  });
}

/**
 * A UUID, lowercased: ids are stored in lower case, so an uppercase copy of a real id (typed, or from
 * another system) must find its record instead of a 404.
 */
export const uuid = (message = 'Identificador inválido.') =>
  v.pipe(v.string(message), v.uuid(message), v.toLowerCase());

/**
 * The optional client-generated id of a create (the offline queue's replays stay idempotent). The
 * all-zero id is the 'NENHUM'/'NÃO SE APLICA' placeholder of the suggest lists: never a record's id.
 */
export const newRecordId = /*#__PURE__*/ v.optional(
  v.pipe(uuid(), v.notValue(PLACEHOLDER_ID, 'Este identificador é reservado e não pode ser usado.')),
);

export const idParams = /*#__PURE__*/ v.object({ id: uuid() });

/** An amount in reais: above zero, at most 999.999.999.999,99, rounded to the cent. */
export const moneyAmount = (label: string) =>
  v.pipe(
    v.number(`${label} deve ser um número.`),
    v.minValue(0.01, `${label} deve ser maior que zero.`),
    v.maxValue(999_999_999_999.99, `${label} é grande demais.`),
    v.transform((n) => Math.round(n * 100) / 100),
  );

/** `?query=` of the suggest lists (pickers): optional text, trimmed, at most 200 characters. */
export const suggestQuery = /*#__PURE__*/ v.object({
  query: v.optional(
    v.pipe(
      v.string('A busca deve ser um texto.'),
      v.trim(),
      v.maxLength(200, 'A busca deve ter no máximo 200 caracteres.'),
    ),
  ),
});

/*
 * Answer schemas: they document what the routes send (/docs/openapi.json) and are checked against
 * the wire interfaces at compile time (`satisfies`); the server never parses its answers with them.
 */

/** `Paged<T>`: one page of a list and the total (bounded: TOTAL_COUNT_BOUND + 1 means "more than"). */
export const pagedOf = <TItem extends v.GenericSchema>(item: TItem) =>
  v.object({
    items: v.array(item),
    total_count: v.pipe(
      v.number(),
      v.integer(),
      v.description('Total de registros; acima de 1.000 vale 1.001 ("mais de 1.000").'),
    ),
  });

/** `{ id, nome }` of the simple suggest lists. */
export const suggestItem = /*#__PURE__*/ v.object({
  id: v.string(),
  nome: v.string(),
}) satisfies v.GenericSchema<SuggestItem>;

/** A reference to another record by id and name. */
export const namedRef = /*#__PURE__*/ v.object({ id: v.string(), nome: v.string() });

/** An uploaded image where it is served. */
export const imageRef = /*#__PURE__*/ v.object({ id: v.string(), url: v.string() });

/** `ApiErrorBody`, the shape of every error answer. */
export const apiErrorBody = /*#__PURE__*/ v.object({
  error: v.string(),
  error_description: v.string(),
  details: v.optional(v.array(v.object({ field: v.optional(v.string()), message: v.string() }))),
}) satisfies v.GenericSchema<ApiErrorBody>;

/** Whether `aaaa-mm-dd` names a day of the calendar: the format alone lets 2026-02-30 reach the database. */
export const isCalendarDay = (text: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
};

/**
 * A date of a body or query, 'aaaa-mm-dd', that exists in the calendar: a bad one is a 400 with
 * `message` (a database error, a 500, otherwise).
 */
export const calendarDate = (message: string, missing = message) =>
  v.pipe(v.string(missing), v.check(isCalendarDay, message));
