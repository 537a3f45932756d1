import { useEffect } from 'react';
// Portuguese fallback messages of the forms' schemas, loaded with the portal (not on /login).
import '../contract/messages';
import { queryClient } from '../api/query';
import { meQuietQuery } from '../features/account/api';
import { segmentSuggestionsQuery } from '../features/courts/api';
import { startSyncEngine } from '../offline/drain';
import { requestPersistentStorage } from '../offline/storage';
import { useSession } from '../session/store';
// Every feature's commands, registered before the engine sends what an earlier visit queued.
import '../features/access-profiles/commands';
import '../features/account/commands';
import '../features/courts/commands';
import '../features/modalities/commands';
import '../features/brokers/commands';
import '../features/insurers/commands';
import '../features/offices/commands';
import '../features/cancellation-reasons/commands';
import '../features/users/commands';

/**
 * The offline engine of the logged-in portal (ARCHITECTURE.md §7). It lives here, loaded by the `_app`
 * layout's component only, so Dexie and the commands stay out of the /login bundle.
 *
 * After login: the outbox starts draining, the browser is asked to keep the data (persistent storage),
 * and the lookups the forms need are fetched quietly, so the forms open without signal later.
 */
export function useAppOffline(): void {
  const user = useSession((s) => s.user);
  const userId = user?.id;
  const guest = user?.is_guest ?? false;

  useEffect(() => {
    startSyncEngine();
  }, []);

  useEffect(() => {
    if (!userId) return;
    requestPersistentStorage().catch(() => undefined);
    // Guests have no account and no judiciary lookups of their own.
    if (guest) return;
    queryClient.query(segmentSuggestionsQuery).catch(() => undefined);
    queryClient.query(meQuietQuery).catch(() => undefined);
  }, [userId, guest]);
}
