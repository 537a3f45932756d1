import * as v from 'valibot';

/** The messages of a schema's issues by field path ('opcoes.0.premio'; '' for the whole object). */
export type FieldErrors = Record<string, string>;

/** Parses `value` with `schema`: the output, or the first message of each field. */
export function validate<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
): { ok: true; output: v.InferOutput<S> } | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(schema, value);
  if (result.success) return { ok: true, output: result.output };
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = (issue.path ?? []).map((p) => String(p.key)).join('.');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
