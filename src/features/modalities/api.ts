import { queryOptions } from '@tanstack/react-query';
import { keepPreviousPage } from '../../api/previous-page';
import { api } from '../../api/client';
import type { Paged } from '../../contract/common';
import type { Modality, PermissionArea, PermittedModality, SubModality } from '../../contract/modalities';
import type { ModalityListSearch, SubModalityListSearch } from './search';

export const MODALITIES_PATH = '/v1/garantia/modalidades';
export const UPLOAD_PATH = '/arquivos/upload';
export const permissionsPath = (area: PermissionArea): string => `/v1/${area}/permissoes`;

/** Query keys, broad to narrow, so one invalidation reaches every page of a list. */
export const modalityKeys = {
  all: ['modalities'] as const,
  lists: () => [...modalityKeys.all, 'list'] as const,
  list: (search: ModalityListSearch) => [...modalityKeys.lists(), search] as const,
  detail: (id: string) => [...modalityKeys.all, 'detail', id] as const,
  subs: (id: string) => [...modalityKeys.detail(id), 'subs'] as const,
  subList: (id: string, search: SubModalityListSearch) => [...modalityKeys.subs(id), 'list', search] as const,
  sub: (id: string, subId: string) => [...modalityKeys.subs(id), 'sub', subId] as const,
  /** What users may quote changes with the modalities and with the permissions. */
  quotable: () => [...modalityKeys.all, 'quotable'] as const,
  permissions: (area: PermissionArea, targetId: string) =>
    [...modalityKeys.all, 'permissions', area, targetId] as const,
};

export function modalitiesQuery(search: ModalityListSearch) {
  return queryOptions({
    queryKey: modalityKeys.list(search),
    queryFn: ({ signal }) => api.get<Paged<Modality>>(MODALITIES_PATH, { query: { ...search }, signal }),
    placeholderData: keepPreviousPage,
  });
}

/** One modality with its ETag: the edit form sends it back as If-Match. */
export function modalityQuery(id: string) {
  return queryOptions({
    queryKey: modalityKeys.detail(id),
    queryFn: ({ signal }) => api.getWithEtag<Modality>(`${MODALITIES_PATH}/${id}`, { signal }),
  });
}

export function subModalitiesQuery(modalityId: string, search: SubModalityListSearch) {
  return queryOptions({
    queryKey: modalityKeys.subList(modalityId, search),
    queryFn: ({ signal }) =>
      api.get<Paged<SubModality>>(`${MODALITIES_PATH}/${modalityId}/submodalidades`, {
        query: { ...search },
        signal,
      }),
    placeholderData: keepPreviousPage,
  });
}

export function subModalityQuery(modalityId: string, subId: string) {
  return queryOptions({
    queryKey: modalityKeys.sub(modalityId, subId),
    queryFn: ({ signal }) =>
      api.getWithEtag<SubModality>(`${MODALITIES_PATH}/${modalityId}/submodalidades/${subId}`, { signal }),
  });
}

/** The area's modality tree with what the target (user or office) may quote. */
export function permissionsTreeQuery(area: PermissionArea, targetId: string) {
  return queryOptions({
    queryKey: modalityKeys.permissions(area, targetId),
    queryFn: ({ signal }) =>
      api.get<PermittedModality[]>(`${permissionsPath(area)}/modalities`, { query: { targetId }, signal }),
  });
}
