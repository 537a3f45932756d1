import { useQuery } from '@tanstack/react-query';
import { ENDORSEMENT_SORT, ENDORSEMENT_TYPES } from '../../../contract/policies';
import { DataTable } from '../../../ui/data-table/data-table';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import { Screen } from '../../../ui/screen';
import { ChoiceFilter, DateFilter } from '../../../widgets/list-filters';
import { endorsementsQuery, fetchAllEndorsements } from '../api';
import { endorsementColumns, endorsementCsvColumns } from '../columns';
import type { EndorsementListSearch } from '../search';

export interface EndorsementListProps {
  search: EndorsementListSearch;
  onSearchChange: ListSearchChange<Partial<EndorsementListSearch>>;
}

/** /endossos: the endorsements of the policies the user sees. */
export function EndorsementList({ search, onSearchChange }: EndorsementListProps) {
  const rows = useQuery(endorsementsQuery(search));
  const change = (patch: Partial<EndorsementListSearch>) => onSearchChange({ ...patch, page: 1 });
  return (
    <Screen title="Endossos">
      <DataTable
        label="Endossos"
        columns={endorsementColumns}
        result={rows.data}
        isFetching={rows.isFetching}
        isError={rows.isError}
        search={search}
        sortFields={ENDORSEMENT_SORT}
        onSearchChange={onSearchChange}
        getRowId={(e) => e.id}
        filterLabel="Buscar por apólice ou tomador"
        filters={
          <div className="grid w-full grid-cols-1 items-start gap-3 sm:grid-cols-3">
            <ChoiceFilter
              label="Tipo"
              value={search.tipo}
              options={ENDORSEMENT_TYPES}
              allLabel="Todos"
              onChange={(tipo) => change({ tipo: tipo as EndorsementListSearch['tipo'] })}
            />
            <DateFilter
              label="Efeito de"
              value={search.efeito_de}
              onChange={(efeito_de) => change({ efeito_de })}
            />
            <DateFilter
              label="até"
              value={search.efeito_ate}
              onChange={(efeito_ate) => change({ efeito_ate })}
            />
          </div>
        }
        csv={{
          fileName: 'endossos',
          fetchAll: () => fetchAllEndorsements(search),
          columns: endorsementCsvColumns,
        }}
      />
    </Screen>
  );
}
