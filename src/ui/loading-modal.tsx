import { Suspense, lazy, useEffect, useState } from 'react';
import { useFeedback } from './feedback';

/** Calls quicker than this never show the modal: a flash of overlay reads as a glitch. */
const SHOW_AFTER_MS = 300;

const loadDialog = () => import('./loading-dialog');
const LoadingDialog = lazy(() => loadDialog().then((m) => ({ default: m.LoadingDialog })));

/**
 * 'Carregando' while calls run (SPEC.md §9): modal, so nothing is clicked twice meanwhile. The dialog
 * code is fetched when the browser is idle, keeping it out of the first download.
 */
export function LoadingModal() {
  const busy = useFeedback((s) => s.pending > 0);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const prefetch = () => void loadDialog();
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(prefetch, { timeout: 5_000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(prefetch, 2_000);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  return <Suspense fallback={null}>{busy && shown && <LoadingDialog />}</Suspense>;
}
