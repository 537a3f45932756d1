import { useQuery } from '@tanstack/react-query';
import {
  ENDORSEMENT_REQUEST_SORT,
  ENDORSEMENT_REQUEST_STATE_IDS,
  ENDORSEMENT_REQUEST_WORKFLOW,
} from '../../../contract/endorsement-requests';
import { ENDORSEMENT_SORT, ENDORSEMENT_TYPES } from '../../../contract/policies';
import { buttonClasses } from '../../../ui/button';
import { CheckboxField } from '../../../ui/checkbox-field';
import { DataTable } from '../../../ui/data-table/data-table';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import { Screen } from '../../../ui/screen';
import { ChoiceFilter } from '../../../widgets/list-filters';
import { DateRangeFilter } from '../../../widgets/record-filters';
import { endorsementsQuery, fetchAllEndorsements, requestListQuery } from '../api';
import { endorsementColumns, endorsementCsvColumns, requestColumns } from '../columns';
import type { EndorsementListSearch } from '../search';

export interface EndorsementListProps {
  search: EndorsementListSearch;
  onSearchChange: ListSearchChange<Partial<EndorsementListSearch>>;
}

const REQUEST_STATES = ENDORSEMENT_REQUEST_STATE_IDS.map((id) => ({
  id,
  nome: ENDORSEMENT_REQUEST_WORKFLOW.states[id],
}));

/** The filters of one view: switching views starts the other list unfiltered, on its first page. */
const VIEW_RESET: Partial<EndorsementListSearch> = {
  page: 1,
  sort: undefined,
  query: undefined,
  efeito_de: undefined,
  efeito_ate: undefined,
  estado: undefined,
  atrasadas: undefined,
  com_critica_aberta: undefined,
};

/** /endossos: the endorsements of the policies the user sees, and their requests to the insurers. */
export function EndorsementList({ search, onSearchChange }: EndorsementListProps) {
  const requestsView = search.visao === 'solicitacoes';
  return (
    <Screen title="Endossos">
      <nav aria-label="Visão dos endossos" className="mb-4 flex gap-2">
        <button
          type="button"
          aria-pressed={!requestsView}
          className={buttonClasses(requestsView ? 'secondary' : 'primary')}
          onClick={() => onSearchChange({ ...VIEW_RESET, visao: undefined })}
        >
          Endossos
        </button>
        <button
          type="button"
          aria-pressed={requestsView}
          className={buttonClasses(requestsView ? 'primary' : 'secondary')}
          onClick={() => onSearchChange({ ...VIEW_RESET, visao: 'solicitacoes' })}
        >
          Solicitações
        </button>
      </nav>
      {requestsView ? (
        <RequestList search={search} onSearchChange={onSearchChange} />
      ) : (
        <Endorsements search={search} onSearchChange={onSearchChange} />
      )}
    </Screen>
  );
}

function Endorsements({ search, onSearchChange }: EndorsementListProps) {
  const rows = useQuery(endorsementsQuery(search));
  const change = (patch: Partial<EndorsementListSearch>) => onSearchChange({ ...patch, page: 1 });
  return (
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
          <DateRangeFilter
            fromLabel="Efeito de"
            toLabel="até"
            from={search.efeito_de}
            to={search.efeito_ate}
            onFromChange={(efeito_de) => change({ efeito_de })}
            onToChange={(efeito_ate) => change({ efeito_ate })}
          />
        </div>
      }
      csv={{
        fileName: 'endossos',
        fetchAll: () => fetchAllEndorsements(search),
        columns: endorsementCsvColumns,
      }}
    />
  );
}

/** 'Solicitações': every request with its state and the insurer's countdown, the overdue ones marked. */
function RequestList({ search, onSearchChange }: EndorsementListProps) {
  const rows = useQuery(requestListQuery(search));
  const change = (patch: Partial<EndorsementListSearch>) => onSearchChange({ ...patch, page: 1 });
  // The view is no filter: 'Limpar filtros' clears the request filters and stays on this view.
  const { visao: _view, ...listSearch } = search;
  return (
    <DataTable
      label="Solicitações de endosso"
      columns={requestColumns}
      result={rows.data}
      isFetching={rows.isFetching}
      isError={rows.isError}
      search={listSearch}
      sortFields={ENDORSEMENT_REQUEST_SORT}
      onSearchChange={onSearchChange}
      getRowId={(r) => r.id}
      // The server filters the requests by their fields only.
      textFilter={false}
      filters={
        <div className="grid w-full grid-cols-1 items-end gap-3 sm:grid-cols-2 xl:grid-cols-4">
          <ChoiceFilter
            label="Estado"
            value={search.estado}
            options={REQUEST_STATES}
            allLabel="Todos"
            onChange={(estado) => change({ estado: estado as EndorsementListSearch['estado'] })}
          />
          <ChoiceFilter
            label="Tipo"
            value={search.tipo}
            options={ENDORSEMENT_TYPES}
            allLabel="Todos"
            onChange={(tipo) => change({ tipo: tipo as EndorsementListSearch['tipo'] })}
          />
          <CheckboxField
            label="Só as atrasadas"
            checked={search.atrasadas === true}
            onChange={(e) => change({ atrasadas: e.currentTarget.checked || undefined })}
          />
          <CheckboxField
            label="Só as com crítica aberta"
            checked={search.com_critica_aberta === true}
            onChange={(e) => change({ com_critica_aberta: e.currentTarget.checked || undefined })}
          />
        </div>
      }
    />
  );
}
