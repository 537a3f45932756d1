import { useId } from 'react';
import { formatDateTime } from '../../../lib/dates';
import type { OutboxItem } from '../../../offline/types';
import { Button } from '../../../ui/button';
import { describeItem } from '../api';

export interface OutboxItemActions {
  onRetry: (item: OutboxItem) => void;
  /** Absent when the item's command has no form to open. */
  onEdit?: (item: OutboxItem) => void;
  onDiscard: (item: OutboxItem) => void;
}

export interface OutboxItemCardProps {
  item: OutboxItem;
  online: boolean;
  /** Only dead letters take actions: a waiting item goes by itself. */
  actions?: OutboxItemActions;
}

function waitingState(item: OutboxItem, online: boolean): string {
  if (item.status === 'sending') return 'Enviando…';
  if (!online) return 'Aguardando conexão';
  if (item.attempts > 0 && item.next_attempt_at > Date.now())
    return `Nova tentativa em ${formatDateTime(new Date(item.next_attempt_at))}`;
  return 'Na fila';
}

/** One item of the outbox: what it does, when it was written, how it went. */
export function OutboxItemCard({ item, online, actions }: OutboxItemCardProps) {
  const titleId = useId();
  const dead = item.status === 'dead';
  const details = (item.last_details ?? []).filter((d) => d.message !== item.last_error);
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 md:flex-row md:items-start md:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-2">
        <p id={titleId} className="font-medium text-slate-900">
          {describeItem(item)}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-500">Criado em</dt>
          <dd className="text-slate-800">{formatDateTime(new Date(item.created_at))}</dd>
          <dt className="text-slate-500">Tentativas</dt>
          <dd className="text-slate-800">{item.attempts}</dd>
          {!dead && (
            <>
              <dt className="text-slate-500">Situação</dt>
              <dd className="text-slate-800">{waitingState(item, online)}</dd>
            </>
          )}
          {item.last_error && (
            <>
              <dt className="text-slate-500">{dead ? 'Recusado pelo servidor' : 'Último erro'}</dt>
              <dd className={dead ? 'font-medium text-red-800' : 'text-slate-800'}>
                {item.last_error}
                {details.length > 0 && (
                  <ul className="mt-1 list-disc pl-5 font-normal">
                    {details.map((detail) => (
                      <li key={`${detail.field ?? ''}:${detail.message}`}>{detail.message}</li>
                    ))}
                  </ul>
                )}
              </dd>
            </>
          )}
        </dl>
      </div>
      {actions && (
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button variant="secondary" onClick={() => actions.onRetry(item)}>
            Tentar novamente
          </Button>
          {actions.onEdit && (
            <Button variant="secondary" onClick={() => actions.onEdit?.(item)}>
              Editar
            </Button>
          )}
          <Button variant="danger" onClick={() => actions.onDiscard(item)}>
            Descartar
          </Button>
        </div>
      )}
    </li>
  );
}
