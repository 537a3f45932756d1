import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { fetchAllRows } from '../../../api/all-rows';
import { AREAS, STRUCTURES } from '../../../contract/permissions';
import type { AreaId } from '../../../contract/permissions';
import { USER_SORT } from '../../../contract/users';
import type { UserListItem } from '../../../contract/users';
import { buttonClasses } from '../../../ui/button';
import { dataTableColumnHelper } from '../../../ui/data-table/columns';
import type { CsvColumn } from '../../../ui/data-table/csv';
import { DataTable } from '../../../ui/data-table/data-table';
import { pendingOf, usePendingRows } from '../../../offline/pending-rows';
import { createUser, updateUser } from '../commands';
import { RowActionLink } from '../../../ui/data-table/row-action-link';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import { userListParams, usersQuery } from '../api';
import { profileSuggestQuery } from '../../../lookups/access-profiles';
import { userApi, userScreens } from '../../../contract/manifests/users';
import { useUserPermissions } from '../permissions';
import type { UserListSearch } from '../search';
import { Screen } from '../../../ui/screen';
import { StatusBadge } from '../../../ui/status-badge';

const col = dataTableColumnHelper<UserListItem>();
const columns = col.columns([
  col.accessor('nome', { header: 'Nome' }),
  col.accessor('apelido', { header: 'Apelido' }),
  col.accessor('email', { header: 'E-mail', meta: { className: 'hidden @3xl:table-cell' } }),
  col.accessor((u) => u.perfil?.nome ?? '—', { id: 'perfil', header: 'Perfil' }),
  col.accessor((u) => AREAS[u.area_id], { id: 'area', header: 'Área' }),
  col.accessor('ativo', { header: 'Situação', cell: (info) => <StatusBadge active={info.getValue()} /> }),
]);

const csvColumns: readonly CsvColumn<UserListItem>[] = [
  { header: 'Nome', value: (u) => u.nome },
  { header: 'Apelido', value: (u) => u.apelido },
  { header: 'E-mail', value: (u) => u.email },
  { header: 'Perfil', value: (u) => u.perfil?.nome ?? '' },
  { header: 'Área de negócio', value: (u) => AREAS[u.area_id] },
  { header: 'Posição', value: (u) => u.posicao },
  { header: 'Estrutura', value: (u) => (u.estrutura_id ? STRUCTURES[u.estrutura_id] : '') },
  { header: 'Escritório', value: (u) => u.escritorio?.nome ?? '' },
  { header: 'Ativo', value: (u) => u.ativo },
];

const AREA_IDS = Object.keys(AREAS) as AreaId[];

function Filter({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1 sm:w-56">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        className="min-h-11 w-full rounded-md border border-slate-300 bg-white px-2 text-base"
      >
        {children}
      </select>
    </div>
  );
}

/** /usuarios: the users, filtered by text, profile, area and situation. */
export function UserList({
  search,
  onSearchChange,
}: {
  search: UserListSearch;
  onSearchChange: ListSearchChange<Partial<UserListSearch>>;
}) {
  const users = useQuery(usersQuery(search));
  // What this device saved for this list and has not sent yet, shown 'pendente de envio'.
  const pending = usePendingRows({ creates: [pendingOf(createUser)], updates: [pendingOf(updateUser)] });
  const profiles = useQuery(profileSuggestQuery);
  const { canCreate, canEdit } = useUserPermissions();
  return (
    <Screen
      title="Usuários"
      actions={
        canCreate && (
          <Link to={userScreens.novoUsuario.path} className={buttonClasses('primary')}>
            <Plus aria-hidden="true" className="size-4" />
            Novo usuário
          </Link>
        )
      }
    >
      <DataTable
        label="Usuários"
        columns={columns}
        result={users.data}
        isFetching={users.isFetching}
        isError={users.isError}
        pending={pending}
        search={search}
        sortFields={USER_SORT}
        onSearchChange={onSearchChange}
        getRowId={(u) => u.id}
        csv={{
          fileName: 'usuarios',
          fetchAll: () => fetchAllRows<UserListItem>(userApi.list, userListParams(search)),
          columns: csvColumns,
        }}
        filterLabel="Buscar por nome, apelido ou e-mail"
        filters={
          <>
            <Filter
              label="Perfil"
              value={search.perfil_id ?? ''}
              onChange={(v) => onSearchChange({ perfil_id: v || undefined, page: 1 })}
            >
              <option value="">Todos</option>
              {(profiles.data ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.nome}
                </option>
              ))}
            </Filter>
            <Filter
              label="Área de negócio"
              value={search.area ?? ''}
              onChange={(v) => onSearchChange({ area: AREA_IDS.find((a) => a === v), page: 1 })}
            >
              <option value="">Todas</option>
              {AREA_IDS.map((a) => (
                <option key={a} value={a}>
                  {AREAS[a]}
                </option>
              ))}
            </Filter>
            <Filter
              label="Situação"
              value={search.ativo === undefined ? '' : String(search.ativo)}
              onChange={(v) => onSearchChange({ ativo: v === '' ? undefined : v === 'true', page: 1 })}
            >
              <option value="">Todos</option>
              <option value="true">Ativos</option>
              <option value="false">Inativos</option>
            </Filter>
          </>
        }
        rowActions={
          canEdit
            ? (u) => (
                <RowActionLink
                  to={userScreens.usuario.path}
                  params={{ userId: u.id }}
                  aria-label={`Editar usuário ${u.nome}`}
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
