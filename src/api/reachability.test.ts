import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PROBE_INTERVAL_MS,
  isUnreachable,
  markReachable,
  markUnreachable,
  onReachabilityChange,
} from './reachability';

afterEach(() => {
  markReachable();
  vi.useRealTimers();
});

describe('reachability', () => {
  it('marks the server unreachable after a request got no answer, and reachable once the probe answers', async () => {
    vi.useFakeTimers();
    const changes: boolean[] = [];
    const stop = onReachabilityChange(() => changes.push(isUnreachable()));
    let up = false;
    const probe = vi.fn(() =>
      up ? Promise.resolve(new Response('ok')) : Promise.reject(new TypeError('rede')),
    );
    markUnreachable(probe);
    markUnreachable(probe);
    expect(isUnreachable()).toBe(true);
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(isUnreachable()).toBe(true);
    up = true;
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(isUnreachable()).toBe(false);
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * 3);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(changes).toEqual([true, false]);
    stop();
  });
});
