import { useEffect } from 'react';
import { useLocation } from '@tanstack/react-router';
import { CloudUpload, RefreshCw } from 'lucide-react';
import { cx } from '../lib/cx';
import { formatDateTime } from '../lib/dates';
import { syncNow } from '../offline/drain';
import { useSyncStatus } from '../offline/status';
import type { SyncStatus } from '../offline/types';
import { settleQueuedAlert, showAlert } from '../feedback/store';
import { HrefLink } from './href-link';
import { pages } from './pages';

/** 'Nenhum item aguardando envio', '1 item aguardando envio', '3 itens aguardando envio'. */
export function waitingLabel(count: number): string {
  if (count === 0) return 'Nenhum item aguardando envio';
  return count === 1 ? '1 item aguardando envio' : `${count} itens aguardando envio`;
}

export function lastSyncLabel(lastSyncAt: number | null): string {
  return lastSyncAt === null
    ? 'Nenhuma sincronização ainda'
    : `Última sincronização: ${formatDateTime(new Date(lastSyncAt))}`;
}

const iconButton =
  'touch-target relative flex items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 ' +
  'focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:opacity-60';

export interface SyncIndicatorViewProps {
  status: SyncStatus;
  /** Where the login link brings the user back to. */
  returnTo: string;
  onSyncNow: () => void;
}

/** The toolbar's view of the outbox: connection, waiting items, last sync, 'Sincronizar agora'. */
export function SyncIndicatorView({ status, returnTo, onSyncNow }: SyncIndicatorViewProps) {
  const { online, pending, dead, draining, needsLogin, lastSyncAt } = status;
  if (needsLogin)
    return (
      <HrefLink
        href={`${pages.login.path}?redirect=${encodeURIComponent(returnTo)}`}
        className="rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        {`Faça login para enviar ${pending} ${pending === 1 ? 'item pendente' : 'itens pendentes'}`}
      </HrefLink>
    );

  const lastSync = lastSyncLabel(lastSyncAt);
  const refused = dead === 1 ? '1 item recusado' : `${dead} itens recusados`;
  return (
    <div className="flex items-center gap-1">
      <div className="flex flex-col px-2 text-xs leading-tight">
        <span role="status" className="flex items-center gap-1.5 font-medium text-slate-800">
          <span
            aria-hidden="true"
            className={cx('size-2 rounded-full', online ? 'bg-emerald-500' : 'bg-slate-400')}
          />
          {online ? 'Online' : 'Sem conexão'}
        </span>
        <span className="hidden text-slate-500 lg:block">{lastSync}</span>
      </div>
      <HrefLink
        href={pages.sincronizacao.path}
        title={`${waitingLabel(pending)}. ${lastSync}`}
        aria-label={`Sincronização: ${waitingLabel(pending)}${dead > 0 ? `, ${refused}` : ''}`}
        className={iconButton}
      >
        <CloudUpload aria-hidden="true" className="size-5" />
        {pending > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-brand-600 px-1 text-center text-[11px] leading-5 font-semibold text-white"
          >
            {pending}
          </span>
        )}
        {dead > 0 && (
          <span
            aria-hidden="true"
            className="absolute right-0.5 bottom-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-[11px] leading-5 font-semibold text-white"
          >
            {dead}
          </span>
        )}
      </HrefLink>
      <button
        type="button"
        onClick={onSyncNow}
        disabled={draining}
        aria-label="Sincronizar agora"
        title="Sincronizar agora"
        className={iconButton}
      >
        <RefreshCw aria-hidden="true" className={cx('size-5', draining && 'animate-spin')} />
      </button>
    </div>
  );
}

/** The indicator wired to the engine; a storage failure also raises the alert banner, never silent. */
export function SyncIndicator() {
  const status = useSyncStatus();
  const returnTo = useLocation({ select: (location) => location.href });
  const storageError = status.storageError;

  useEffect(() => {
    if (storageError) showAlert('error', storageError);
  }, [storageError]);
  // Once the signal is back and the outbox sent everything, 'Sem conexão: salvo no dispositivo' is stale.
  const { online, pending } = status;
  useEffect(() => {
    settleQueuedAlert({ online, pending });
  }, [online, pending]);

  return (
    <SyncIndicatorView
      status={status}
      returnTo={returnTo}
      onSyncNow={() => {
        syncNow().catch((error: unknown) => {
          showAlert('error', error instanceof Error ? error.message : 'Não foi possível sincronizar.');
        });
      }}
    />
  );
}
