import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateRangeFilter } from './record-filters';

afterEach(cleanup);

const noop = () => undefined;

describe('DateRangeFilter', () => {
  it('refuses in words a period whose end comes before its start, and says nothing otherwise', () => {
    const { rerender } = render(
      <DateRangeFilter
        fromLabel="Emitida de"
        toLabel="Emitida até"
        from="2026-05-10"
        to="2026-05-01"
        onFromChange={noop}
        onToChange={noop}
      />,
    );
    expect(screen.getByText('A data final é anterior à inicial.')).toBeTruthy();
    expect(screen.getByLabelText('Emitida até').getAttribute('aria-invalid')).toBe('true');

    rerender(
      <DateRangeFilter
        fromLabel="Emitida de"
        toLabel="Emitida até"
        from="2026-05-01"
        to="2026-05-10"
        onFromChange={noop}
        onToChange={noop}
      />,
    );
    expect(screen.queryByText('A data final é anterior à inicial.')).toBeNull();
  });
});
