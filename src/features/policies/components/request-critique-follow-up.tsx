import { useQuery } from '@tanstack/react-query';
import { fetchAllRows } from '../../../api/all-rows';
import type { RequestCritiqueFollowUp } from '../../../contract/endorsement-requests';
import { policyApi } from '../../../contract/manifests/policies';
import { CRITIQUE_FOLLOW_UP_SORT } from '../../../contract/screens/quotations';
import { DataTable } from '../../../ui/data-table/data-table';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import { requestCritiqueFollowUpQuery } from '../api';
import { requestCritiqueFollowUpColumns, requestCritiqueFollowUpCsvColumns } from '../columns';
import type { CritiqueFollowUpViewSearch } from '../search';

export interface RequestCritiqueFollowUpProps {
  search: CritiqueFollowUpViewSearch;
  onSearchChange: ListSearchChange<Partial<CritiqueFollowUpViewSearch>>;
}

/** /acompanhar-criticas, 'Solicitações de endosso': their open critiques, the oldest first. */
export function RequestCritiqueFollowUpTable({ search, onSearchChange }: RequestCritiqueFollowUpProps) {
  const critiques = useQuery(requestCritiqueFollowUpQuery(search));
  // The view is no filter of the API.
  const { origem: _origin, ...listSearch } = search;
  return (
    <>
      <p className="text-sm text-slate-600">
        Críticas das solicitações de endosso ainda não regularizadas, da mais antiga para a mais recente. Abra
        a solicitação para reenviar ou regularizar a crítica.
      </p>
      <DataTable
        label="Críticas em aberto das solicitações de endosso"
        columns={requestCritiqueFollowUpColumns}
        result={critiques.data}
        isFetching={critiques.isFetching}
        isError={critiques.isError}
        isPaused={critiques.fetchStatus === 'paused'}
        search={listSearch}
        sortFields={CRITIQUE_FOLLOW_UP_SORT}
        onSearchChange={onSearchChange}
        getRowId={(row) => row.id}
        textFilter={false}
        csv={{
          fileName: 'criticas-solicitacoes-em-aberto',
          fetchAll: () =>
            fetchAllRows<RequestCritiqueFollowUp>(policyApi.requestCritiqueFollowUp, listSearch),
          columns: requestCritiqueFollowUpCsvColumns,
        }}
      />
    </>
  );
}
