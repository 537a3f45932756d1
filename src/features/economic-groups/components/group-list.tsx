import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { GROUP_SORT } from '../../../contract/screens/economic-groups';
import { economicGroupScreens } from '../../../contract/manifests/economic-groups';
import { pendingOf, usePendingRows } from '../../../offline/pending-rows';
import { buttonClasses } from '../../../ui/button';
import { DataTable } from '../../../ui/data-table/data-table';
import { RowActionLink } from '../../../ui/data-table/row-action-link';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import { Screen } from '../../../ui/screen';
import { fetchAllGroups, groupsQuery } from '../api';
import { groupColumns, groupCsvColumns } from '../columns';
import { createGroup, updateGroup } from '../commands';
import { useEconomicGroupPermissions } from '../permissions';
import type { GroupListSearch } from '../search';
import { GroupFilters } from './group-filters';

export interface GroupListProps {
  search: GroupListSearch;
  onSearchChange: ListSearchChange<Partial<GroupListSearch>>;
}

/** /grupo-economico: the economic groups, filtered by text, situation, office, responsible and stars. */
export function GroupList({ search, onSearchChange }: GroupListProps) {
  const groups = useQuery(groupsQuery(search));
  const pending = usePendingRows({ creates: [pendingOf(createGroup)], updates: [pendingOf(updateGroup)] });
  const { canCreate } = useEconomicGroupPermissions();
  const responsibleName =
    groups.data?.items.find((g) => g.responsavel?.id === search.responsavel_id)?.responsavel?.nome ?? null;

  return (
    <Screen
      title={economicGroupScreens.grupoEconomico.title}
      actions={
        canCreate && (
          <Link to={economicGroupScreens.novoGrupoEconomico.path} className={buttonClasses('primary')}>
            <Plus aria-hidden="true" className="size-4" />
            Novo grupo
          </Link>
        )
      }
    >
      <DataTable
        label="Grupos econômicos"
        columns={groupColumns}
        result={groups.data}
        isFetching={groups.isFetching}
        isError={groups.isError}
        pending={pending}
        search={search}
        sortFields={GROUP_SORT}
        onSearchChange={onSearchChange}
        getRowId={(group) => group.id}
        filterLabel="Buscar por nome ou CNPJ"
        filters={<GroupFilters search={search} responsibleName={responsibleName} onChange={onSearchChange} />}
        csv={{
          fileName: 'grupos-economicos',
          fetchAll: () => fetchAllGroups(search),
          columns: groupCsvColumns,
        }}
        rowActions={(group) => (
          <RowActionLink
            to={economicGroupScreens.grupo.path}
            params={{ groupId: group.id }}
            aria-label={`Abrir grupo ${group.nome_fantasia ?? group.razao_social}`}
          >
            Abrir
          </RowActionLink>
        )}
      />
    </Screen>
  );
}
