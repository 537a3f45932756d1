/**
 * The worker's precache comes in two groups (vite.config.ts marks them, sw/sw.ts installs them): the
 * guest farm form's files, cached at install, and the rest of the portal, cached once the worker has
 * taken control. A producer who opens the farm link and loses the signal seconds later can then reload
 * the form; the ~300 files of the staff app do not have to arrive first.
 */

/** The manifest entry field that marks a file of the guest form. */
export const GUEST_OFFLINE_MARK = 'guest';

export interface PrecacheManifestEntry {
  url: string;
  revision: string | null;
  integrity?: string;
  /** GUEST_OFFLINE_MARK on the guest form's files. */
  offline?: string;
}

export interface PrecacheGroups {
  guest: { url: string; revision: string | null; integrity?: string }[];
  staff: { url: string; revision: string | null; integrity?: string }[];
}

/** Splits the injected manifest; the mark itself is dropped (Workbox takes url, revision, integrity). */
export function splitPrecache(manifest: readonly (PrecacheManifestEntry | string)[]): PrecacheGroups {
  const groups: PrecacheGroups = { guest: [], staff: [] };
  for (const item of manifest) {
    const entry = typeof item === 'string' ? { url: item, revision: null } : item;
    const { offline, ...plain } = entry;
    (offline === GUEST_OFFLINE_MARK ? groups.guest : groups.staff).push(plain);
  }
  return groups;
}
