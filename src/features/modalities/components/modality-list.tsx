import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { fetchAllRows } from '../../../api/all-rows';
import type { Modality } from '../../../contract/modalities';
import { MODALITY_SORT } from '../../../contract/modalities';
import { Button } from '../../../ui/button';
import type { CsvColumn } from '../../../ui/data-table/csv';
import { DataTable } from '../../../ui/data-table/data-table';
import { pendingOf, usePendingRows } from '../../../offline/pending-rows';
import { createModality, updateModality } from '../commands';
import { RowActionLink } from '../../../ui/data-table/row-action-link';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import { modalitiesQuery } from '../api';
import { modalityApi, modalityScreens } from '../../../contract/manifests/modalities';
import { modalityColumns } from '../columns';
import { useModalityPermissions } from '../permissions';
import type { ModalityListSearch } from '../search';
import { listQueryOf } from '../search';
import { ModalityDialog } from './modality-dialog';
import { StatusFilter } from '../../../ui/data-table/status-filter';

export interface ModalityListProps {
  search: ModalityListSearch;
  onSearchChange: ListSearchChange<Partial<ModalityListSearch>>;
}

const csvColumns: readonly CsvColumn<Modality>[] = [
  { header: 'Nome', value: (m) => m.nome },
  { header: 'Descrição', value: (m) => m.descricao },
  { header: 'Ordem', value: (m) => m.ordem },
  { header: 'Nº de sub-modalidades', value: (m) => m.total_submodalidades },
  { header: 'Ativo', value: (m) => m.ativo },
];

/** /grupos-modalidades: the guarantee modalities, created and edited in a dialog. */
export function ModalityList({ search, onSearchChange }: ModalityListProps) {
  const query = listQueryOf(search);
  const modalities = useQuery(modalitiesQuery(query));
  // What this device saved for this list and has not sent yet, shown 'pendente de envio'.
  const pending = usePendingRows({
    creates: [pendingOf(createModality)],
    updates: [pendingOf(updateModality)],
  });
  const closeDialog = () => onSearchChange({ editar: undefined, item: undefined });
  const { canCreate, canEdit } = useModalityPermissions();
  // A shared link with ?editar= opens no form the server would refuse to save.
  const editar =
    search.editar === 'novo' ? (canCreate ? 'novo' : undefined) : canEdit ? search.editar : undefined;

  return (
    <section className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-slate-900">Grupos Modalidades</h1>
        {canCreate && (
          <Button onClick={() => onSearchChange({ editar: 'novo', item: undefined })}>
            <Plus aria-hidden="true" className="size-4" />
            Nova modalidade
          </Button>
        )}
      </header>
      <DataTable
        label="Modalidades"
        columns={modalityColumns}
        result={modalities.data}
        isFetching={modalities.isFetching}
        isError={modalities.isError}
        pending={pending}
        search={search}
        sortFields={MODALITY_SORT}
        onSearchChange={onSearchChange}
        getRowId={(m) => m.id}
        filterLabel="Buscar por nome"
        filters={
          <StatusFilter
            value={search.ativo === undefined ? undefined : search.ativo === 'true'}
            onChange={(ativo) =>
              onSearchChange({ ativo: ativo === undefined ? undefined : ativo ? 'true' : 'false', page: 1 })
            }
          />
        }
        csv={{
          fileName: 'modalidades',
          // Every modality matching the filters and sort on screen, not just this page.
          fetchAll: () => fetchAllRows<Modality>(modalityApi.list, query),
          columns: csvColumns,
        }}
        rowActions={(m) => (
          <>
            {canEdit && (
              <Button
                variant="ghost"
                aria-label={`Editar modalidade ${m.nome}`}
                onClick={() => onSearchChange({ editar: m.id, item: undefined })}
              >
                Editar
              </Button>
            )}
            <RowActionLink
              to={modalityScreens.subModalidades.path}
              params={{ id: m.id }}
              aria-label={`Sub-modalidades de ${m.nome}`}
            >
              Sub-modalidades
            </RowActionLink>
          </>
        )}
      />
      <ModalityDialog editar={editar} itemId={search.item} onClose={closeDialog} />
    </section>
  );
}
