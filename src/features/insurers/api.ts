import type * as v from 'valibot';
import { queryOptions } from '@tanstack/react-query';
import { keepPreviousPage } from '../../api/previous-page';
import { api } from '../../api/client';
import type { Paged } from '../../contract/common';
import { apiPath } from '../../contract/manifest';
import { insurerApi } from '../../contract/manifests/insurers';
import type {
  Insurer,
  InsurerContact,
  InsurerSummary,
  insurerBody,
  insurerContactBody,
} from '../../contract/insurers';
import type { InsurerListSearch, ContactListSearch } from './search';

export const insurerKeys = {
  all: ['insurers'] as const,
  lists: () => [...insurerKeys.all, 'list'] as const,
  list: (search: InsurerListSearch) => [...insurerKeys.lists(), search] as const,
  detail: (id: string) => [...insurerKeys.all, 'detail', id] as const,
  contacts: (id: string) => [...insurerKeys.detail(id), 'contacts'] as const,
  contactList: (id: string, search: ContactListSearch) =>
    [...insurerKeys.contacts(id), 'list', search] as const,
  contact: (id: string, contactId: string) => [...insurerKeys.contacts(id), 'contact', contactId] as const,
};

export function insurersQuery(search: InsurerListSearch) {
  return queryOptions({
    queryKey: insurerKeys.list(search),
    queryFn: ({ signal }) =>
      api.get<Paged<InsurerSummary>>(insurerApi.list, { query: { ...search }, signal }),
    placeholderData: keepPreviousPage,
  });
}

/** One insurer with its ETag: the edit form sends it back as If-Match. */
export function insurerQuery(id: string) {
  return queryOptions({
    queryKey: insurerKeys.detail(id),
    queryFn: ({ signal }) => api.getWithEtag<Insurer>(apiPath(insurerApi.item, { id }), { signal }),
  });
}

export function contactsQuery(insurerId: string, search: ContactListSearch) {
  return queryOptions({
    queryKey: insurerKeys.contactList(insurerId, search),
    queryFn: ({ signal }) =>
      api.get<Paged<InsurerContact>>(apiPath(insurerApi.contacts, { id: insurerId }), {
        query: { ...search },
        signal,
      }),
    placeholderData: keepPreviousPage,
  });
}

export function contactQuery(insurerId: string, contactId: string) {
  return queryOptions({
    queryKey: insurerKeys.contact(insurerId, contactId),
    queryFn: ({ signal }) =>
      api.getWithEtag<InsurerContact>(apiPath(insurerApi.contact, { id: insurerId, contato: contactId }), {
        signal,
      }),
  });
}

export type InsurerData = v.InferOutput<typeof insurerBody>;
export type ContactData = v.InferOutput<typeof insurerContactBody>;
