/**
 * Tiny URL-search schemas for list routes. Route search validation runs in the entry bundle (the
 * /login budget is 120 KiB gzip), so it must not pull a validation library in. Each schema is a
 * Standard Schema (what TanStack Router reads its input and output types from) and is lenient: a
 * hand-edited or stale link falls back to the defaults instead of failing the route.
 */

/** One search param: parses the raw URL value, never throws. */
export interface SearchField<TOut> {
  parse(raw: unknown): TOut;
}

type Output<TFields extends Record<string, SearchField<unknown>>> = {
  [K in keyof TFields]: TFields[K] extends SearchField<infer O> ? O : never;
};

/** Keys whose value may be undefined become optional, as in the schemas' usual output. */
type Simplify<T> = { [K in keyof T]: T[K] } & {};
type OptionalUndefined<T> = Simplify<
  { [K in keyof T as undefined extends T[K] ? K : never]?: T[K] } & {
    [K in keyof T as undefined extends T[K] ? never : K]: T[K];
  }
>;

/** What a search schema gives the route: `SearchOutput<typeof courtListSearch>`. */
export type SearchOutput<TSchema> = TSchema extends SearchSchema<infer O> ? O : never;

export interface SearchSchema<TOut> {
  readonly fields: Record<string, SearchField<unknown>>;
  parse(raw: unknown): TOut;
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: 'portal';
    readonly validate: (value: unknown) => { value: TOut };
    readonly types?: { readonly input: Partial<TOut>; readonly output: TOut };
  };
}

export function searchSchema<TFields extends Record<string, SearchField<unknown>>>(
  fields: TFields,
): SearchSchema<OptionalUndefined<Output<TFields>>> {
  type TOut = OptionalUndefined<Output<TFields>>;
  const parse = (raw: unknown): TOut => {
    const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(fields)) out[key] = field.parse(source[key]);
    return out as TOut;
  };
  return {
    fields,
    parse,
    '~standard': { version: 1, vendor: 'portal', validate: (value) => ({ value: parse(value) }) },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Builders of the common param kinds. */
export const param = {
  /** One of `options` (the router hands numbers over as numbers), else `fallback`. */
  oneOf<const T extends string | number, F extends T | undefined = undefined>(
    options: readonly T[],
    fallback?: F,
  ): SearchField<T | F> {
    return {
      parse(raw) {
        return (options.includes(raw as T) ? raw : fallback) as T | F;
      },
    };
  },
  /** A whole number >= min, else `fallback`. */
  integer(min: number, fallback: number): SearchField<number> {
    return {
      parse: (raw) => (typeof raw === 'number' && Number.isInteger(raw) && raw >= min ? raw : fallback),
    };
  },
  /** true/false (the router may hand over the text form), else undefined. */
  boolean(): SearchField<boolean | undefined> {
    return {
      parse: (raw) =>
        raw === true || raw === 'true' ? true : raw === false || raw === 'false' ? false : undefined,
    };
  },
  /** A record id, else undefined. */
  uuid(): SearchField<string | undefined> {
    return { parse: (raw) => (typeof raw === 'string' && UUID.test(raw) ? raw : undefined) };
  },
  /** A whole number >= 1, else undefined (an optional number filter). */
  id(): SearchField<number | undefined> {
    return {
      parse: (raw) => {
        const n = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
        return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 2_000_000_000 ? n : undefined;
      },
    };
  },
  /** A date 'aaaa-mm-dd', else undefined. */
  date(): SearchField<string | undefined> {
    return {
      parse: (raw) =>
        typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(raw))
          ? raw
          : undefined,
    };
  },
  /** A trimmed text of at most `max` characters (numbers turn back into text), else undefined. */
  text(max: number): SearchField<string | undefined> {
    return {
      parse: (raw) =>
        typeof raw === 'string' || typeof raw === 'number'
          ? String(raw).trim().slice(0, max) || undefined
          : undefined,
    };
  },
};
