import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import type { Paged } from '../contract/common';
import type { AuditEntry, AuditedEntity } from '../contract/audit';
import { auditApi } from '../contract/manifests/audit';
import { AUDIT_QUERY_KEY } from '../offline/commands';

/** Entries per 'Carregar mais': a long-edited record does not lengthen its form at once. */
export const HISTORY_PAGE_SIZE = 10;

/**
 * Every history lives under `AUDIT_QUERY_KEY`: a command the server accepted may have written an audit
 * row for any record, so the outbox refreshes them all (src/offline/drain.ts).
 */
export const auditKeys = {
  all: AUDIT_QUERY_KEY,
  entity: (entidade: AuditedEntity, id: string) => [...AUDIT_QUERY_KEY, entidade, id] as const,
};

/** The record's changes, newest first, one page at a time. */
export function historyQuery(entidade: AuditedEntity, id: string) {
  return infiniteQueryOptions({
    queryKey: auditKeys.entity(entidade, id),
    queryFn: ({ pageParam, signal }) =>
      api.get<Paged<AuditEntry>>(auditApi.history, {
        query: { entidade, entidade_id: id, page: pageParam, page_size: HISTORY_PAGE_SIZE },
        signal,
        // The panel shows its own error inline: a failed history never raises the page's alert.
        silent: true,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total_count ? pages.length + 1 : undefined;
    },
  });
}
