import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver, onlineManager } from '@tanstack/react-query';
import { QUERY_CACHE_MAX_AGE_MS, followDeviceNetwork, queryClient } from './query';

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

describe('the query layer and the network', () => {
  let onLine = true;
  beforeEach(() => {
    onLine = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
  });
  afterEach(() => {
    onLine = true;
    window.dispatchEvent(new Event('online'));
    vi.restoreAllMocks();
  });

  it('knows at start-up that the device is offline, so a query waits instead of failing', async () => {
    onLine = false;
    followDeviceNetwork();
    expect(onlineManager.isOnline()).toBe(false);
    const fetcher = vi.fn(() => Promise.resolve('dados'));
    const client = new QueryClient();
    client.mount();
    const observer = new QueryObserver(client, { queryKey: ['nunca', 'aberto'], queryFn: fetcher });
    const unsubscribe = observer.subscribe(() => undefined);
    await tick(10);
    expect(fetcher).not.toHaveBeenCalled();
    expect(observer.getCurrentResult()).toMatchObject({ status: 'pending', fetchStatus: 'paused' });

    // The signal returns: the query runs by itself.
    onLine = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe('dados'));
    unsubscribe();
    client.unmount();
    client.clear();
  });

  it('follows every change of the connection', () => {
    followDeviceNetwork();
    expect(onlineManager.isOnline()).toBe(true);
    onLine = false;
    window.dispatchEvent(new Event('offline'));
    expect(onlineManager.isOnline()).toBe(false);
    onLine = true;
    window.dispatchEvent(new Event('online'));
    expect(onlineManager.isOnline()).toBe(true);
  });
});
