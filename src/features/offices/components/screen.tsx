import type { ReactNode } from 'react';
import { ITEM_MISSING_MESSAGE } from '../../../ui/use-command-save';

/** An offices screen: its heading (the page's one h1), its actions and its content. */
export function Screen({
  title,
  actions,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
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

/** Offline, an office never opened on this device is not cached: the query waits for the network. */
const NOT_CACHED_MESSAGE =
  'Sem conexão: este registro ainda não foi aberto neste dispositivo. Ele será carregado quando a conexão voltar.';

/** What the edit screen shows while its office loads, or when it could not be loaded. */
export function RecordState({ error, paused = false }: { error: Error | null; paused?: boolean }) {
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
