import { afterEach, describe, expect, it } from 'vitest';
import { requestPersistentStorage, storageInfo } from './storage';

function fakeStorage(state: { persisted: boolean; grant: boolean }) {
  const calls = { persist: 0 };
  const storage = {
    persisted: async () => state.persisted,
    persist: async () => {
      calls.persist += 1;
      state.persisted = state.grant;
      return state.grant;
    },
    estimate: async () => ({ usage: 1234, quota: 10_000 }),
  };
  Object.defineProperty(navigator, 'storage', { configurable: true, value: storage });
  return calls;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'storage');
});

describe('persistent storage', () => {
  it('asks once and reports what the browser decided', async () => {
    const state = { persisted: false, grant: true };
    const calls = fakeStorage(state);
    expect(await requestPersistentStorage()).toBe(true);
    expect(await requestPersistentStorage()).toBe(true);
    expect(calls.persist).toBe(1);
    expect(await storageInfo()).toEqual({ usage: 1234, quota: 10_000, persisted: true });
  });

  it('a refusal is an answer, not an error', async () => {
    fakeStorage({ persisted: false, grant: false });
    expect(await requestPersistentStorage()).toBe(false);
    expect((await storageInfo()).persisted).toBe(false);
  });

  it('without the Storage API: nothing to ask, nothing known', async () => {
    expect(await requestPersistentStorage()).toBe(false);
    expect(await storageInfo()).toEqual({ usage: null, quota: null, persisted: false });
  });
});
