import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../contract/audit';
import type { Paged } from '../contract/common';
import { queryClient } from '../api/query';
import { startSyncEngine, stopSyncEngine } from '../offline/drain';
import { publishOutcome } from '../offline/outcomes';
import { auditKeys } from './api';

const INSURER_ID = '5b0c7f7e-8d9a-4f1e-9c3b-2a6d4e8f0a11';

afterEach(async () => {
  await stopSyncEngine();
  queryClient.clear();
});

describe('a record’s history after a save', () => {
  it('goes stale once the outbox sent any command, though the command names no history', async () => {
    const key = auditKeys.entity('seguradora', INSURER_ID);
    const read: { pages: Paged<AuditEntry>[]; pageParams: number[] } = {
      pages: [{ items: [], total_count: 0 }],
      pageParams: [1],
    };
    queryClient.setQueryData(key, read);
    startSyncEngine();

    publishOutcome({ type: 'sent', id: crypto.randomUUID(), result: {}, invalidates: [] });

    await vi.waitFor(() => expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true));
  });
});
