import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { COURT_UNIT_SORT } from '../../../contract/judiciary';
import { DataTable } from '../../../ui/data-table/data-table';
import { pendingOf, usePendingRows } from '../../../offline/pending-rows';
import { createCourtUnit, updateCourtUnit } from '../commands';
import { RowActionLink } from '../../../ui/data-table/row-action-link';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import { fetchAllRows } from '../../../api/all-rows';
import type { CourtUnit } from '../../../contract/judiciary';
import type { CsvColumn } from '../../../ui/data-table/csv';
import { courtQuery, courtUnitsQuery, recordOf } from '../api';
import { apiPath } from '../../../contract/manifest';
import { courtApi, courtScreens } from '../../../contract/manifests/courts';
import { courtUnitColumns } from '../columns';
import { useCourtPermissions } from '../permissions';
import type { CourtUnitListSearch } from '../search';
import { buttonClasses } from '../../../ui/button';
import { Screen } from '../../../ui/screen';

const unitCsvColumns: readonly CsvColumn<CourtUnit>[] = [
  { header: 'Código', value: (u) => u.codigo },
  { header: 'Nome', value: (u) => u.nome },
  { header: 'Comarca', value: (u) => u.comarca },
  { header: 'Ativo', value: (u) => u.ativo },
];

export interface CourtUnitListProps {
  courtId: string;
  search: CourtUnitListSearch;
  onSearchChange: ListSearchChange<Partial<CourtUnitListSearch>>;
}

/** /tribunais/$tribunal/varas: the units of one court. */
export function CourtUnitList({ courtId, search, onSearchChange }: CourtUnitListProps) {
  const court = useQuery({ ...courtQuery(courtId), select: recordOf });
  const units = useQuery(courtUnitsQuery(courtId, search));
  // What this device saved for this list and has not sent yet, shown 'pendente de envio'.
  const pending = usePendingRows({
    creates: [
      pendingOf(createCourtUnit, {
        where: ({ court }) => court.id === courtId,
        recordId: ({ unit }) => unit.id,
      }),
    ],
    updates: [pendingOf(updateCourtUnit, { where: ({ court }) => court.id === courtId })],
  });
  const { canCreate, canEdit } = useCourtPermissions();

  return (
    <Screen
      title={court.data ? `Varas do ${court.data.sigla} – ${court.data.nome}` : 'Varas'}
      actions={
        canCreate && (
          <Link
            to={courtScreens.novaVara.path}
            params={{ tribunal: courtId }}
            className={buttonClasses('primary')}
          >
            <Plus aria-hidden="true" className="size-4" />
            Nova vara
          </Link>
        )
      }
    >
      <DataTable
        label={court.data ? `Varas do ${court.data.sigla}` : 'Varas'}
        columns={courtUnitColumns}
        result={units.data}
        isFetching={units.isFetching}
        isError={units.isError}
        pending={pending}
        search={search}
        sortFields={COURT_UNIT_SORT}
        onSearchChange={onSearchChange}
        getRowId={(unit) => unit.id}
        csv={{
          fileName: court.data ? `varas-${court.data.sigla.toLowerCase()}` : 'varas',
          fetchAll: () => fetchAllRows<CourtUnit>(apiPath(courtApi.units, { id: courtId }), search),
          columns: unitCsvColumns,
        }}
        filterLabel="Buscar por código, nome ou comarca"
        rowActions={
          canEdit
            ? (unit) => (
                <RowActionLink
                  to={courtScreens.editarVara.path}
                  params={{ tribunal: courtId, vara: unit.id }}
                  aria-label={`Editar vara ${unit.codigo} ${unit.nome}`}
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
