import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenResponse } from '../../tests/offline/kit';
import { signIn, signOut } from '../session/store';
import { offlineDb } from './db';
import {
  deleteDraft,
  hasDirtyDrafts,
  loadDraft,
  peekUserDrafts,
  saveDraft,
  useAutosaveDraft,
} from './drafts';
import { canReload } from './sw-update';

interface Court {
  sigla: string;
  nome: string;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(async () => {
  await signIn(tokenResponse(0, 'u1'));
  await offlineDb.drafts.clear();
  localStorage.clear();
});

describe('drafts', () => {
  it('save, restore and discard, for the user who wrote them only', async () => {
    await saveDraft('courts.create', { sigla: 'TJMT', nome: 'TRIBUNAL' });
    const draft = await loadDraft<Court>('courts.create');
    expect(draft).toMatchObject({
      key: 'courts.create',
      user_id: 'u1',
      values: { sigla: 'TJMT', nome: 'TRIBUNAL' },
    });
    expect(draft!.updated_at).toBeGreaterThan(0);

    await signOut();
    await signIn(tokenResponse(1, 'u2'));
    expect(await loadDraft('courts.create')).toBeUndefined();
    await deleteDraft('courts.create');

    await signOut();
    await signIn(tokenResponse(2, 'u1'));
    expect(await loadDraft<Court>('courts.create')).toMatchObject({ values: { sigla: 'TJMT' } });
    await deleteDraft('courts.create');
    expect(await loadDraft('courts.create')).toBeUndefined();
  });

  it('a second save replaces the first', async () => {
    await saveDraft('k', { n: 1 });
    await saveDraft('k', { n: 2 });
    expect(await offlineDb.drafts.count()).toBe(1);
    expect((await loadDraft<{ n: number }>('k'))!.values).toEqual({ n: 2 });
  });
});

describe('useAutosaveDraft', () => {
  it('saves debounced while enabled, and not while the form is clean', async () => {
    const { rerender, unmount } = renderHook(
      ({ values, enabled }) => useAutosaveDraft('courts.create', values, { enabled, debounceMs: 40 }),
      { initialProps: { values: { sigla: '', nome: '' }, enabled: false } },
    );
    await delay(80);
    expect(await loadDraft('courts.create')).toBeUndefined();

    rerender({ values: { sigla: 'T', nome: '' }, enabled: true });
    rerender({ values: { sigla: 'TJ', nome: '' }, enabled: true });
    rerender({ values: { sigla: 'TJMT', nome: '' }, enabled: true });
    // Still typing: nothing written yet.
    expect(await loadDraft('courts.create')).toBeUndefined();
    await waitFor(async () =>
      expect((await loadDraft<Court>('courts.create'))?.values).toEqual({ sigla: 'TJMT', nome: '' }),
    );
    unmount();
  });

  it('flushes a pending save when the form unmounts (leaving the screen loses nothing)', async () => {
    const { rerender, unmount } = renderHook(
      ({ values }) => useAutosaveDraft('courts.create', values, { enabled: true, debounceMs: 10_000 }),
      { initialProps: { values: { sigla: 'A', nome: '' } } },
    );
    rerender({ values: { sigla: 'AB', nome: 'X' } });
    unmount();
    await waitFor(async () =>
      expect((await loadDraft<Court>('courts.create'))?.values).toEqual({ sigla: 'AB', nome: 'X' }),
    );
  });

  it('a change typed just before a reload survives a save the reload cut short (mirror)', async () => {
    await saveDraft('guest', { area: null });
    const { rerender, unmount } = renderHook(
      ({ values }) => useAutosaveDraft('guest', values, { enabled: true, debounceMs: 10_000, mirror: true }),
      { initialProps: { values: { area: null as number | null } } },
    );
    rerender({ values: { area: 8 } });
    // The page is torn down: the asynchronous save started on pagehide never completes.
    const put = vi.spyOn(offlineDb.drafts, 'put').mockRejectedValue(new Error('transação abortada'));
    window.dispatchEvent(new Event('pagehide'));
    await delay(10);
    put.mockRestore();
    expect((await loadDraft<{ area: number }>('guest'))?.values).toEqual({ area: 8 });
    expect((await peekUserDrafts(['guest']))[0]?.values).toEqual({ area: 8 });

    // Once a save completes, the mirror goes; a delete (the form was sent) takes it too.
    await saveDraft('guest', { area: 9 });
    expect((await loadDraft<{ area: number }>('guest'))?.values).toEqual({ area: 9 });
    rerender({ values: { area: 10 } });
    const put2 = vi.spyOn(offlineDb.drafts, 'put').mockRejectedValue(new Error('transação abortada'));
    window.dispatchEvent(new Event('pagehide'));
    await delay(10);
    put2.mockRestore();
    await deleteDraft('guest');
    expect(await loadDraft('guest')).toBeUndefined();
    expect((await peekUserDrafts(['guest']))[0]).toBeUndefined();
    unmount();
  });

  it('flush() saves now; clear() cancels and deletes the draft', async () => {
    const { result, rerender, unmount } = renderHook(
      ({ values }) => useAutosaveDraft('courts.create', values, { enabled: true, debounceMs: 10_000 }),
      { initialProps: { values: { sigla: 'A', nome: '' } } },
    );
    await act(() => result.current.flush());
    expect((await loadDraft<Court>('courts.create'))?.values).toEqual({ sigla: 'A', nome: '' });
    rerender({ values: { sigla: 'AB', nome: '' } });
    await act(() => result.current.clear());
    expect(await loadDraft('courts.create')).toBeUndefined();
    unmount();
    await delay(20);
    expect(await loadDraft('courts.create')).toBeUndefined();
  });

  it('a dirty form holds back the service worker update until it is clean or gone', async () => {
    expect(canReload()).toBe(true);
    const { rerender, unmount } = renderHook(
      ({ enabled }) => useAutosaveDraft('courts.create', { sigla: 'A' }, { enabled }),
      { initialProps: { enabled: true } },
    );
    expect(hasDirtyDrafts()).toBe(true);
    expect(canReload()).toBe(false);
    rerender({ enabled: false });
    expect(canReload()).toBe(true);
    rerender({ enabled: true });
    expect(canReload()).toBe(false);
    unmount();
    expect(canReload()).toBe(true);
  });
});
