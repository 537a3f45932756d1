import { ITEM_MISSING_MESSAGE } from './use-command-save';

/** Offline, a record never opened on this device is not in the cache: the query waits for the network. */
export const NOT_CACHED_MESSAGE =
  'Sem conexão: este registro ainda não foi aberto neste dispositivo. Ele será carregado quando a conexão voltar.';

export interface RecordStateProps {
  error: Error | null;
  /** The query waits for the network (offline, nothing cached). */
  paused?: boolean;
}

/** What a screen shows while its record loads, or when it could not be loaded. */
export function RecordState({ error, paused = false }: RecordStateProps) {
  if (error)
    return (
      <p role="alert" className="text-red-700">
        {error.message}
      </p>
    );
  return (
    <p role="status" className="text-slate-600">
      {paused ? NOT_CACHED_MESSAGE : 'Carregando…'}
    </p>
  );
}

/** What a form opened for an outbox item shows until the item is read, or when it is gone. */
export function ItemState({ missing }: { missing: boolean }) {
  return missing ? (
    <p role="alert" className="text-red-700">
      {ITEM_MISSING_MESSAGE}
    </p>
  ) : (
    <p role="status" className="text-slate-600">
      Carregando…
    </p>
  );
}
