import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { offlineDb } from '../../../offline/db';
import type { OutboxItem } from '../../../offline/types';
import { StoragePanel } from './storage-panel';

function item(n: number, files: { type: string }[]): OutboxItem {
  return {
    id: `item-${n}`,
    user_id: n === 1 ? 'convidado' : 'u1',
    command: 'teste.fotos',
    scope: `s${n}`,
    payload: {},
    files: files.map((f, i) => ({
      name: `f${i}`,
      fileName: `f${i}`,
      type: f.type,
      data: new ArrayBuffer(8),
    })),
    idempotency_key: `k${n}`,
    status: 'pending',
    attempts: 0,
    next_attempt_at: 0,
    last_error: null,
    last_status: null,
    created_at: 0,
  };
}

beforeEach(async () => {
  await offlineDb.outbox.clear();
});

afterEach(() => {
  cleanup();
});

describe('StoragePanel', () => {
  it('counts the photos waiting in the outbox of the whole device (a guest’s included), not other files', async () => {
    await offlineDb.outbox.bulkAdd([
      item(1, [{ type: 'image/png' }, { type: 'image/jpeg' }]),
      item(2, [{ type: 'application/pdf' }, { type: 'image/webp' }]),
    ]);
    render(<StoragePanel />);
    expect(await screen.findByText(/^3 fotos, /)).toBeTruthy();
    expect(screen.getByText('Fotos aguardando envio')).toBeTruthy();
  });

  it('says none when nothing waits', async () => {
    render(<StoragePanel />);
    expect(await screen.findByText('Nenhuma')).toBeTruthy();
  });
});
