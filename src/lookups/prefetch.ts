import type { QueryClient } from '@tanstack/react-query';
import type { Access } from '../contract/manifest';
import type { Viewer } from '../session/allowed';
import { allows } from '../session/allowed';
/** A lookup the portal reads after login, and what the server demands to answer it. */
export interface PrefetchLookup {
  access: Access;
  fetch: (client: QueryClient) => Promise<unknown>;
}

/**
 * The lookups the forms need, read quietly after login so the forms open without signal later. Each
 * domain's module of this folder lists its own (`export const prefetch`), gathered here at build time,
 * so a new domain adds its lookups in its module and this file stays as it is. Each is read only by a
 * user the server lets read it (the rest would be refused and alert nobody anyway).
 */
const modules = import.meta.glob<{ prefetch?: readonly PrefetchLookup[] }>(
  ['./*.ts', '!./*.test.ts', '!./prefetch.ts'],
  { eager: true },
);
export const PREFETCH_LOOKUPS: readonly PrefetchLookup[] = Object.values(modules).flatMap(
  (module) => module.prefetch ?? [],
);

/** Reads every lookup of PREFETCH_LOOKUPS the viewer may read; guests read none. Never throws. */
export async function prefetchLookups(client: QueryClient, viewer: Viewer): Promise<void> {
  if (viewer.guest) return;
  const allowed = PREFETCH_LOOKUPS.filter((lookup) => allows(lookup.access, viewer));
  await Promise.all(allowed.map((lookup) => lookup.fetch(client).catch(() => undefined)));
}
