import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('formatDate', () => {
  it('writes dd/mm/aaaa in São Paulo time', () => {
    expect(formatDate('2024-03-05T12:00:00Z')).toBe('05/03/2024');
    // 01:00 UTC is still the previous evening in São Paulo.
    expect(formatDate('2024-03-06T01:00:00Z')).toBe('05/03/2024');
    expect(formatDate(new Date('2023-12-31T15:00:00Z'))).toBe('31/12/2023');
  });

  it('never shifts a calendar day', () => {
    expect(formatDate('2024-01-01')).toBe('01/01/2024');
  });

  it('gives an empty text for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds the São Paulo hour', () => {
    expect(formatDateTime('2024-03-05T15:30:00Z')).toBe('05/03/2024 12:30');
  });
});
