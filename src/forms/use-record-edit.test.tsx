import { cleanup, renderHook } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import type { Versioned } from '../api/client';
import { useEditVersion, useOpeningRead } from './use-record-edit';

afterEach(cleanup);

/** The part of a query result the hook reads: the record with its ETag, once it arrived. */
const read = (etag: string | null | undefined, fetching: 'settled' | 'refreshing' = 'settled') =>
  ({
    data: etag === undefined ? undefined : { data: { nome: 'X' }, etag },
    isFetching: fetching === 'refreshing',
    isFetchedAfterMount: fetching === 'settled',
  }) as UseQueryResult<Versioned<{ nome: string }>>;

describe('useEditVersion', () => {
  it('saves a new edit over the version the form was opened on, even after a background refetch', () => {
    const { result, rerender } = renderHook(({ query }) => useEditVersion(query, null), {
      initialProps: { query: read(undefined) },
    });
    expect(result.current()).toBeNull();
    rerender({ query: read('"v1"') });
    expect(result.current()).toBe('"v1"');
    // Someone else saved meanwhile: the refetch must not move the version under the user's edit, so
    // the save is a 412 instead of silently overwriting the other change.
    rerender({ query: read('"v2"') });
    expect(result.current()).toBe('"v1"');
  });

  it('takes the version once the read started on opening arrived, not the cached one before it', () => {
    const { result, rerender } = renderHook(({ query }) => useEditVersion(query, null), {
      // Cached from an earlier visit, older than the server: its refetch is on its way.
      initialProps: { query: read('"v1"', 'refreshing') },
    });
    expect(result.current()).toBeNull();
    rerender({ query: read('"v2"') });
    expect(result.current()).toBe('"v2"');
  });

  it('resends a correction from the sync page over the record as it is now', () => {
    const correcting = { etag: '"v1"' };
    const { result, rerender } = renderHook(({ query }) => useEditVersion(query, correcting), {
      initialProps: { query: read(undefined) },
    });
    // Offline, the record not cached: the item's own version.
    expect(result.current()).toBe('"v1"');
    rerender({ query: read('"v3"') });
    expect(result.current()).toBe('"v3"');
  });
});

describe('useOpeningRead', () => {
  /** A query as the edit screen sees it: data of `updatedAt` (ms), a refetch that does nothing. */
  const opening = (updatedAt: number, fetchStatus: 'fetching' | 'idle' | 'paused' = 'fetching') =>
    ({
      data: { data: { nome: 'X' }, etag: '"v"' },
      dataUpdatedAt: updatedAt,
      errorUpdatedAt: 0,
      fetchStatus,
      // The persisted cache restored after mount: react-query counts it as fetched after mount.
      isFetchedAfterMount: true,
      refetch: () => Promise.resolve(),
    }) as unknown as UseQueryResult;

  it('does not open on the cache restored after mount, and opens on the read made since opening', () => {
    const before = Date.now() - 60_000;
    const { result, rerender } = renderHook(({ query }) => useOpeningRead(query), {
      initialProps: { query: opening(before) },
    });
    expect(result.current.opened).toBe(false);
    rerender({ query: opening(Date.now() + 1, 'idle') });
    expect(result.current.opened).toBe(true);
  });

  it('opens on the cached record when the network is paused (offline)', () => {
    const { result } = renderHook(() => useOpeningRead(opening(Date.now() - 60_000, 'paused')));
    expect(result.current.opened).toBe(true);
  });
});
