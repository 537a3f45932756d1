import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { NavigateOptions } from '@tanstack/react-router';
import { useNavigate } from '@tanstack/react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Versioned } from '../api/client';
import type { CommandDefinition, CommandOutcome } from '../offline/types';
import { syncScreens } from '../contract/manifests/sync';
import { ItemState, RecordState } from './record-state';
import { outboxItemDraftKey } from './use-form-draft';
import { useCommandSave, useOutboxItem } from './use-command-save';

/** The payload of an update command: the record, the version it goes over, its form values. */
export interface UpdatePayload<V> {
  etag: string | null;
  data: V;
}

export interface RecordEditOptions<T, V, P extends UpdatePayload<V>, R> {
  /** The record's query (`api.getWithEtag`): the record and the ETag it was read with. */
  record: UseQueryResult<Versioned<T>>;
  command: CommandDefinition<P, R>;
  /** The outbox item 'Editar' on /sincronizacao opened the form for. */
  itemId: string | undefined;
  /** The form's draft key for a new edit of this record. */
  draftKey: string;
  /** The form's values for the record as the server has it. */
  toForm: (record: T) => V;
  /** Where the form goes after saving or cancelling (the sync page when it corrects an outbox item). */
  back: NavigateOptions;
}

export interface RecordEdit<T, V, P extends UpdatePayload<V>, R> {
  /** The record as read, once it arrived. */
  record: T | undefined;
  /** The queued payload being corrected, when opened from the sync page. */
  correcting: P | null;
  /** What the screen shows instead of the form: loading, an error, a missing item. */
  placeholder: ReactNode;
  /** Props every record form takes. */
  form: {
    draftKey: string;
    defaultValues: V | undefined;
    onSaved: () => void;
    onCancel: () => void;
    /** Reads the record again after a 412: its form values, and the next save goes over it. */
    reload: () => Promise<V | null>;
    /**
     * The record as the opening read brought it, when the form had opened on the cached one before
     * (a slow signal): the form takes these values under the fields the user already changed.
     */
    fresh: { key: string; values: V } | undefined;
  };
  /** Saves through the outbox, over the version `useEditVersion` tells. */
  save: (payload: Omit<P, 'etag'>, files?: Record<string, Blob>) => Promise<CommandOutcome<R>>;
}

/**
 * The record is cached but the read the screen started on opening is still on its way (online: an
 * offline read is paused, not fetching). The cache may be older than the server (a save of this very
 * record whose refetch was cancelled when the screen closed, a change from another device), and a form
 * opened on it would send that old version as If-Match: the user's own next save would be a 412.
 */
function refreshing(query: UseQueryResult): boolean {
  return query.isFetching && !query.isFetchedAfterMount;
}

/**
 * The ETag a save sends as `If-Match`. A new edit goes over the version the form was opened on, taken
 * once the read started on opening has arrived (a later background refetch must not move it under the
 * user's edit), so a change made meanwhile elsewhere is
 * a 412, not lost. A correction from the sync page goes over the record as it is now: the user saw
 * the refusal and chose to resend.
 */
export function useEditVersion<T>(
  query: UseQueryResult<Versioned<T>>,
  correcting: { etag: string | null } | null | undefined,
  ready = !refreshing(query),
): () => string | null {
  const [openedEtag, setOpenedEtag] = useState<string | null | undefined>(undefined);
  if (openedEtag === undefined && query.data && ready) setOpenedEtag(query.data.etag);
  return () => (correcting ? (query.data?.etag ?? correcting.etag) : (openedEtag ?? null));
}

/** How long an edit screen waits for the fresh read before opening on the cached record. */
export const OPEN_CACHED_AFTER_MS = 1500;

/**
 * An edit screen's opening read: the record is read again as the screen opens, and `opened` says when
 * the form may show it — that read answered or failed, the network is paused (offline), or
 * OPEN_CACHED_AFTER_MS passed (a hanging signal opens the cached record). `openedAt`: when the screen
 * opened; a read is fresh when its data is newer than that, by the clock and not by
 * `isFetchedAfterMount` (the persisted cache restored after the screen mounted also counts as an update,
 * and would open the form on old values).
 */
