import { useEffect, useRef, useState } from 'react';
import type { DraftBannerProps } from '../../forms/draft-banner';
import { deleteDraft, loadDraft, useAutosaveDraft } from '../../offline/drafts';

export interface ValuesDraft {
  /** Props of the DraftBanner while a draft of an earlier visit waits for the user's choice. */
  offer: DraftBannerProps | null;
  /** Stops autosaving and deletes the draft: call it once the values were saved (sent or queued). */
  settle: () => Promise<void>;
}

/**
 * The draft of a form kept in React state (the invoice forms are not react-hook-form ones): what
 * `useFormDraft` does for the others. The values autosave while `touched`; a draft left by an earlier
 * visit is offered back, and typing before choosing makes the form as it is now the draft, so nothing
 * the user typed is lost when the page reloads, the tablet sleeps or the dialog closes.
 */
export function useValuesDraft<V>(
  key: string,
  values: V,
  touched: boolean,
  restore: (values: V) => void,
): ValuesDraft {
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
        if (live && draft && !typing.current) setOffer({ values: draft.values, savedAt: draft.updated_at });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key]);

  useEffect(() => {
    if (touched) setOffer(null);
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
