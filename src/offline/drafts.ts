import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { create } from 'zustand';
import type { OfflineDb } from './db';
import { peekDrafts } from './draft-peek';
import { STORAGE_FULL, StorageFullError, isQuotaError } from './quota';
import { setStorageError } from './status-store';
import { addReloadGuard, reloadGuardsChanged } from './sw-update';
import type { Draft } from './types';
import { currentUserId } from './user';

const DEFAULT_DEBOUNCE_MS = 600;

/** Drafts of one database for one user getter (the app's below; tests make their own). */
export function createDraftStore(db: OfflineDb, userId: () => string | null, now: () => number = Date.now) {
  return {
    /** Saves the form's values for the current user (no user: nothing to bind them to, nothing saved). */
    async save(key: string, values: unknown): Promise<void> {
      const user = userId();
      if (user === null) return;
      const draft: Draft = { key, user_id: user, values, updated_at: now() };
      try {
        await db.drafts.put(draft);
      } catch (error) {
        if (!isQuotaError(error)) throw error;
        setStorageError(STORAGE_FULL);
        throw new StorageFullError(error);
      }
    },
    async load<V>(key: string): Promise<Draft<V> | undefined> {
      const user = userId();
      if (user === null) return undefined;
      return (await db.drafts.get([user, key])) as Draft<V> | undefined;
    },
    async remove(key: string): Promise<void> {
      const user = userId();
      if (user !== null) await db.drafts.delete([user, key]);
    },
    /** The current user's drafts, newest first (e.g. a list of unfinished forms). */
    async list(): Promise<Draft[]> {
      const user = userId();
      if (user === null) return [];
      const drafts = await db.drafts.where('user_id').equals(user).toArray();
      return drafts.sort((a, b) => b.updated_at - a.updated_at);
    },
  };
}

type DraftStore = ReturnType<typeof createDraftStore>;
let appStore: Promise<DraftStore> | undefined;

/**
 * The app's drafts, on the app's database. Dexie is imported on the first use, not with this module:
 * a form imports the autosave hook without Dexie in its first download (the guest form);
 * the staff screens have it already (the outbox), so the import costs them nothing.
 */
function appDrafts(): Promise<DraftStore> {
  appStore ??= import('./db').then(
    ({ offlineDb }) => createDraftStore(offlineDb, currentUserId),
    (error: unknown) => {
      // The next save or read imports it again (a chunk missing from an old worker's cache).
      appStore = undefined;
      throw error;
    },
  );
  return appStore;
}

/*
 * The mirror: a form's newest values written synchronously to localStorage as the page goes away
 * (pagehide, hidden). A save to IndexedDB started then is asynchronous and may not finish before a
 * reload tears the page down, so a change typed in the debounce window before a reload would be lost.
 * Only forms whose values are plain JSON opt in (`mirror` in useAutosaveDraft). Reads take the newer
 * of the mirror and the stored draft; a completed save or a delete removes the mirror.
 */
const MIRROR_PREFIX = 'rascunho-espelho:';
const mirrorKey = (user: string, key: string) => `${MIRROR_PREFIX}${user}:${key}`;

function writeMirror(key: string, values: unknown, user = currentUserId()): void {
  if (user === null) return;
  const draft: Draft = { key, user_id: user, values, updated_at: Date.now() };
  try {
    localStorage.setItem(mirrorKey(user, key), JSON.stringify(draft));
  } catch {
    // Full or unavailable: the asynchronous save still runs.
  }
}

function readMirror(user: string, key: string): Draft | undefined {
  try {
    const raw = localStorage.getItem(mirrorKey(user, key));
    return raw ? (JSON.parse(raw) as Draft) : undefined;
  } catch {
    return undefined;
  }
}

/** Removes the mirror unless it is newer than `savedAt` (a later change the save did not include). */
function dropMirror(user: string | null, key: string, savedAt = Infinity): void {
  if (user === null) return;
  const mirror = readMirror(user, key);
  if (mirror && mirror.updated_at <= savedAt) localStorage.removeItem(mirrorKey(user, key));
}

function newer<V>(stored: Draft<V> | undefined, mirror: Draft | undefined): Draft<V> | undefined {
  if (!mirror) return stored;
  return !stored || mirror.updated_at > stored.updated_at ? (mirror as Draft<V>) : stored;
}

