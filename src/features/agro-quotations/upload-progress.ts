import { useSyncExternalStore } from 'react';

/**
 * How far each photo of a guest quotation has gone up while the outbox sends it (0 to 1), kept in
 * memory only: the confirmation screen shows it, and a reload starts the sending, and the count, over.
 */
type Progress = Readonly<Record<string, number>>;

const byQuotation = new Map<string, Progress>();
const listeners = new Set<() => void>();
const NONE: Progress = {};

export function reportPhotoProgress(quotationId: string, photoId: string, fraction: number): void {
  const current = byQuotation.get(quotationId) ?? NONE;
  const value = Math.min(1, Math.max(0, fraction));
  if (current[photoId] === value) return;
  byQuotation.set(quotationId, { ...current, [photoId]: value });
  for (const listener of listeners) listener();
}

export function photoProgressOf(quotationId: string): Progress {
  return byQuotation.get(quotationId) ?? NONE;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The photos' progress of one quotation, by photo id (absent: not started in this visit). */
export function usePhotoProgress(quotationId: string): Progress {
  return useSyncExternalStore(subscribe, () => photoProgressOf(quotationId));
}
