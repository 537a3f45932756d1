import { queryOptions } from '@tanstack/react-query';
import { keepPreviousPage } from '../../api/previous-page';
import { api } from '../../api/client';
import type { Paged } from '../../contract/common';
import { apiPath } from '../../contract/manifest';
import { modalityApi } from '../../contract/manifests/modalities';
import type { Modality, PermissionArea, PermittedModality, SubModality } from '../../contract/modalities';
import type { ModalityListSearch, SubModalityListSearch } from './search';

/** Query keys, broad to narrow, so one invalidation reaches every page of a list. */
export const modalityKeys = {
  all: ['modalities'] as const,
  lists: () => [...modalityKeys.all, 'list'] as const,
  list: (search: ModalityListSearch) => [...modalityKeys.lists(), search] as const,
  detail: (id: string) => [...modalityKeys.all, 'detail', id] as const,
  subs: (id: string) => [...modalityKeys.detail(id), 'subs'] as const,
  subList: (id: string, search: SubModalityListSearch) => [...modalityKeys.subs(id), 'list', search] as const,
  sub: (id: string, subId: string) => [...modalityKeys.subs(id), 'sub', subId] as const,
  permissions: (area: PermissionArea, targetId: string) =>
    [...modalityKeys.all, 'permissions', area, targetId] as const,
};

export function modalitiesQuery(search: ModalityListSearch) {
  return queryOptions({
    queryKey: modalityKeys.list(search),
    queryFn: ({ signal }) => api.get<Paged<Modality>>(modalityApi.list, { query: { ...search }, signal }),
    placeholderData: keepPreviousPage,
  });
}

/** One modality with its ETag: the edit form sends it back as If-Match. */
export function modalityQuery(id: string) {
  return queryOptions({
    queryKey: modalityKeys.detail(id),
    queryFn: ({ signal }) => api.getWithEtag<Modality>(apiPath(modalityApi.item, { id }), { signal }),
  });
}

export function subModalitiesQuery(modalityId: string, search: SubModalityListSearch) {
  return queryOptions({
    queryKey: modalityKeys.subList(modalityId, search),
    queryFn: ({ signal }) =>
      api.get<Paged<SubModality>>(apiPath(modalityApi.subModalities, { id: modalityId }), {
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
      api.getWithEtag<SubModality>(apiPath(modalityApi.subModality, { id: modalityId, sub: subId }), {
        signal,
      }),
  });
}

/** The area's modality tree with what the target (user or office) may quote. */
export function permissionsTreeQuery(area: PermissionArea, targetId: string) {
  return queryOptions({
    queryKey: modalityKeys.permissions(area, targetId),
    queryFn: ({ signal }) =>
      api.get<PermittedModality[]>(apiPath(modalityApi.permissionModalities, { area }), {
        query: { targetId },
        signal,
      }),
  });
}
