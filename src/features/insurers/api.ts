import type * as v from 'valibot';
import { queryOptions } from '@tanstack/react-query';
import { keepPreviousPage } from '../../api/previous-page';
import { api } from '../../api/client';
import type { Paged } from '../../contract/common';
import type {
  Insurer,
  InsurerContact,
  InsurerSummary,
  insurerBody,
  insurerContactBody,
} from '../../contract/insurers';
import type { InsurerListSearch, ContactListSearch } from './search';

export const INSURERS_PATH = '/v1/seguradoras';
export const contactsPath = (insurerId: string) => `${INSURERS_PATH}/${insurerId}/contatosrelacionamento`;

export const insurerKeys = {
  all: ['insurers'] as const,
  lists: () => [...insurerKeys.all, 'list'] as const,
  list: (search: InsurerListSearch) => [...insurerKeys.lists(), search] as const,
  detail: (id: string) => [...insurerKeys.all, 'detail', id] as const,
  contacts: (id: string) => [...insurerKeys.detail(id), 'contacts'] as const,
  contactList: (id: string, search: ContactListSearch) =>
    [...insurerKeys.contacts(id), 'list', search] as const,
  contact: (id: string, contactId: string) => [...insurerKeys.contacts(id), 'contact', contactId] as const,
  modalityTree: () => ['insurers', 'modality-tree'] as const,
};

export function insurersQuery(search: InsurerListSearch) {
  return queryOptions({
    queryKey: insurerKeys.list(search),
    queryFn: ({ signal }) => api.get<Paged<InsurerSummary>>(INSURERS_PATH, { query: { ...search }, signal }),
    placeholderData: keepPreviousPage,
  });
}

/** One insurer with its ETag: the edit form sends it back as If-Match. */
export function insurerQuery(id: string) {
  return queryOptions({
    queryKey: insurerKeys.detail(id),
    queryFn: ({ signal }) => api.getWithEtag<Insurer>(`${INSURERS_PATH}/${id}`, { signal }),
  });
}

export function contactsQuery(insurerId: string, search: ContactListSearch) {
  return queryOptions({
    queryKey: insurerKeys.contactList(insurerId, search),
    queryFn: ({ signal }) =>
      api.get<Paged<InsurerContact>>(contactsPath(insurerId), { query: { ...search }, signal }),
    placeholderData: keepPreviousPage,
  });
}

export function contactQuery(insurerId: string, contactId: string) {
  return queryOptions({
    queryKey: insurerKeys.contact(insurerId, contactId),
    queryFn: ({ signal }) =>
      api.getWithEtag<InsurerContact>(`${contactsPath(insurerId)}/${contactId}`, { signal }),
  });
}

/** A modality and its sub-modalities, as the 'Modalidades aceitas' tree shows them. */
export interface ModalityNode {
  id: string;
  nome: string;
  submodalidades: { id: string; nome: string }[];
}

const MODALITIES_PATH = '/v1/garantia/modalidades';

/** Every modality with its sub-modalities (the insurer form's checkbox tree). */
export const modalityTreeQuery = queryOptions({
  queryKey: insurerKeys.modalityTree(),
  queryFn: async ({ signal }): Promise<ModalityNode[]> => {
    const modalities = await api.get<Paged<{ id: string; nome: string }>>(MODALITIES_PATH, {
      query: { page_size: -1 },
      signal,
      silent: true,
    });
    return Promise.all(
      modalities.items.map(async (m) => {
        const subs = await api.get<Paged<{ id: string; nome: string }>>(
          `${MODALITIES_PATH}/${m.id}/submodalidades`,
          {
            query: { page_size: -1 },
            signal,
            silent: true,
          },
        );
        return {
          id: m.id,
          nome: m.nome,
          submodalidades: subs.items.map((s) => ({ id: s.id, nome: s.nome })),
        };
      }),
    );
  },
  staleTime: 5 * 60 * 1000,
});

export type InsurerData = v.InferOutput<typeof insurerBody>;
export type ContactData = v.InferOutput<typeof insurerContactBody>;
