import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Plus } from 'lucide-react';
import { fetchAllRows } from '../../../api/all-rows';
import type { SubModality } from '../../../contract/modalities';
import { SUB_MODALITY_SORT } from '../../../contract/modalities';
import { Button } from '../../../ui/button';
import type { CsvColumn } from '../../../ui/data-table/csv';
import { DataTable } from '../../../ui/data-table/data-table';
import { pendingOf, usePendingRows } from '../../../offline/pending-rows';
import { createSubModality, updateSubModality } from '../commands';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import { modalityQuery, subModalitiesQuery } from '../api';
import { apiPath } from '../../../contract/manifest';
import { modalityApi, modalityScreens } from '../../../contract/manifests/modalities';
import { subModalityColumns } from '../columns';
import { useModalityPermissions } from '../permissions';
import type { SubModalityListSearch } from '../search';
import { listQueryOf } from '../search';
import { SubModalityDialog } from './sub-modality-dialog';
import { StatusFilter } from '../../../ui/data-table/status-filter';

export interface SubModalityListProps {
  modalityId: string;
  search: SubModalityListSearch;
  onSearchChange: ListSearchChange<Partial<SubModalityListSearch>>;
}

const csvColumns: readonly CsvColumn<SubModality>[] = [
  { header: 'Nome', value: (s) => s.nome },
  { header: 'Descrição', value: (s) => s.descricao },
  { header: 'Ativo', value: (s) => s.ativo },
];

/** /modalidade/$id/sub-modalidades: the sub-modalities of one modality, created and edited in a dialog. */
export function SubModalityList({ modalityId, search, onSearchChange }: SubModalityListProps) {
  const query = listQueryOf(search);
  const modality = useQuery(modalityQuery(modalityId));
  const subs = useQuery(subModalitiesQuery(modalityId, query));
  // What this device saved for this list and has not sent yet, shown 'pendente de envio'.
  const pending = usePendingRows({
    creates: [
      pendingOf(createSubModality, {
        where: ({ modality }) => modality.id === modalityId,
        recordId: ({ sub }) => sub.id,
      }),
    ],
    updates: [pendingOf(updateSubModality, { where: ({ modality }) => modality.id === modalityId })],
  });
  const nome = modality.data?.data.nome ?? null;
  const closeDialog = () => onSearchChange({ editar: undefined, item: undefined });
  const { canCreate, canEdit } = useModalityPermissions();
  // A shared link with ?editar= opens no form the server would refuse to save.
  const editar =
    search.editar === 'novo' ? (canCreate ? 'novo' : undefined) : canEdit ? search.editar : undefined;

  return (
    <section className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <Link
            to={modalityScreens.gruposModalidades.path}
            className="flex items-center gap-1 text-sm text-brand-700 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Grupos Modalidades
          </Link>
          <h1 className="text-xl font-semibold text-slate-900">
            {nome ? `Sub-modalidades de ${nome}` : 'Sub-modalidades'}
          </h1>
        </div>
        {canCreate && (
          <Button onClick={() => onSearchChange({ editar: 'novo', item: undefined })}>
            <Plus aria-hidden="true" className="size-4" />
            Nova sub-modalidade
          </Button>
        )}
      </header>
      {modality.isError && (
        <p role="alert" className="text-red-700">
          {modality.error.message}
        </p>
      )}
      <DataTable
        label="Sub-modalidades"
        columns={subModalityColumns}
        result={subs.data}
        isFetching={subs.isFetching}
        isError={subs.isError}
        pending={pending}
        search={search}
        sortFields={SUB_MODALITY_SORT}
        onSearchChange={onSearchChange}
        getRowId={(s) => s.id}
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
          fileName: nome ? `sub-modalidades-${nome.toLowerCase()}` : 'sub-modalidades',
          fetchAll: () =>
            fetchAllRows<SubModality>(apiPath(modalityApi.subModalities, { id: modalityId }), query),
          columns: csvColumns,
        }}
        rowActions={
          canEdit
            ? (s) => (
                <Button
                  variant="ghost"
                  aria-label={`Editar sub-modalidade ${s.nome}`}
                  onClick={() => onSearchChange({ editar: s.id, item: undefined })}
                >
                  Editar
                </Button>
              )
            : undefined
        }
      />
      <SubModalityDialog
        modality={{ id: modalityId, nome }}
        editar={editar}
        itemId={search.item}
        onClose={closeDialog}
      />
    </section>
  );
}
