import * as v from 'valibot';

/** A cell that could not be read, named by its column's header. */
export interface CellError {
  coluna: string | null;
  motivo: string;
}

export class RowRefused extends Error {
  constructor(readonly erros: CellError[]) {
    super(erros[0]?.motivo ?? 'Linha inválida.');
  }
}

const PT_NUMBER = /^-?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/;

/**
 * A pt-BR number ('1.234,56', '1234,56', '1234'); null when blank. '1.234' is one thousand two
 * hundred and thirty-four, as a Brazilian reads it, never 1,234.
 */
export function ptNumber(text: string, coluna: string): number | null {
  const t = text
    .replace(/^R\$\s*/, '')
    .replace(/%$/, '')
    .trim();
  if (!t) return null;
  if (!PT_NUMBER.test(t))
    throw new RowRefused([
      { coluna, motivo: `${coluna}: valor inválido '${text}' (use o formato 1.234,56).` },
    ]);
  return Number(t.replace(/\./g, '').replace(',', '.'));
}

/** A 'dd/mm/aaaa' date as ISO 'aaaa-mm-dd'; null when blank. */
export function ptDate(text: string, coluna: string): string | null {
  const t = text.trim();
  if (!t) return null;
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(t);
  const iso = m ? `${m[3] ?? ''}-${(m[2] ?? '').padStart(2, '0')}-${(m[1] ?? '').padStart(2, '0')}` : '';
  const d = new Date(`${iso}T00:00:00Z`);
  if (!m || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso)
    throw new RowRefused([{ coluna, motivo: `${coluna}: data inválida '${text}' (use dd/mm/aaaa).` }]);
  return iso;
}

/** 'Sim'/'Não' (also S/N, true/false, 1/0); null when blank. */
export function ptBoolean(text: string, coluna: string): boolean | null {
  const t = text.trim().toUpperCase();
  if (!t) return null;
  if (['SIM', 'S', 'TRUE', 'VERDADEIRO', '1'].includes(t)) return true;
  if (['NÃO', 'NAO', 'N', 'FALSE', 'FALSO', '0'].includes(t)) return false;
  throw new RowRefused([{ coluna, motivo: `${coluna}: use Sim ou Não.` }]);
}

/** Upper case without accents: how names in the file are matched against the registers. */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toUpperCase();

export const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Runs the domain's own body schema (the one its screens' route validates with) over a body built from
 * a row; each issue becomes an error on the column its field came from (`columnOf`; '' for a check on
 * the whole body).
 */
export function domainParse<T extends v.GenericSchema>(
  schema: T,
  body: unknown,
  columnOf: (field: string) => string | null,
): v.InferOutput<T> {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  throw new RowRefused(
    result.issues.map((issue) => {
      const path = (issue.path ?? []).map((p) => String(p.key)).join('.');
      return { coluna: columnOf(path), motivo: issue.message };
    }),
  );
}

/** The field of a domain refusal (AppError details) mapped to the file's column. */
export function refusalOf(err: unknown, columnOf: (field: string) => string | null): CellError[] | undefined {
  if (err instanceof RowRefused) return err.erros;
  const e = err as {
    statusCode?: unknown;
    description?: unknown;
    details?: { field?: string; message: string }[];
  };
  if (typeof e.statusCode !== 'number' || e.statusCode >= 500) return undefined;
  if (e.details?.length)
    return e.details.map((d) => ({ coluna: d.field ? columnOf(d.field) : null, motivo: d.message }));
  if (e.statusCode === 404)
    return [{ coluna: null, motivo: 'Registro não encontrado ou fora da sua área e carteira.' }];
  if (e.statusCode === 403)
    return [{ coluna: null, motivo: 'Sem permissão para este registro na sua área.' }];
  return [{ coluna: null, motivo: typeof e.description === 'string' ? e.description : 'Linha recusada.' }];
}
