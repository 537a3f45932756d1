import { ApiError } from '../api/client';
import { SYSTEM_ERROR } from '../contract/common';
import { showAlert } from '../feedback/store';

/** What a form says when its command waits in the outbox for the connection (ARCHITECTURE.md §7). */
export const QUEUED_MESSAGE =
  'Sem conexão: salvo no dispositivo. Será enviado automaticamente quando a conexão voltar.';

/** A save the server refused: its status, Portuguese message and per-field details. */
export interface Refusal {
  httpStatus: number | null;
  message: string;
  details: { field?: string; message: string }[];
}

export interface FormErrors<TField extends string> {
  /** Server messages that belong to a field of the form. */
  fields: { field: TField; message: string }[];
  /** What to show above the form: a 409, a 412, a missing permission, a failed connection... */
  form: string | null;
}

/** A thrown failure as a Refusal: an ApiError keeps its status and details, anything else is local. */
export function refusalOf(error: unknown): Refusal {
  if (error instanceof ApiError)
    return { httpStatus: error.status, message: error.message, details: error.body?.details ?? [] };
  // Storage full, IndexedDB unavailable...: the engine's message is already in Portuguese.
  const message = error instanceof Error && error.message ? error.message : SYSTEM_ERROR;
  return { httpStatus: null, message, details: [] };
}

/**
 * Splits a refused save into messages for the form's fields (400 details) and one for the whole form
 * (everything else, and any detail about a field the form does not have).
 */
export function formErrorsOf<TField extends string>(
  refusal: Refusal,
  fields: readonly TField[],
): FormErrors<TField> {
  const isField = (name: string | undefined): name is TField => fields.some((f) => f === name);
  const details = refusal.httpStatus === 400 ? refusal.details : [];
  const fieldErrors = details.flatMap((d) =>
    isField(d.field) ? [{ field: d.field, message: d.message }] : [],
  );
  const loose = details.filter((d) => !isField(d.field)).map((d) => d.message);
  if (details.length > 0) return { fields: fieldErrors, form: loose.length > 0 ? loose.join('\n') : null };
  return { fields: [], form: refusal.message };
}

/** The outcome of a form's command, as far as the form is concerned. */
export type SaveOutcome<R> =
  { status: 'sent'; result: R } | { status: 'queued' } | ({ status: 'refused' } & Refusal);

/**
 * Tells the user what became of a save: the success message, or that it waits in the outbox. Returns
 * the refusal for the form to show at its fields, or null when the form is done.
 */
export function announceOutcome<R>(
  outcome: SaveOutcome<R>,
  sentMessage: (result: R) => string,
): Refusal | null {
  switch (outcome.status) {
    case 'sent':
      showAlert('success', sentMessage(outcome.result));
      return null;
    case 'queued':
      showAlert('info', QUEUED_MESSAGE, { untilSent: true });
      return null;
    case 'refused':
      return { httpStatus: outcome.httpStatus, message: outcome.message, details: outcome.details };
  }
}
