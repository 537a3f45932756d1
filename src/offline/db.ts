import { Dexie } from 'dexie';
import type { EntityTable, Table } from 'dexie';
import { OFFLINE_DB_NAME } from './draft-peek';
import type { Draft, OutboxItem } from './types';

export { OFFLINE_DB_NAME } from './draft-peek';

/**
 * The offline engine's IndexedDB database (Dexie 4). `outbox` holds every write until the server took
 * it; `drafts` holds the forms' autosaved values. Both are bound to the user who wrote them.
 */
export class OfflineDb extends Dexie {
  outbox!: EntityTable<OutboxItem, 'seq'>;
  /** Primary key [user_id, key]: two users of one tablet never see each other's drafts. */
  drafts!: Table<Draft, [string, string]>;

  constructor(name = OFFLINE_DB_NAME) {
    super(name);
    this.version(1).stores({
      outbox: '++seq, &id, user_id, scope, status, [user_id+status]',
      drafts: '[user_id+key], user_id',
    });
  }
}

/** The app's database. Tests and the benchmark open their own with `new OfflineDb(name)`. */
export const offlineDb = new OfflineDb();
