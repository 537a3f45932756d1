import { useEffect, useRef, useState } from 'react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import type { Refusal } from './command-feedback';
import { formErrorsOf, refusalOf } from './command-feedback';
import type { DraftBannerProps } from './draft-banner';
import { useFormDraft } from './use-form-draft';

export interface CommandFormOptions<TOut, TField extends string, TValues = unknown> {
  /** Where the form autosaves while it is being filled (e.g. 'courts.create'). */
  draftKey: string;
  /** The fields a server detail may point at (`details[].field`). */
  fields: readonly TField[];
  /** Runs the command; a refusal comes back to be shown on the form. */
  onSubmit: (data: TOut) => Promise<Refusal | null>;
  /** After a save that was not refused (sent or queued); the draft is gone by then. */
  onSaved: (data: TOut) => unknown;
  /**
   * An edit form's record read again (and its version taken for the next save): after a 412 the form
   * offers it, and the fields the user changed keep what they typed over the fresh values.
   */
  reload?: (() => Promise<TValues | null>) | undefined;
  /** Newer values of the record than the form opened on (`key` names their version). */
  fresh?: { key: string; values: TValues } | undefined;
}

export interface CommandForm {
  /** The form's onSubmit: it stops the browser's own submission (a page load) before anything else. */
  submit: (event?: { preventDefault(): void }) => Promise<void>;
  /** What to show above the form (a 409, a 412, a failure to store on the device...). */
  formError: string | null;
  /** Props of the DraftBanner while an earlier draft waits for the user's choice. */
  draftOffer: DraftBannerProps | null;
  /** After a 412 on a form that can read its record again: 'Recarregar os dados'. */
  staleOffer: { onReload: () => Promise<void> } | null;
}

/**
 * The save cycle of a form whose writes go through the outbox: validate, run the command, show a
 * refusal at the fields (400 details) or above the form, and on success drop the draft before moving on.
 */
export function useCommandForm<TValues extends FieldValues, TOut, TField extends Path<TValues>>(
  form: UseFormReturn<TValues, unknown, TOut>,
  { draftKey, fields, onSubmit, onSaved, reload, fresh }: CommandFormOptions<TOut, TField, TValues>,
): CommandForm {
  const [formError, setFormError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  // The record read after the form opened on an older copy: its values, under what the user typed.
  const freshValues = useRef(fresh?.values);
  freshValues.current = fresh?.values;
  const freshKey = fresh?.key;
  useEffect(() => {
    if (freshKey !== undefined && freshValues.current)
      form.reset(freshValues.current, { keepDirtyValues: true });
  }, [freshKey, form]);
  const draft = useFormDraft(draftKey, form);
  // The form a failed submit came from, until its fields show their errors and one takes the focus.
  const focusRequest = useRef<ParentNode | null>(null);

  // After the render that marked the fields invalid: the first one on screen takes the focus.
  useEffect(() => {
    const root = focusRequest.current;
    if (!root) return;
    if (focusFirstInvalid(root)) focusRequest.current = null;
  });

  // Whether the last submit left a field invalid (the schema's check or the server's details).
  let fieldsFailed = false;
  const validSubmit = form.handleSubmit(
    async (data) => {
      setFormError(null);
      setStale(false);
      const refusal = await onSubmit(data).catch(refusalOf);
      if (refusal) {
        setStale(refusal.httpStatus === 412 && reload !== undefined);
        const found = formErrorsOf(refusal, fields);
        for (const { field, message } of found.fields) form.setError(field, { message });
        fieldsFailed = found.fields.length > 0;
        setFormError(found.form);
        return;
      }
      // Before leaving: a late autosave must not bring back the draft of what was just saved.
      await draft.settle();
      await onSaved(data);
    },
    () => {
      fieldsFailed = true;
    },
  );

  const submit = async (event?: { preventDefault(): void }) => {
    // Never the browser's own submission: it would load the page again and drop what was typed.
    event?.preventDefault();
    // The submit button or the field Enter was pressed in: both are inside the form.
    const root = document.activeElement?.closest('form') ?? document;
    focusRequest.current = null;
    fieldsFailed = false;
    await validSubmit();
    if (fieldsFailed) {
      focusRequest.current = root;
      // The errors may already be on screen (the same fields failed again): no render is coming.
      if (focusFirstInvalid(root)) focusRequest.current = null;
    }
  };

  const staleOffer =
    stale && reload
      ? {
          onReload: async () => {
            const fresh = await reload().catch(() => null);
            if (!fresh) return;
            // The record as it is now under the fields the user changed: nothing typed is lost.
            form.reset(fresh, { keepDirtyValues: true });
            setStale(false);
            setFormError(null);
          },
        }
      : null;

  return { submit, formError, draftOffer: draft.offer, staleOffer };
}

/**
 * Focuses the first invalid control in the order the user reads the form (DOM order), not the order
 * of the schema's keys, of the fields' registration or of the server's details. Returns false while
 * no control is marked invalid yet.
 */
export function focusFirstInvalid(root: ParentNode): boolean {
  const first = root.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!first) return false;
  first.focus();
  return true;
}

export interface OutboxFormOptions<
  TValues extends FieldValues,
  TOut,
  TField extends string,
> extends CommandFormOptions<TOut, TField, TValues> {
  defaultValues: DefaultValues<NoInfer<TValues>>;
}

/**
 * A react-hook-form form validated by the schema the server applies (Portuguese messages at each
 * field), with the outbox save cycle of `useCommandForm`: `{ form, command }`.
 */
export function useOutboxForm<
  TValues extends FieldValues,
  TOut extends FieldValues,
  TField extends Path<TValues>,
>(
  schema: v.GenericSchema<TValues, TOut>,
  { defaultValues, ...options }: OutboxFormOptions<TValues, TOut, TField>,
): { form: UseFormReturn<TValues, unknown, TOut>; command: CommandForm } {
  // The save cycle focuses the first invalid field on screen (useCommandForm), not react-hook-form's
  // first registered one.
  const form = useForm<TValues, unknown, TOut>({
    resolver: valibotResolver(schema),
    defaultValues,
    shouldFocusError: false,
  });
  const command = useCommandForm(form, options);
  return { form, command };
}
