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
 * Drafts of a react-hook-form form (ARCHITECTURE.md §7): the values autosave (debounced) while the form
 * is dirty, and a draft left by an earlier visit is offered back ('Restaurar rascunho' / 'Descartar').
 * Typing before choosing means the form as it is now becomes the draft: what is on screen is never lost.
 */
export function useFormDraft<V extends FieldValues, TOut = V>(
  key: string,
  form: UseFormReturn<V, unknown, TOut>,
): FormDraft {
  const values = useWatch({ control: form.control });
  const { isDirty } = useFormState({ control: form.control });
  const [offer, setOffer] = useState<{ values: V; savedAt: number } | null>(null);
  const [settled, setSettled] = useState(false);
  const dirty = useRef(isDirty);
  dirty.current = isDirty;

  useEffect(() => {
    let live = true;
    setOffer(null);
    loadDraft<V>(key)
      .then((draft) => {
        // Already typing: the draft being written now replaces the old one.
        if (live && draft && !dirty.current) setOffer({ values: draft.values, savedAt: draft.updated_at });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key]);

  useEffect(() => {
    if (isDirty) setOffer(null);
    // A form that stays open after saving (the profile) was reset: its next changes are a new draft.
    else setSettled(false);
  }, [isDirty]);

  const autosave = useAutosaveDraft(key, values, { enabled: isDirty && !settled });

  return {
    offer: offer && {
      savedAt: offer.savedAt,
      onRestore: () => {
        // The record's own values stay the defaults, so the restored form counts as changed.
        form.reset(offer.values, { keepDefaultValues: true });
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
