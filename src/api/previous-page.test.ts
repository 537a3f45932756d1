import { afterEach, describe, expect, it } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { keepPreviousPage } from './previous-page';

afterEach(() => onlineManager.setOnline(true));

describe('the previous page while the next one loads', () => {
  it('stays on screen online, and is not passed off as the next page offline', () => {
    const page1 = { items: [{ id: '1' }], total_count: 12 };
    expect(keepPreviousPage(page1)).toBe(page1);
    onlineManager.setOnline(false);
    expect(keepPreviousPage(page1)).toBeUndefined();
  });
});
