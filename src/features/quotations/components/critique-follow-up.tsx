import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { fetchAllRows } from '../../../api/all-rows';
import type { CritiqueFollowUp } from '../../../contract/guarantee-quotations';
import { quotationApi, quotationScreens } from '../../../contract/manifests/quotations';
import { CRITIQUE_FOLLOW_UP_SORT } from '../../../contract/screens/quotations';
import { buttonClasses } from '../../../ui/button';
import { DataTable } from '../../../ui/data-table/data-table';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import { Screen } from '../../../ui/screen';
import { critiqueFollowUpQuery } from '../api';
import { critiqueFollowUpColumns, critiqueFollowUpCsvColumns } from '../columns';
import type { CritiqueFollowUpSearch } from '../search';

export interface CritiqueFollowUpListProps {
  search: CritiqueFollowUpSearch;
  onSearchChange: ListSearchChange<Partial<CritiqueFollowUpSearch>>;
  /** The choice between the quotations' critiques and another record's (the route composes them). */
  nav?: ReactNode;
  /** Another record's critiques, shown instead of the quotations'. */
  children?: ReactNode;
}

/** /acompanhar-criticas: the critiques still open across every quotation, the oldest first. */
export function CritiqueFollowUpList({ search, onSearchChange, nav, children }: CritiqueFollowUpListProps) {
  const critiques = useQuery({ ...critiqueFollowUpQuery(search), enabled: !children });
  return (
    <Screen
      title={quotationScreens.acompanharCriticas.title}
      actions={
        <Link to={quotationScreens.listaCotacoes.path} className={buttonClasses('secondary')}>
          Voltar para as cotações
        </Link>
      }
    >
      {nav}
      {children ?? (
        <>
          <p className="text-sm text-slate-600">
            Críticas das cotações ainda não regularizadas, da mais antiga para a mais recente. Abra a cotação
            para reenviar ou regularizar a crítica.
          </p>
          <DataTable
            label="Críticas em aberto"
            columns={critiqueFollowUpColumns}
            result={critiques.data}
            isFetching={critiques.isFetching}
            isError={critiques.isError}
            isPaused={critiques.fetchStatus === 'paused'}
            search={search}
            sortFields={CRITIQUE_FOLLOW_UP_SORT}
            onSearchChange={onSearchChange}
            getRowId={(row) => row.id}
            textFilter={false}
            csv={{
              fileName: 'criticas-em-aberto',
              fetchAll: () => fetchAllRows<CritiqueFollowUp>(quotationApi.critiqueFollowUp, search),
              columns: critiqueFollowUpCsvColumns,
            }}
          />
        </>
      )}
    </Screen>
  );
}
