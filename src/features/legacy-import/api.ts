import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { keepPreviousPage } from '../../api/previous-page';
import type {
  LegacyImportDetail,
  LegacyImportError,
  LegacyImportPage,
  LegacyImportType,
  LegacyImportTypeId,
} from '../../contract/legacy-import';
import type { Paged } from '../../contract/common';
import { apiPath } from '../../contract/manifest';
import { legacyImportApi } from '../../contract/manifests/legacy-import';
import { isRunning } from './status';
import type { LegacyImportListSearch } from './search';

/** How often a running import is read again. */
export const POLL_MS = 1500;

export const legacyImportKeys = {
  all: ['legacy-imports'] as const,
  lists: () => [...legacyImportKeys.all, 'list'] as const,
  list: (search: Omit<LegacyImportListSearch, 'item'>) => [...legacyImportKeys.lists(), search] as const,
  detail: (id: string) => [...legacyImportKeys.all, 'detail', id] as const,
  errors: (id: string, page: number, status: string) =>
    [...legacyImportKeys.all, 'errors', id, page, status] as const,
  types: () => [...legacyImportKeys.all, 'types'] as const,
};

export function legacyImportsQuery(search: LegacyImportListSearch) {
  const { item: _item, ...query } = search;
  return queryOptions({
    queryKey: legacyImportKeys.list(query),
    queryFn: ({ signal }) => api.get<LegacyImportPage>(legacyImportApi.list, { query: { ...query }, signal }),
    placeholderData: keepPreviousPage,
    // While any listed import runs, its bar moves: the page is read again until none does.
    refetchInterval: (q) => (q.state.data?.items.some((i) => isRunning(i.status.id)) ? POLL_MS : false),
  });
}

export function legacyImportQuery(id: string) {
  return queryOptions({
    queryKey: legacyImportKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get<LegacyImportDetail>(apiPath(legacyImportApi.item, { id }), { signal, silent: true }),
    refetchInterval: (q) => (q.state.data && isRunning(q.state.data.status.id) ? POLL_MS : false),
  });
}

export const ERROR_PAGE_SIZE = 10;

export function legacyImportErrorsQuery(id: string, page: number, status: string) {
  return queryOptions({
    queryKey: legacyImportKeys.errors(id, page, status),
    queryFn: ({ signal }) =>
      api.get<Paged<LegacyImportError>>(apiPath(legacyImportApi.errors, { id }), {
        query: { page, page_size: ERROR_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousPage,
  });
}

export const legacyImportTypesQuery = queryOptions({
  queryKey: legacyImportKeys.types(),
  queryFn: ({ signal }) => api.get<LegacyImportType[]>(legacyImportApi.typeSuggest, { signal }),
  staleTime: Infinity,
});

/** Sends the file (multipart: `tipo` first, then `arquivo`), reporting the bytes sent. */
export function uploadImport(
  tipo: LegacyImportTypeId,
  file: File,
  onProgress: (sent: number, total: number) => void,
  signal?: AbortSignal,
): Promise<LegacyImportDetail> {
  const form = new FormData();
  form.append('tipo', tipo);
  form.append('arquivo', file, file.name);
  // The dialog shows its own progress bar and error: the loading modal would hide them.
  return api.post<LegacyImportDetail>(legacyImportApi.list, form, {
    onUploadProgress: onProgress,
    silent: true,
    signal,
  });
}

export const confirmImport = (id: string) =>
  api.put<LegacyImportDetail>(apiPath(legacyImportApi.confirm, { id }));

export const cancelImport = (id: string) =>
  api.put<LegacyImportDetail>(apiPath(legacyImportApi.cancel, { id }));

/** The error report or a template, fetched with the session's token and handed to the browser as a file. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const blob = await api.download(path);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; revoking later keeps slow browsers from losing the file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const errorReportPath = (id: string, format: 'csv' | 'xlsx') =>
  apiPath(format === 'csv' ? legacyImportApi.errorsCsv : legacyImportApi.errorsXlsx, { id });

export const templatePath = (tipo: string, format: 'csv' | 'xlsx') =>
  apiPath(legacyImportApi.template, { arquivo: `${tipo}.${format}` });
