import { offlineDb } from './db';
import { createOutboxStore } from './queue';
import { setStorageError } from './status';
import { currentUserId } from './user';

/** The app's outbox: the app database, bound to the logged user, quota errors shown in the status. */
export const appOutbox = createOutboxStore({
  db: offlineDb,
  userId: currentUserId,
  onStorageError: setStorageError,
});
