import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { fetchAllRows } from '../../../api/all-rows';
import type { Broker } from '../../../contract/brokers';
import { BROKER_SORT } from '../../../contract/brokers';
import { buttonClasses } from '../../../ui/button';
import { DataTable } from '../../../ui/data-table/data-table';
import { pendingOf, usePendingRows } from '../../../offline/pending-rows';
import { createBroker, updateBroker } from '../commands';
import { RowActionLink } from '../../../ui/data-table/row-action-link';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import { brokersQuery } from '../api';
import { brokerApi, brokerScreens } from '../../../contract/manifests/brokers';
import { brokerColumns, brokerCsvColumns } from '../columns';
import { useBrokerPermissions } from '../permissions';
import type { BrokerListSearch } from '../search';
import { Screen } from '../../../ui/screen';
import { StatusFilter } from '../../../ui/data-table/status-filter';

export interface BrokerListProps {
  search: BrokerListSearch;
  onSearchChange: ListSearchChange<Partial<BrokerListSearch>>;
}

/** /corretoras: the brokers, searched by name or CNPJ, with links to edit them. */
export function BrokerList({ search, onSearchChange }: BrokerListProps) {
  const brokers = useQuery(brokersQuery(search));
  // What this device saved for this list and has not sent yet, shown 'pendente de envio'.
  const pending = usePendingRows({ creates: [pendingOf(createBroker)], updates: [pendingOf(updateBroker)] });
  const { canCreate, canEdit } = useBrokerPermissions();

  return (
    <Screen
      title="Corretoras"
      actions={
        canCreate && (
          <Link to={brokerScreens.novaCorretora.path} className={buttonClasses('primary')}>
            <Plus aria-hidden="true" className="size-4" />
            Nova corretora
          </Link>
        )
      }
    >
      <DataTable
        label="Corretoras"
        columns={brokerColumns}
        result={brokers.data}
        isFetching={brokers.isFetching}
        isError={brokers.isError}
        pending={pending}
        search={search}
        sortFields={BROKER_SORT}
        onSearchChange={onSearchChange}
        getRowId={(broker) => broker.id}
        csv={{
          fileName: 'corretoras',
          // Every broker matching the filters and sort on screen, not just this page.
          fetchAll: () => fetchAllRows<Broker>(brokerApi.list, search),
          columns: brokerCsvColumns,
        }}
        filterLabel="Buscar por razão social, nome fantasia ou CNPJ"
        filters={
          <StatusFilter value={search.ativo} onChange={(ativo) => onSearchChange({ ativo, page: 1 })} />
        }
        rowActions={(broker) =>
          canEdit && (
            <RowActionLink
              to={brokerScreens.editarCorretora.path}
              params={{ id: broker.id }}
              aria-label={`Editar corretora ${broker.razao_social}`}
            >
              Editar
            </RowActionLink>
          )
        }
      />
    </Screen>
  );
}
