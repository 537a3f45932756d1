import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beginLoading, endLoading, useFeedback } from '../feedback/store';
import { LOADING_SHOW_AFTER_MS, LoadingModal } from './loading-modal';

beforeEach(() => {
  vi.useFakeTimers();
  useFeedback.setState({ pending: 0 });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Screen() {
  return (
    <>
      <label>
        Buscar
        <input />
      </label>
      <LoadingModal />
    </>
  );
}

describe('the loading overlay', () => {
  it('waits about 400 ms before showing, and a quicker call never shows it', () => {
    expect(LOADING_SHOW_AFTER_MS).toBe(400);
    render(<Screen />);
    act(() => beginLoading());
    act(() => {
      vi.advanceTimersByTime(LOADING_SHOW_AFTER_MS - 1);
    });
    expect(screen.queryByText('Carregando')).toBeNull();
    act(() => endLoading());
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.queryByText('Carregando')).toBeNull();

    act(() => beginLoading());
    act(() => {
      vi.advanceTimersByTime(LOADING_SHOW_AFTER_MS);
    });
    expect(screen.getByRole('status').textContent).toBe('Carregando');
    act(() => endLoading());
    expect(screen.queryByText('Carregando')).toBeNull();
  });

  it('never takes the focus from the field being typed in, and is no dialog', () => {
    render(<Screen />);
    const input = screen.getByLabelText('Buscar');
    input.focus();
    fireEvent.change(input, { target: { value: 'trib' } });
    act(() => beginLoading());
    act(() => {
      vi.advanceTimersByTime(LOADING_SHOW_AFTER_MS * 3);
    });
    expect(screen.getByText('Carregando')).toBeTruthy();
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.change(input, { target: { value: 'tribunal' } });
    act(() => endLoading());
    expect(document.activeElement).toBe(input);
    expect((input as HTMLInputElement).value).toBe('tribunal');
  });

  it('keeps its live region mounted, so screen readers announce the change', () => {
    render(<Screen />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    act(() => beginLoading());
    act(() => {
      vi.advanceTimersByTime(LOADING_SHOW_AFTER_MS);
    });
    expect(screen.getByRole('status')).toBe(region);
  });
});
