import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTableFilter, FILTER_DEBOUNCE_MS } from './data-table-filter';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The filter with a URL that takes `lagMs` to show what was asked for (a slow device, a busy router). */
function SlowUrl({ lagMs, asked }: { lagMs: number; asked: string[] }) {
  const [url, setUrl] = useState<string | undefined>(undefined);
  return (
    <DataTableFilter
      value={url}
      onChange={(next) => {
        asked.push(next);
        setTimeout(() => setUrl(next || undefined), lagMs);
      }}
    />
  );
}

function type(text: string) {
  const box = screen.getByRole<HTMLInputElement>('searchbox');
  fireEvent.change(box, { target: { value: box.value + text } });
}

describe('DataTableFilter', () => {
  it("keeps every letter typed while its own request is on the way ('trib', pause, 'unal')", () => {
    const asked: string[] = [];
    render(<SlowUrl lagMs={300} asked={asked} />);
    type('trib');
    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
    });
    expect(asked).toEqual(['TRIB']);
    // The user goes on typing before the URL shows 'TRIB'.
    act(() => {
      vi.advanceTimersByTime(100);
    });
    type('unal');
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('TRIBUNAL');
    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS + 300);
    });
    expect(asked).toEqual(['TRIB', 'TRIBUNAL']);
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('TRIBUNAL');
  });

  it('still shows a filter the URL brings from elsewhere (back button, a link)', () => {
    const { rerender } = render(<DataTableFilter value="TJSP" onChange={vi.fn()} />);
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('TJSP');
    rerender(<DataTableFilter value={undefined} onChange={vi.fn()} />);
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('');
  });
});
