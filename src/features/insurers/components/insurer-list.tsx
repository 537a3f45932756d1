import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { fetchAllRows } from '../../../api/all-rows';
import type { InsurerSummary } from '../../../contract/insurers';
import { INSURER_SORT } from '../../../contract/insurers';
import { buttonClasses } from '../../../ui/button';
import { DataTable } from '../../../ui/data-table/data-table';
import { pendingOf, usePendingRows } from '../../../offline/pending-rows';
import { createInsurer, updateInsurer } from '../commands';
import { RowActionLink } from '../../../ui/data-table/row-action-link';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import { insurersQuery } from '../api';
import { insurerApi, insurerScreens } from '../../../contract/manifests/insurers';
import { insurerColumns, insurerCsvColumns } from '../columns';
import { useInsurerPermissions } from '../permissions';
import type { InsurerListSearch } from '../search';
import { Screen } from '../../../ui/screen';
import { StatusFilter } from '../../../ui/data-table/status-filter';

export interface InsurerListProps {
  search: InsurerListSearch;
  onSearchChange: ListSearchChange<Partial<InsurerListSearch>>;
}

/** /seguradoras: the insurers, searched by name or CNPJ, with links to edit them. */
export function InsurerList({ search, onSearchChange }: InsurerListProps) {
  const insurers = useQuery(insurersQuery(search));
  // What this device saved for this list and has not sent yet, shown 'pendente de envio'.
  const pending = usePendingRows({
    creates: [pendingOf(createInsurer)],
    updates: [pendingOf(updateInsurer)],
  });
  const { canCreate, canEdit } = useInsurerPermissions();

  return (
    <Screen
      title="Seguradoras"
      actions={
        canCreate && (
          <Link to={insurerScreens.novaSeguradora.path} className={buttonClasses('primary')}>
            <Plus aria-hidden="true" className="size-4" />
            Nova seguradora
          </Link>
        )
      }
    >
      <DataTable
        label="Seguradoras"
        columns={insurerColumns}
        result={insurers.data}
        isFetching={insurers.isFetching}
        isError={insurers.isError}
        pending={pending}
        search={search}
        sortFields={INSURER_SORT}
        onSearchChange={onSearchChange}
        getRowId={(insurer) => insurer.id}
        csv={{
          fileName: 'seguradoras',
          // Every insurer matching the filters and sort on screen, not just this page.
          fetchAll: () => fetchAllRows<InsurerSummary>(insurerApi.list, search),
          columns: insurerCsvColumns,
        }}
        filterLabel="Buscar por nome, razão social ou CNPJ"
        filters={
          <StatusFilter value={search.ativo} onChange={(ativo) => onSearchChange({ ativo, page: 1 })} />
        }
        rowActions={(insurer) =>
          canEdit && (
            <RowActionLink
              to={insurerScreens.editarSeguradora.path}
              params={{ id: insurer.id }}
              aria-label={`Editar seguradora ${insurer.nome}`}
            >
              Editar
            </RowActionLink>
          )
        }
      />
    </Screen>
  );
}
