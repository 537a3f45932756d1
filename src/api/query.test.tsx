import { describe, expect, it } from 'vitest';
import { QUERY_CACHE_MAX_AGE_MS, queryClient } from './query';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the persisted query cache', () => {
  it('keeps a record nobody watches any more, so it is still saved for offline use', async () => {
    queryClient.setQueryData(['courts', 'detail', 'x'], { sigla: 'TJSP' });
    // A gcTime past setTimeout's limit would fire at once and drop the record from the next save.
    await tick(50);
    expect(queryClient.getQueryData(['courts', 'detail', 'x'])).toEqual({ sigla: 'TJSP' });
    expect(queryClient.getDefaultOptions().queries?.gcTime).toBeLessThanOrEqual(2 ** 31 - 1);
    expect(QUERY_CACHE_MAX_AGE_MS).toBeGreaterThanOrEqual(30 * 24 * 60 * 60 * 1000);
  });
});
