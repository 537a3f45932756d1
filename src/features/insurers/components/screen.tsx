import type { ReactNode } from 'react';
import { ITEM_MISSING_MESSAGE } from '../../../ui/use-command-save';

export interface ScreenProps {
  title: ReactNode;
  /** Buttons beside the title ('Nova seguradora'...). */
  actions?: ReactNode;
  children: ReactNode;
}

/** An insurers screen: its heading (the page's one h1) and its content. */
export function Screen({ title, actions, children }: ScreenProps) {
  return (
    <section className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
        {actions}
      </header>
      {children}
    </section>
  );
}

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
