import { ApiError } from '../../api/client';

export interface FormErrors<TField extends string> {
  /** Server messages that belong to a field of the form. */
  fields: { field: TField; message: string }[];
  /** What to show above the form: a 409, a 412, a missing permission, a failed connection... */
  form: string | null;
}

/**
 * Splits a failed save into messages for the form's fields (400 details) and one for the whole form
 * (everything else, and any detail about a field the form does not have).
 */
export function formErrorsOf<TField extends string>(
  error: unknown,
  fields: readonly TField[],
): FormErrors<TField> {
  const isField = (name: string | undefined): name is TField => fields.some((f) => f === name);
  if (!(error instanceof ApiError)) return { fields: [], form: 'Ocorreu um erro no sistema.' };
  const details = error.status === 400 ? (error.body?.details ?? []) : [];
  const fieldErrors = details.flatMap((d) =>
    isField(d.field) ? [{ field: d.field, message: d.message }] : [],
  );
  const loose = details.filter((d) => !isField(d.field)).map((d) => d.message);
  if (details.length > 0) return { fields: fieldErrors, form: loose.length > 0 ? loose.join('\n') : null };
  return { fields: [], form: error.message };
}
