import { describe, expect, it } from 'vitest';
import { OfflineDb } from './db';
import { peekDrafts, peekOutboxCount } from './draft-peek';
import type { OutboxItem } from './types';

const databaseNames = async () => (await indexedDB.databases()).map((db) => db.name);

describe('peekDrafts (the drafts read without Dexie)', () => {
  it('reads the records Dexie wrote, by user and key, in the order asked', async () => {
    const db = new OfflineDb('peek-escrito');
    await db.drafts.bulkPut([
      { key: 'form', user_id: 'u1', values: { nome: 'JOSÉ' }, updated_at: 1 },
      { key: 'form:fotos', user_id: 'u1', values: [{ id: 'f1', dados: new ArrayBuffer(4) }], updated_at: 2 },
      { key: 'form', user_id: 'u2', values: { nome: 'MARIA' }, updated_at: 3 },
    ]);
    const [form, photos, missing] = await peekDrafts('u1', ['form', 'form:fotos', 'outro'], 'peek-escrito');
    expect(form).toMatchObject({ key: 'form', user_id: 'u1', values: { nome: 'JOSÉ' } });
    expect((photos?.values as { dados: ArrayBuffer }[])[0]?.dados.byteLength).toBe(4);
    expect(missing).toBeUndefined();
    // Dexie keeps working on the same database (the read closed its connection).
    expect(await db.drafts.count()).toBe(3);
    db.close();
  });

  it('on a device with nothing stored, finds nothing and creates no database (Dexie makes it later)', async () => {
    expect(await peekDrafts('u1', ['form'], 'peek-vazio')).toEqual([undefined]);
    expect(await databaseNames()).not.toContain('peek-vazio');
    const db = new OfflineDb('peek-vazio');
    await db.drafts.put({ key: 'form', user_id: 'u1', values: 1, updated_at: 1 });
    expect(await peekDrafts('u1', ['form'], 'peek-vazio')).toMatchObject([{ values: 1 }]);
    db.close();
  });

  it('does not hold up a schema upgrade of Dexie in another connection', async () => {
    const db = new OfflineDb('peek-versao');
    await db.open();
    db.close();
    await peekDrafts('u1', ['form'], 'peek-versao');
    const upgraded = new OfflineDb('peek-versao');
    upgraded.version(2).stores({ extra: 'id' });
    await upgraded.open();
    expect(upgraded.verno).toBe(2);
    upgraded.close();
  });
});

describe('peekOutboxCount (the writes waiting, read without Dexie)', () => {
  const item = (id: string, user: string): OutboxItem => ({
    id,
    user_id: user,
    command: 'agro.guest.create',
    scope: 'agro',
    payload: {},
    files: [],
    idempotency_key: id,
    status: 'pending',
    attempts: 0,
    next_attempt_at: 0,
    last_error: null,
    last_status: null,
    created_at: 1,
  });

  it('counts the items of one user only, and creates no database where there is none', async () => {
    expect(await peekOutboxCount('u1', 'peek-fila-vazia')).toBe(0);
    expect(await databaseNames()).not.toContain('peek-fila-vazia');
    const db = new OfflineDb('peek-fila');
    await db.outbox.bulkAdd([item('a', 'u1'), item('b', 'u1'), item('c', 'u2')]);
    expect(await peekOutboxCount('u1', 'peek-fila')).toBe(2);
    expect(await peekOutboxCount('u3', 'peek-fila')).toBe(0);
    expect(await db.outbox.count()).toBe(3);
    db.close();
  });
});
