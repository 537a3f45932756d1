import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../api/query';
import { GROUP_STATUSES } from '../../../contract/group-statuses';
import type { GroupStatusId } from '../../../contract/group-statuses';
import { PLACEHOLDER_ID } from '../../../contract/permissions';
import type { UserSuggestion } from '../../../contract/users';
import { officeSuggestQuery } from '../../../lookups/offices';
import { userPickerAccess, userSuggestQuery } from '../../../lookups/users';
import { useAllowed } from '../../../session/allowed';
import { useSession } from '../../../session/store';
import { Autocomplete } from '../../../ui/autocomplete';
import { CheckboxField } from '../../../ui/checkbox-field';
import type { GroupListSearch } from '../search';

const selectClasses = 'min-h-11 w-full rounded-md border border-slate-300 bg-white px-2 text-base';

export interface GroupFiltersProps {
  search: GroupListSearch;
  /** The responsible's name, when the rows on screen tell it (a reload keeps only the id in the URL). */
  responsibleName: string | null;
  onChange: (patch: Partial<GroupListSearch>) => void;
}

async function loadUsers(query: string): Promise<UserSuggestion[]> {
  return queryClient.query(userSuggestQuery(query));
}

/** The filters of /grupo-economico beside the text search: situação, escritório, responsável, favoritos. */
export function GroupFilters({ search, responsibleName, onChange }: GroupFiltersProps) {
  const statusId = useId();
  const officeId = useId();
  const responsibleId = useId();
  const offices = useQuery(officeSuggestQuery());
  const canPickUsers = useAllowed(userPickerAccess);
  const me = useSession((s) => s.user);
  const change = (patch: Partial<GroupListSearch>) => onChange({ ...patch, page: 1 });
  const responsible =
    search.responsavel_id === undefined
      ? null
      : {
          id: search.responsavel_id,
          nome: responsibleName ?? (search.responsavel_id === me?.id ? me.nickname : 'Responsável escolhido'),
          apelido: '',
        };

  // A row of their own: beside the text filter they would squeeze it on a tablet.
  return (
    <div className="flex w-full flex-wrap items-end gap-3">
      <div className="flex min-w-0 flex-col gap-1 sm:w-44">
        <label htmlFor={statusId} className="text-sm font-medium text-slate-700">
          Situação
        </label>
        <select
          id={statusId}
          value={search.status ?? ''}
          onChange={(e) =>
            change({ status: (e.currentTarget.value || undefined) as GroupStatusId | undefined })
          }
          className={selectClasses}
        >
          <option value="">Todas</option>
          {GROUP_STATUSES.map((s) => (
            <option key={s.id} value={s.id}>
              {s.nome}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-col gap-1 sm:w-52">
        <label htmlFor={officeId} className="text-sm font-medium text-slate-700">
          Escritório
        </label>
        <select
          id={officeId}
          value={search.escritorio_id ?? ''}
          onChange={(e) => change({ escritorio_id: e.currentTarget.value || undefined })}
          className={selectClasses}
        >
          <option value="">Todos</option>
          {(offices.data ?? [])
            .filter((o) => o.id !== PLACEHOLDER_ID)
            .map((o) => (
              <option key={o.id} value={o.id}>
                {o.nome}
              </option>
            ))}
        </select>
      </div>
      {canPickUsers ? (
        <div className="flex min-w-0 flex-col gap-1 sm:w-60">
          <label htmlFor={responsibleId} className="text-sm font-medium text-slate-700">
            Responsável
          </label>
          <Autocomplete<UserSuggestion>
            id={responsibleId}
            value={responsible}
            onChange={(user) => change({ responsavel_id: user?.id })}
            load={loadUsers}
            getLabel={(u) => u.nome}
            getKey={(u) => u.id}
            placeholder="Todos"
            emptyText="Nenhum usuário encontrado."
          />
        </div>
      ) : (
        <CheckboxField
          label="Somente a minha carteira"
          className="sm:self-end"
          checked={me !== null && search.responsavel_id === me.id}
          onChange={(e) => change({ responsavel_id: e.currentTarget.checked ? me?.id : undefined })}
        />
      )}
      <CheckboxField
        label="Somente favoritos"
        className="sm:self-end"
        checked={search.favoritos === true}
        onChange={(e) => change({ favoritos: e.currentTarget.checked ? true : undefined })}
      />
    </div>
  );
}
