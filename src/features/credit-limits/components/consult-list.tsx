import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { CREDIT_CONSULT_SORT } from '../../../contract/screens/credit-limits';
import { creditLimitScreens } from '../../../contract/manifests/credit-limits';
import { formatDate } from '../../../lib/dates';
import { pendingOf, usePendingRows } from '../../../offline/pending-rows';
import { buttonClasses } from '../../../ui/button';
import { DataTable } from '../../../ui/data-table/data-table';
import { RowActionLink } from '../../../ui/data-table/row-action-link';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import { Screen } from '../../../ui/screen';
import { consultsQuery, fetchAllConsults } from '../api';
import { consultColumns, consultCsvColumns } from '../columns';
import { renewConsult, startMarketConsult } from '../commands';
import { useCreditLimitPermissions } from '../permissions';
import type { ConsultListSearch } from '../search';
import { ConsultFilters } from './consult-filters';
import { useGroupReference } from './group-title';

export interface ConsultListProps {
  groupId: string;
  search: ConsultListSearch;
  onSearchChange: ListSearchChange<Partial<ConsultListSearch>>;
}

/** /grupo-economico/$groupId/limite-de-credito: the group's market consults, newest first. */
export function ConsultList({ groupId, search, onSearchChange }: ConsultListProps) {
  const consults = useQuery(consultsQuery(groupId, search));
  const group = useGroupReference(groupId);
  const ofGroup = { where: (p: { group: { id: string } }) => p.group.id === groupId };
  const pending = usePendingRows({
    creates: [pendingOf(startMarketConsult, ofGroup), pendingOf(renewConsult, ofGroup)],
  });
  const { canWrite } = useCreditLimitPermissions();
  const params = { groupId };
  const title = creditLimitScreens.limiteDeCredito.title;

  return (
    <Screen
      title={group.label ? `${title} ${group.label}` : title}
      actions={
        <div className="flex flex-wrap gap-2">
          <Link to={creditLimitScreens.acompanharSeguradoras.path} className={buttonClasses('secondary')}>
            Acompanhar seguradoras
          </Link>
          {canWrite && (
            <Link
              to={creditLimitScreens.novaConsultaLimite.path}
              params={params}
              className={buttonClasses('primary')}
            >
              <Plus aria-hidden="true" className="size-4" />
              Nova consulta
            </Link>
          )}
        </div>
      }
    >
      <DataTable
        label="Consultas de limite de crédito"
        columns={consultColumns}
        result={consults.data}
        isFetching={consults.isFetching}
        isError={consults.isError}
        pending={pending}
        search={search}
        sortFields={CREDIT_CONSULT_SORT}
        onSearchChange={onSearchChange}
        getRowId={(row) => row.id}
        textFilter={false}
        filters={<ConsultFilters search={search} onChange={onSearchChange} />}
        csv={{
          fileName: 'limites-de-credito',
          fetchAll: () => fetchAllConsults(groupId, search),
          columns: consultCsvColumns,
        }}
        rowActions={(row) => (
          <RowActionLink
            to={creditLimitScreens.consultaLimite.path}
            params={{ groupId, consultId: row.id }}
            aria-label={`Abrir consulta de ${formatDate(row.criado_em)}`}
          >
            Abrir
          </RowActionLink>
        )}
      />
    </Screen>
  );
}
