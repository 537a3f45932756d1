import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ALERT_DURATION_MS,
  beginLoading,
  dismissAlert,
  endLoading,
  settleQueuedAlert,
  showAlert,
  useFeedback,
} from './store';

beforeEach(() => {
  vi.useFakeTimers();
  dismissAlert();
});
afterEach(() => vi.useRealTimers());

describe('alerts', () => {
  it('hide by themselves after 10 seconds', () => {
    expect(ALERT_DURATION_MS).toBe(10_000);
    showAlert('error', 'Registro não encontrado.');
    vi.advanceTimersByTime(9_999);
    expect(useFeedback.getState().alert?.message).toBe('Registro não encontrado.');
    vi.advanceTimersByTime(1);
    expect(useFeedback.getState().alert).toBeNull();
  });

  it('give a newer alert its own full 10 seconds', () => {
    showAlert('error', 'Primeiro');
    vi.advanceTimersByTime(8_000);
    showAlert('success', 'Segundo');
    vi.advanceTimersByTime(8_000);
    expect(useFeedback.getState().alert).toMatchObject({ kind: 'success', message: 'Segundo' });
    vi.advanceTimersByTime(2_000);
    expect(useFeedback.getState().alert).toBeNull();
  });
});

describe('loading', () => {
  it('counts calls under way and never goes below zero', () => {
    beginLoading();
    beginLoading();
    endLoading();
    expect(useFeedback.getState().pending).toBe(1);
    endLoading();
    endLoading();
    expect(useFeedback.getState().pending).toBe(0);
  });
});

describe("the 'Sem conexão' alert of a queued save", () => {
  it('goes once the signal is back and the outbox sent everything, not before', () => {
    showAlert('info', 'Sem conexão: salvo no dispositivo.', { untilSent: true });
    settleQueuedAlert({ online: false, pending: 1 });
    settleQueuedAlert({ online: true, pending: 1 });
    expect(useFeedback.getState().alert?.message).toBe('Sem conexão: salvo no dispositivo.');
    settleQueuedAlert({ online: true, pending: 0 });
    expect(useFeedback.getState().alert).toBeNull();
  });

  it('spares any other alert', () => {
    showAlert('success', 'Tribunal TJMG cadastrado.');
    settleQueuedAlert({ online: true, pending: 0 });
    expect(useFeedback.getState().alert?.message).toBe('Tribunal TJMG cadastrado.');
  });
});