export function useOpeningRead(query: UseQueryResult): { opened: boolean; openedAt: number } {
  const { refetch } = query;
  const [waitedLongEnough, setWaitedLongEnough] = useState(false);
  useEffect(() => {
    void refetch({ cancelRefetch: false });
    const timer = setTimeout(() => setWaitedLongEnough(true), OPEN_CACHED_AFTER_MS);
    return () => clearTimeout(timer);
  }, [refetch]);
  const [openedAt] = useState(() => Date.now());
  const readSinceOpening = query.dataUpdatedAt >= openedAt || query.errorUpdatedAt >= openedAt;
  return { opened: readSinceOpening || query.fetchStatus === 'paused' || waitedLongEnough, openedAt };
}

/** The wiring of every edit screen: the record, an outbox item to correct, the ETag, save and leave. */
export function useRecordEdit<T, V, P extends UpdatePayload<V>, R>(
  options: RecordEditOptions<T, V, P, R>,
): RecordEdit<T, V, P, R> {
  const { record: query, command, itemId } = options;
  const navigate = useNavigate();
  const queued = useOutboxItem(itemId, command);
  const send = useCommandSave(command, itemId);
  const record = query.data?.data;
  const correcting = queued.state === 'ready' ? queued.payload : null;
  // An edit screen reads its record again on opening, whatever the cache holds: the cache may be older
  // than the server (another device's change, or this user's own save whose refetch was cancelled when
  // the screen closed), and the form would send that old version as If-Match. The form opens when that
  // read answers, fails or waits for the network (offline); on a signal that hangs, it opens on the
  // cached record after OPEN_CACHED_AFTER_MS, so a field agent never waits on a dead connection.
  const { refetch } = query;
  const { opened, openedAt } = useOpeningRead(query);
  const version = useEditVersion(query, correcting, opened);
  // The version the user chose to go over after a 412 ('Recarregar os dados').
  const reloaded = useRef<{ etag: string | null } | null>(null);
  // Opened on the cached record before the opening read answered: when that read brings a newer one,
  // it becomes the version edited (once; a later background refetch does not move it).
  const openedOn = useRef<{ cached: boolean; at: number } | null>(null);
  if (opened && record && !correcting && openedOn.current === null)
    openedOn.current = { cached: query.dataUpdatedAt < openedAt, at: query.dataUpdatedAt };
  const [fresh, setFresh] = useState<{ etag: string | null; record: T } | null>(null);
  const { data: current, dataUpdatedAt } = query;
  useEffect(() => {
    const at = openedOn.current;
    if (!at?.cached || fresh || !current || dataUpdatedAt <= at.at) return;
    if (current.etag !== version()) setFresh({ etag: current.etag, record: current.data });
    else at.cached = false;
  }, [current, dataUpdatedAt, fresh, version]);
  let placeholder: ReactNode = null;
  if (queued.state === 'loading' || queued.state === 'missing')
    placeholder = <ItemState missing={queued.state === 'missing'} />;
  else if ((!record || !opened) && !correcting)
    placeholder = <RecordState error={query.error} paused={query.fetchStatus === 'paused'} />;
  const leave = () =>
    void (itemId ? navigate({ to: syncScreens.sincronizacao.path }) : navigate(options.back));

  return {
    record,
    correcting,
    placeholder,
    form: {
      draftKey: itemId ? outboxItemDraftKey(itemId) : options.draftKey,
      defaultValues: correcting?.data ?? (record && options.toForm(record)),
      onSaved: leave,
      onCancel: leave,
      reload: async () => {
        const latest = await refetch();
        if (!latest.data || latest.isError) return null;
        reloaded.current = { etag: latest.data.etag };
        return options.toForm(latest.data.data);
      },
      fresh: fresh ? { key: String(fresh.etag), values: options.toForm(fresh.record) } : undefined,
    },
    // P is the payload plus its etag: what the caller gave, completed.
    save: (payload, files) =>
      send(
        { ...payload, etag: reloaded.current ? reloaded.current.etag : fresh ? fresh.etag : version() } as P,
        files,
      ),
  };
}
