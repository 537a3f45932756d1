import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { fetchAllRows } from '../../../api/all-rows';
import { ACCESS_PROFILE_SORT } from '../../../contract/access-profiles';
import type { AccessProfileListItem } from '../../../contract/access-profiles';
import { buttonClasses } from '../../../ui/button';
import { dataTableColumnHelper } from '../../../ui/data-table/columns';
import type { CsvColumn } from '../../../ui/data-table/csv';
import { DataTable } from '../../../ui/data-table/data-table';
import { pendingOf, usePendingRows } from '../../../offline/pending-rows';
import { createProfile, updateProfile } from '../commands';
import { RowActionLink } from '../../../ui/data-table/row-action-link';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import { profilesQuery } from '../api';
import { profileApi, profileScreens } from '../../../contract/manifests/access-profiles';
import { useProfilePermissions } from '../permissions';
import type { ProfileListSearch } from '../search';
import { Screen } from '../../../ui/screen';
import { StatusBadge } from '../../../ui/status-badge';

const col = dataTableColumnHelper<AccessProfileListItem>();
const columns = col.columns([
  col.accessor('nome', { header: 'Nome' }),
  col.accessor('total_modulos', { header: 'Módulos' }),
  // Not 'Ações': that is the name of the row actions' column beside it.
  col.accessor('total_acoes', { header: 'Ações permitidas' }),
  col.accessor('total_usuarios', { header: 'Usuários' }),
  col.accessor('ativo', { header: 'Situação', cell: (info) => <StatusBadge active={info.getValue()} /> }),
]);

const csvColumns: readonly CsvColumn<AccessProfileListItem>[] = [
  { header: 'Nome', value: (p) => p.nome },
  { header: 'Módulos', value: (p) => p.total_modulos },
  { header: 'Ações permitidas', value: (p) => p.total_acoes },
  { header: 'Usuários', value: (p) => p.total_usuarios },
  { header: 'Ativo', value: (p) => p.ativo },
];

/** /perfis: the access profiles, filtered by name. */
export function ProfileList({
  search,
  onSearchChange,
}: {
  search: ProfileListSearch;
  onSearchChange: ListSearchChange<Partial<ProfileListSearch>>;
}) {
  const profiles = useQuery(profilesQuery(search));
  // What this device saved for this list and has not sent yet, shown 'pendente de envio'.
  const pending = usePendingRows({
    creates: [pendingOf(createProfile)],
    updates: [pendingOf(updateProfile)],
  });
  const { canCreate, canEdit } = useProfilePermissions();
  return (
    <Screen
      title="Perfis de acesso"
      actions={
        canCreate && (
          <Link to={profileScreens.novoPerfil.path} className={buttonClasses('primary')}>
            <Plus aria-hidden="true" className="size-4" />
            Novo perfil
          </Link>
        )
      }
    >
      <DataTable
        label="Perfis de acesso"
        columns={columns}
        result={profiles.data}
        isFetching={profiles.isFetching}
        isError={profiles.isError}
        pending={pending}
        search={search}
        sortFields={ACCESS_PROFILE_SORT}
        onSearchChange={onSearchChange}
        getRowId={(p) => p.id}
        csv={{
          fileName: 'perfis-de-acesso',
          fetchAll: () => fetchAllRows<AccessProfileListItem>(profileApi.list, search),
          columns: csvColumns,
        }}
        filterLabel="Buscar por nome"
        rowActions={
          canEdit
            ? (p) => (
                <RowActionLink
                  to={profileScreens.perfil.path}
                  params={{ profileId: p.id }}
                  aria-label={`Editar perfil ${p.nome}`}
                >
                  Editar
                </RowActionLink>
              )
            : undefined
        }
      />
    </Screen>
  );
}
