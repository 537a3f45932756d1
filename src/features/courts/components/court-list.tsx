import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { COURT_SORT, SEGMENTS } from '../../../contract/judiciary';
import type { SegmentId } from '../../../contract/judiciary';
import { DataTable } from '../../../ui/data-table/data-table';
import { pendingOf, usePendingRows } from '../../../offline/pending-rows';
import { createCourt, updateCourt } from '../commands';
import { RowActionLink } from '../../../ui/data-table/row-action-link';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import { fetchAllRows } from '../../../api/all-rows';
import type { Court } from '../../../contract/judiciary';
import type { CsvColumn } from '../../../ui/data-table/csv';
import { courtsQuery } from '../api';
import { courtApi, courtScreens } from '../../../contract/manifests/courts';
import { courtColumns } from '../columns';
import { useCourtPermissions } from '../permissions';
import type { CourtListSearch } from '../search';
import { buttonClasses } from '../../../ui/button';
import { Screen } from '../../../ui/screen';

export interface CourtListProps {
  search: CourtListSearch;
  onSearchChange: ListSearchChange<Partial<CourtListSearch>>;
}

/** /tribunais: the courts, filtered by text and segment, with links to edit them and to their units. */
export function CourtList({ search, onSearchChange }: CourtListProps) {
  const courts = useQuery(courtsQuery(search));
  // What this device saved for this list and has not sent yet, shown 'pendente de envio'.
  const pending = usePendingRows({ creates: [pendingOf(createCourt)], updates: [pendingOf(updateCourt)] });
  const { canCreate, canEdit } = useCourtPermissions();

  return (
    <Screen
      title="Tribunais"
      actions={
        canCreate && (
          <Link to={courtScreens.novoTribunal.path} className={buttonClasses('primary')}>
            <Plus aria-hidden="true" className="size-4" />
            Novo tribunal
          </Link>
        )
      }
    >
      <DataTable
        label="Tribunais"
        columns={courtColumns}
        result={courts.data}
        isFetching={courts.isFetching}
        isError={courts.isError}
        pending={pending}
        search={search}
        sortFields={COURT_SORT}
        onSearchChange={onSearchChange}
        getRowId={(court) => court.id}
        csv={{
          fileName: 'tribunais',
          // Every court matching the filters and sort on screen, not just this page.
          fetchAll: () => fetchAllRows<Court>(courtApi.list, search),
          columns: courtCsvColumns,
        }}
        filterLabel="Buscar por código, sigla ou nome"
        filters={
          <SegmentFilter
            value={search.segmento}
            onChange={(segmento) => onSearchChange({ segmento, page: 1 })}
          />
        }
        rowActions={(court) => (
          <>
            {canEdit && (
              <RowActionLink
                to={courtScreens.editarTribunal.path}
                params={{ tribunal: court.id }}
                aria-label={`Editar tribunal ${court.sigla}`}
              >
                Editar
              </RowActionLink>
            )}
            <RowActionLink
              to={courtScreens.varas.path}
              params={{ tribunal: court.id }}
              aria-label={`Varas do tribunal ${court.sigla}`}
            >
              Varas
            </RowActionLink>
          </>
        )}
      />
    </Screen>
  );
}

const courtCsvColumns: readonly CsvColumn<Court>[] = [
  { header: 'Código', value: (c) => c.codigo },
  { header: 'Sigla', value: (c) => c.sigla },
  { header: 'Nome', value: (c) => c.nome },
  { header: 'Segmento', value: (c) => c.segmento.nome },
  { header: 'UF', value: (c) => c.uf },
  { header: 'Ativo', value: (c) => c.ativo },
];

const segmentIds = Object.keys(SEGMENTS).map(Number) as SegmentId[];

function SegmentFilter({
  value,
  onChange,
}: {
  value: SegmentId | undefined;
  onChange: (v?: SegmentId) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1 sm:w-72">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Segmento
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          onChange(segmentIds.find((s) => String(s) === chosen));
        }}
        className="min-h-11 w-full rounded-md border border-slate-300 bg-white px-2 text-base"
      >
        <option value="">Todos</option>
        {segmentIds.map((segment) => (
          <option key={segment} value={segment}>
            {SEGMENTS[segment]}
          </option>
        ))}
      </select>
    </div>
  );
}
