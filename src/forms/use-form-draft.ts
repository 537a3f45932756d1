import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useFormState, useWatch } from 'react-hook-form';
import { deleteDraft, loadDraft, useAutosaveDraft } from '../offline/drafts';
import type { DraftBannerProps } from './draft-banner';

/** The draft of a form opened by 'Editar' on an outbox item: apart from the form's usual draft. */
export function outboxItemDraftKey(itemId: string): string {
  return `outbox:${itemId}`;
}

export interface FormDraft {
  /** Props of the DraftBanner while a saved draft waits for the user's choice; null otherwise. */
  offer: DraftBannerProps | null;
  /** Stops autosaving and deletes the draft: call it once the form was saved (sent or queued). */
  settle: () => Promise<void>;
}

/**
 * The draft of a form's values, whatever holds them (ARCHITECTURE.md §7): they autosave (debounced)
 * while `touched`, and a draft left by an earlier visit is offered back ('Restaurar rascunho' /
 * 'Descartar'); `restore` puts a chosen draft's values in the form. Typing before choosing means the
 * form as it is now becomes the draft: what is on screen is never lost.
 */
export function useValuesDraft<V>(
  key: string,
  values: V,
  touched: boolean,
  restore: (values: V) => void,
): FormDraft {
  const [offer, setOffer] = useState<{ values: V; savedAt: number } | null>(null);
  const [settled, setSettled] = useState(false);
  const typing = useRef(touched);
  typing.current = touched;
  const restoreRef = useRef(restore);
  restoreRef.current = restore;

  useEffect(() => {
    let live = true;
    setOffer(null);
    loadDraft<V>(key)
      .then((draft) => {
        // Already typing: the draft being written now replaces the old one.
        if (live && draft && !typing.current) setOffer({ values: draft.values, savedAt: draft.updated_at });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key]);

  useEffect(() => {
    if (touched) setOffer(null);
    // A form that stays open after saving (the profile) was reset: its next changes are a new draft.
    else setSettled(false);
  }, [touched]);

  const autosave = useAutosaveDraft(key, values, { enabled: touched && !settled });

  return {
    offer: offer && {
      savedAt: offer.savedAt,
      onRestore: () => {
        restoreRef.current(offer.values);
        setOffer(null);
      },
      onDiscard: () => {
        setOffer(null);
        deleteDraft(key).catch(() => undefined);
      },
    },
    settle: async () => {
      setSettled(true);
      await autosave.clear();
    },
  };
}

/** The draft of a react-hook-form form: useValuesDraft over its watched values and its dirty state. */
export function useFormDraft<V extends FieldValues, TOut = V>(
  key: string,
  form: UseFormReturn<V, unknown, TOut>,
): FormDraft {
  const values = useWatch({ control: form.control }) as V;
  const { isDirty } = useFormState({ control: form.control });
  // The record's own values stay the defaults, so the restored form counts as changed.
  return useValuesDraft(key, values, isDirty, (restored) =>
    form.reset(restored, { keepDefaultValues: true }),
  );
}
