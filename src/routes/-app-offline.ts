import { useEffect } from 'react';
// Portuguese fallback messages of the forms' schemas, loaded with the portal (not on /login).
import '../contract/messages';
import { queryClient } from '../api/query';
import { meQuietQuery } from '../features/account/api';
import { prefetchLookups } from '../lookups/prefetch';
import { startSyncEngine } from '../offline/drain';
import { requestPersistentStorage } from '../offline/storage';
import { useSession } from '../session/store';
// Every feature's commands (`src/features/*/commands.ts`, and `*-commands.ts` such as the agro guest
// form's, which staff fill too), registered before the engine sends what an earlier visit queued.
// Eager: the modules run here, no list to keep.
import.meta.glob(['../features/*/commands.ts', '../features/*/*-commands.ts'], { eager: true });

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

  const grants = useSession((s) => s.grants);

  useEffect(() => {
    if (!userId) return;
    requestPersistentStorage().catch(() => undefined);
    // Guests have no account and no lookups of their own.
    if (guest) return;
    queryClient.query(meQuietQuery).catch(() => undefined);
  }, [userId, guest]);

  // The lookups this user may read (PREFETCH_LOOKUPS), once the grants are known; fresh ones are kept.
  useEffect(() => {
    if (!userId || !grants) return;
    prefetchLookups(queryClient, { guest, grants }).catch(() => undefined);
  }, [userId, guest, grants]);
}
