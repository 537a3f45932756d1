import { create } from 'zustand';

/** How long an alert stays on screen (SPEC.md §9). */
export const ALERT_DURATION_MS = 10_000;

export type AlertKind = 'error' | 'success' | 'info';

export interface Alert {
  id: number;
  kind: AlertKind;
  message: string;
  /**
   * The alert says a save waits in the outbox ('Sem conexão: salvo no dispositivo…'): it goes as soon
   * as the signal is back and the outbox has sent everything, or it would keep saying 'Sem conexão'
   * over a page that is online again.
   */
  untilSent?: boolean;
}

export interface AlertOptions {
  /** See Alert.untilSent. */
  untilSent?: boolean;
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

export function showAlert(kind: AlertKind, message: string, options: AlertOptions = {}): void {
  clearTimeout(hideTimer);
  lastId += 1;
  const id = lastId;
  useFeedback.setState({
    alert: options.untilSent ? { id, kind, message, untilSent: true } : { id, kind, message },
  });
  hideTimer = setTimeout(() => dismissAlert(id), ALERT_DURATION_MS);
}

/** Hides the alert (only the given one, when an id is passed, so a late timer spares a newer alert). */
export function dismissAlert(id?: number): void {
  const current = useFeedback.getState().alert;
  if (!current || (id !== undefined && current.id !== id)) return;
  clearTimeout(hideTimer);
  useFeedback.setState({ alert: null });
}

/**
 * Told the outbox's state: with the signal back and nothing left to send, an alert that a save waits
 * for the connection is no longer true and goes.
 */
export function settleQueuedAlert(outbox: { online: boolean; pending: number }): void {
  if (!outbox.online || outbox.pending > 0) return;
  const current = useFeedback.getState().alert;
  if (current?.untilSent) dismissAlert(current.id);
}

export function beginLoading(): void {
  useFeedback.setState((s) => ({ pending: s.pending + 1 }));
}

export function endLoading(): void {
  useFeedback.setState((s) => ({ pending: Math.max(0, s.pending - 1) }));
}
