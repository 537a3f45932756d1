import { createFileRoute } from '@tanstack/react-router';
import { InsurerEdit } from '../../features/insurers/components/insurer-edit';
import type { ContactListSearch } from '../../features/insurers/search';
import { CONTACTS, insurerPageSearch } from '../../features/insurers/search';
import type { ListSearchPatch } from '../../ui/data-table/list-search';
import { nestedListPatch, nestedListRouteSearch, nestedListSearch } from '../../ui/data-table/list-search';
import { useListSearchChange } from '../../ui/data-table/use-list-search';

export const Route = createFileRoute('/_app/seguradora/$id')({
  staticData: { page: 'editarSeguradora' },
  validateSearch: insurerPageSearch,
  search: nestedListRouteSearch(insurerPageSearch, CONTACTS),
  component: EditInsurerRoute,
});

function EditInsurerRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const change = useListSearchChange();
  return (
    <InsurerEdit
      key={`${id}:${search.item ?? ''}`}
      insurerId={id}
      itemId={search.item}
      contacts={{
        search: nestedListSearch<ContactListSearch['sort'] & string>(search, CONTACTS),
        onSearchChange: (patch: ListSearchPatch, options) =>
          change(nestedListPatch(CONTACTS, patch), options),
      }}
    />
  );
}
