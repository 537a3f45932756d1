import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { OFFICE_SORT } from '../../../contract/offices';
import { buttonClasses } from '../../../ui/button';
import { DataTable } from '../../../ui/data-table/data-table';
import { pendingOf, usePendingRows } from '../../../offline/pending-rows';
import { createOffice, updateOffice } from '../commands';
import { RowActionLink } from '../../../ui/data-table/row-action-link';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import { fetchAllOffices, officesQuery } from '../api';
import { officeScreens } from '../../../contract/manifests/offices';
import { officeColumns, officeCsvColumns } from '../columns';
import { useOfficePermissions } from '../permissions';
import type { OfficeListSearch } from '../search';
import { Screen } from '../../../ui/screen';

export interface OfficeListProps {
  search: OfficeListSearch;
  onSearchChange: ListSearchChange<Partial<OfficeListSearch>>;
}

/** /escritorios: the offices, filtered by text and situation, exportable to CSV. */
export function OfficeList({ search, onSearchChange }: OfficeListProps) {
  const offices = useQuery(officesQuery(search));
  // What this device saved for this list and has not sent yet, shown 'pendente de envio'.
  const pending = usePendingRows({ creates: [pendingOf(createOffice)], updates: [pendingOf(updateOffice)] });
  const { canCreate, canEdit } = useOfficePermissions();

  return (
    <Screen
      title="Escritórios"
      actions={
        canCreate && (
          <Link to={officeScreens.novoEscritorio.path} className={buttonClasses('primary')}>
            <Plus aria-hidden="true" className="size-4" />
            Novo escritório
          </Link>
        )
      }
    >
      <DataTable
        label="Escritórios"
        columns={officeColumns}
        result={offices.data}
        isFetching={offices.isFetching}
        isError={offices.isError}
        pending={pending}
        search={search}
        sortFields={OFFICE_SORT}
        onSearchChange={onSearchChange}
        getRowId={(office) => office.id}
        filterLabel="Buscar por nome, cidade ou CNPJ"
        filters={
          <ActiveFilter value={search.ativo} onChange={(ativo) => onSearchChange({ ativo, page: 1 })} />
        }
        csv={{ fileName: 'escritorios', fetchAll: () => fetchAllOffices(search), columns: officeCsvColumns }}
        rowActions={
          canEdit
            ? (office) => (
                <RowActionLink
                  to={officeScreens.editarEscritorio.path}
                  params={{ id: office.id }}
                  aria-label={`Editar escritório ${office.nome}`}
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

function ActiveFilter({ value, onChange }: { value: boolean | undefined; onChange: (v?: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1 sm:w-48">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Situação
      </label>
      <select
        id={id}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => {
          const next = event.currentTarget.value;
          onChange(next === '' ? undefined : next === 'true');
        }}
        className="min-h-11 w-full rounded-md border border-slate-300 bg-white px-2 text-base"
      >
        <option value="">Todos</option>
        <option value="true">Ativos</option>
        <option value="false">Inativos</option>
      </select>
    </div>
  );
}
