import { create } from 'zustand';

/** How long an alert stays on screen (SPEC.md §9). */
export const ALERT_DURATION_MS = 10_000;

export type AlertKind = 'error' | 'success' | 'info';

export interface Alert {
  id: number;
  kind: AlertKind;
  message: string;
}

interface FeedbackState {
  /** Calls under way that show the loading modal. */
  pending: number;
  /** The alert on screen; a new one replaces it. */
  alert: Alert | null;
}

/** What the loading modal and the alert banner show. Anyone may raise an alert; the API client does. */
export const useFeedback = create<FeedbackState>(() => ({ pending: 0, alert: null }));

let hideTimer: ReturnType<typeof setTimeout> | undefined;
let lastId = 0;

export function showAlert(kind: AlertKind, message: string): void {
  clearTimeout(hideTimer);
  lastId += 1;
  const id = lastId;
  useFeedback.setState({ alert: { id, kind, message } });
  hideTimer = setTimeout(() => dismissAlert(id), ALERT_DURATION_MS);
}

/** Hides the alert (only the given one, when an id is passed, so a late timer spares a newer alert). */
export function dismissAlert(id?: number): void {
  const current = useFeedback.getState().alert;
  if (!current || (id !== undefined && current.id !== id)) return;
  clearTimeout(hideTimer);
  useFeedback.setState({ alert: null });
}

export function beginLoading(): void {
  useFeedback.setState((s) => ({ pending: s.pending + 1 }));
}

export function endLoading(): void {
  useFeedback.setState((s) => ({ pending: Math.max(0, s.pending - 1) }));
}
