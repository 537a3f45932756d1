import { useQuery } from '@tanstack/react-query';
import { CREDIT_FOLLOW_UP_SORT } from '../../../contract/screens/credit-limits';
import { creditLimitScreens } from '../../../contract/manifests/credit-limits';
import { DataTable } from '../../../ui/data-table/data-table';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import { Screen } from '../../../ui/screen';
import { fetchAllFollowUps, followUpQuery } from '../api';
import { LATE_ANSWER_DAYS, followUpColumns, followUpCsvColumns } from '../columns';
import type { FollowUpSearch } from '../search';
import { InsurerFilter } from './insurer-filter';

export interface FollowUpListProps {
  search: FollowUpSearch;
  onSearchChange: ListSearchChange<Partial<FollowUpSearch>>;
}

/** /acompanhar-seguradoras: the answers still pending across every group, the oldest first. */
export function FollowUpList({ search, onSearchChange }: FollowUpListProps) {
  const pending = useQuery(followUpQuery(search));
  const insurerName = pending.data?.items.find((row) => row.seguradora.id === search.seguradora_id)
    ?.seguradora.nome;
  return (
    <Screen title={creditLimitScreens.acompanharSeguradoras.title}>
      <p className="text-sm text-slate-600">
        Respostas de limite de crédito ainda não registradas. Aguardando há {LATE_ANSWER_DAYS} dias ou mais:
        atrasada.
      </p>
      <DataTable
        label="Respostas pendentes das seguradoras"
        columns={followUpColumns}
        result={pending.data}
        isFetching={pending.isFetching}
        isError={pending.isError}
        search={search}
        sortFields={CREDIT_FOLLOW_UP_SORT}
        onSearchChange={onSearchChange}
        getRowId={(row) => row.resposta_id}
        textFilter={false}
        filters={
          <InsurerFilter
            insurerId={search.seguradora_id}
            knownName={insurerName}
            onChange={(seguradora_id) => onSearchChange({ seguradora_id, page: 1 })}
          />
        }
        csv={{
          fileName: 'acompanhamento-seguradoras',
          fetchAll: () => fetchAllFollowUps(search),
          columns: followUpCsvColumns,
        }}
      />
    </Screen>
  );
}
