import * as v from 'valibot';
import type { AcceptRequestData, RefuseRequestData } from '../../contract/endorsement-requests';
import { acceptRequestBody, refuseRequestBody } from '../../contract/endorsement-requests';

/** The first message of each field of a parse, or the body the server takes. */
type Parsed<T> = { ok: true; body: T } | { ok: false; errors: Partial<Record<string, string>> };

function parse<S extends v.GenericSchema>(schema: S, value: unknown): Parsed<v.InferOutput<S>> {
  const result = v.safeParse(schema, value);
  if (result.success) return { ok: true, body: result.output };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = (issue.path ?? []).map((p) => String(p.key)).join('.');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The acceptance dialog's fields, checked as the server checks them (the number is stored upper-case). */
export const parseAcceptance = (numero: string, premio: number | null): Parsed<AcceptRequestData> =>
  parse(acceptRequestBody, { numero: numero.trim(), premio });

/** The refusal dialog's reason, checked as the server checks it. */
export const parseRefusal = (motivo: string): Parsed<RefuseRequestData> =>
  parse(refuseRequestBody, { motivo: motivo.trim() });
