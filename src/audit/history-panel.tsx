import { useId, useState, useSyncExternalStore } from 'react';
import { onlineManager, useInfiniteQuery, useIsRestoring } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import type { AuditedEntity } from '../contract/audit';
import { formatDateTime } from '../lib/dates';
import { cx } from '../lib/cx';
import { Button } from '../ui/button';
import { OFFLINE_LIST_MESSAGE } from '../ui/data-table/data-table';
import { historyQuery } from './api';
import { formatAuditAction } from './format';

export const EMPTY_HISTORY_MESSAGE = 'Nenhuma alteração registrada.';

export interface HistoryPanelProps {
  /** The audited record type (`entidade` of GET /v1/auditoria). */
  entity: AuditedEntity;
  /** The record's id. */
  id: string;
  /** 2 on a page under its h1; 3 inside a dialog, whose title is the h2. */
  headingLevel?: 2 | 3;
  /** Open from the start (tests, a screen about the history itself). */
  defaultOpen?: boolean;
  /**
   * False on a page that is the history itself (the quotations' 'Histórico' pages): always open, a
   * plain heading instead of the toggle, and printed with the page.
   */
  collapsible?: boolean;
}

function useQueryLayerOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/**
 * 'Histórico': who changed the record, when and what, newest first. The one history of every record:
 * the panel of the edit screens and dialogs, and the quotations' history pages (`collapsible={false}`).
 * Collapsible, it is closed by default so long forms stay short, and read only once opened; either way
 * the outbox keeps it fresh, refreshing every history after each write the server accepts.
 */
export function HistoryPanel({
  entity,
  id,
  headingLevel = 2,
  defaultOpen = false,
  collapsible = true,
}: HistoryPanelProps) {
  const [toggled, setOpen] = useState(defaultOpen);
  const open = !collapsible || toggled;
  const headingId = useId();
  const bodyId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={headingId}
      data-print={collapsible ? 'hide' : undefined}
      className="rounded-lg border border-slate-200 bg-white"
    >
      <Heading id={headingId} className="text-base font-semibold text-slate-900">
        {collapsible ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((value) => !value)}
            className={cx(
              'flex min-h-11 w-full items-center justify-between gap-2 rounded-lg px-4 text-left',
              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
            )}
          >
            Histórico
            <ChevronDown
              aria-hidden="true"
              className={cx('size-4 transition-transform', open && 'rotate-180')}
            />
          </button>
        ) : (
          <span className="flex min-h-11 items-center px-4">Histórico</span>
        )}
      </Heading>
      <div id={bodyId} hidden={!open} className="border-t border-slate-200 px-4 py-3">
        {open && <HistoryList entity={entity} id={id} />}
      </div>
    </section>
  );
}

/**
 * The entries of a record's history, one line each ('date · who · what', the name once), with
 * 'Carregar mais': the panel's body.
 */
function HistoryList({ entity, id }: { entity: AuditedEntity; id: string }) {
  const history = useInfiniteQuery(historyQuery(entity, id));
  const online = useQueryLayerOnline();
  const restoring = useIsRestoring();
  const entries = history.data?.pages.flatMap((page) => page.items);

  if (!entries) {
    if (history.isError)
      return (
        <div className="flex flex-wrap items-center gap-3">
          <p role="alert" className="text-red-700">
            {history.error.message}
          </p>
          <Button variant="secondary" onClick={() => void history.refetch()}>
            Tentar novamente
          </Button>
        </div>
      );
    // Offline, a history never read on this device waits for the signal: say so, as the lists do.
    const offline = !restoring && (history.isPaused || !online);
    return (
      <p role="status" className="text-slate-600">
        {offline ? OFFLINE_LIST_MESSAGE : 'Carregando histórico…'}
      </p>
    );
  }
  if (entries.length === 0)
    return (
      <p role="status" className="text-slate-600">
        {EMPTY_HISTORY_MESSAGE}
      </p>
    );
  return (
    <div className="flex flex-col gap-3">
      <ol aria-label="Alterações, da mais recente à mais antiga" className="flex flex-col gap-2 text-sm">
        {entries.map((entry) => (
          <li key={entry.id} className="text-slate-800">
            <time dateTime={entry.criado_em} className="text-slate-600">
              {formatDateTime(entry.criado_em)}
            </time>
            {' · '}
            <span className="font-semibold">{entry.usuario.nome}</span>
            {' · '}
            {formatAuditAction(entry)}
          </li>
        ))}
      </ol>
      {history.isFetchNextPageError && (
        <p role="alert" className="text-red-700">
          {history.error?.message}
        </p>
      )}
      {history.hasNextPage && (
        <div>
          <Button
            variant="secondary"
            loading={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            Carregar mais
          </Button>
        </div>
      )}
    </div>
  );
}