/** Values must be storable in IndexedDB (plain data, Files and Blobs included). */
export async function saveDraft(key: string, values: unknown): Promise<void> {
  const startedAt = Date.now();
  await (await appDrafts()).save(key, values);
  dropMirror(currentUserId(), key, startedAt);
}

export async function loadDraft<V>(key: string): Promise<Draft<V> | undefined> {
  const stored = await (await appDrafts()).load<V>(key);
  const user = currentUserId();
  return user === null ? stored : newer(stored, readMirror(user, key));
}

export async function deleteDraft(key: string): Promise<void> {
  dropMirror(currentUserId(), key);
  return (await appDrafts()).remove(key);
}

export async function listDrafts(): Promise<Draft[]> {
  return (await appDrafts()).list();
}

/**
 * A user's drafts under `keys` (undefined where there is none; the current user's by default), read
 * without Dexie (draft-peek.ts): for a screen that paints its form before the offline engine loaded.
 */
export async function peekUserDrafts(
  keys: readonly string[],
  user: string | null = currentUserId(),
): Promise<(Draft | undefined)[]> {
  if (user === null) return keys.map(() => undefined);
  const stored = await peekDrafts(user, keys);
  return stored.map((draft, i) => newer(draft, readMirror(user, keys[i] ?? '')));
}

/** The forms mounted now with unsaved changes, by an id per mounted form. */
export const useDraftRegistry = create<{ dirty: ReadonlySet<string> }>(() => ({ dirty: new Set() }));

/** A form with unsaved changes is on screen: the service worker update must wait. */
export function hasDirtyDrafts(): boolean {
  return useDraftRegistry.getState().dirty.size > 0;
}

/** Marks a mounted form dirty or clean (useAutosaveDraft does it; forms without drafts may too). */
export function setFormDirty(formId: string, dirty: boolean): void {
  const current = useDraftRegistry.getState().dirty;
  if (current.has(formId) === dirty) return;
  const next = new Set(current);
  if (dirty) next.add(formId);
  else next.delete(formId);
  useDraftRegistry.setState({ dirty: next });
  // A form became clean: an update the user asked for may proceed now.
  if (!dirty) reloadGuardsChanged();
}

addReloadGuard(() => !hasDirtyDrafts());

export interface AutosaveControls {
  /** Saves the pending values now (before leaving the page, for instance). */
  flush(): Promise<void>;
  /** Cancels the pending save and deletes the draft (after submitting, or on 'Descartar'). */
  clear(): Promise<void>;
}

/**
 * Autosaves a form's values as a draft, debounced, while `enabled` (the form passes its isDirty).
 * A pending save is flushed when the component unmounts or the page is hidden, so leaving the screen
 * never loses what was typed. While enabled, the form counts as dirty for the update prompt.
 */
export function useAutosaveDraft(
  key: string,
  values: unknown,
  options: { enabled: boolean; debounceMs?: number; mirror?: boolean },
): AutosaveControls {
  const { enabled, debounceMs = DEFAULT_DEBOUNCE_MS, mirror = false } = options;
  const formId = useId();
  const pending = useRef<{ key: string; values: unknown } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (next) await saveDraft(next.key, next.values);
  }, []);

  const flushQuietly = useCallback(() => {
    flush().catch((error: unknown) => console.warn('Não foi possível salvar o rascunho.', error));
  }, [flush]);

  /** The page goes away: the pending values to the mirror at once (synchronous), then the save. */
  const leaving = useCallback(() => {
    if (mirror && pending.current) writeMirror(pending.current.key, pending.current.values);
    flushQuietly();
  }, [mirror, flushQuietly]);

  useEffect(() => {
    if (!enabled) {
      clearTimeout(timer.current);
      pending.current = null;
      return;
    }
    pending.current = { key, values };
    clearTimeout(timer.current);
    timer.current = setTimeout(flushQuietly, debounceMs);
  }, [key, values, enabled, debounceMs, flushQuietly]);

  useEffect(() => {
    setFormDirty(formId, enabled);
  }, [formId, enabled]);

  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') leaving();
    };
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', leaving);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', leaving);
      flushQuietly();
      setFormDirty(formId, false);
    };
  }, [formId, flushQuietly, leaving]);

  const clear = useCallback(async () => {
    clearTimeout(timer.current);
    pending.current = null;
    setFormDirty(formId, false);
    await deleteDraft(key);
  }, [formId, key]);

  return useMemo(() => ({ flush, clear }), [flush, clear]);
}
