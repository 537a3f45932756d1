import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Plus } from 'lucide-react';
import { fetchAllRows } from '../../../api/all-rows';
import type { SubModality } from '../../../contract/modalities';
import { SUB_MODALITY_SORT } from '../../../contract/modalities';
import { Button } from '../../../ui/button';
import type { CsvColumn } from '../../../ui/data-table/csv';
import { DataTable } from '../../../ui/data-table/data-table';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import { MODALITIES_PATH, modalityQuery, subModalitiesQuery } from '../api';
import { subModalityColumns } from '../columns';
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
  const nome = modality.data?.data.nome ?? null;
  const closeDialog = () => onSearchChange({ editar: undefined, item: undefined });

  return (
    <section className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <Link
            to="/grupos-modalidades"
            className="flex items-center gap-1 text-sm text-brand-700 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Grupos Modalidades
          </Link>
          <h1 className="text-xl font-semibold text-slate-900">
            {nome ? `Sub-modalidades de ${nome}` : 'Sub-modalidades'}
          </h1>
        </div>
        <Button onClick={() => onSearchChange({ editar: 'novo', item: undefined })}>
          <Plus aria-hidden="true" className="size-4" />
          Nova sub-modalidade
        </Button>
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
          fetchAll: () => fetchAllRows<SubModality>(`${MODALITIES_PATH}/${modalityId}/submodalidades`, query),
          columns: csvColumns,
        }}
        rowActions={(s) => (
          <Button
            variant="ghost"
            aria-label={`Editar sub-modalidade ${s.nome}`}
            onClick={() => onSearchChange({ editar: s.id, item: undefined })}
          >
            Editar
          </Button>
        )}
      />
      <SubModalityDialog
        modality={{ id: modalityId, nome }}
        editar={search.editar}
        itemId={search.item}
        onClose={closeDialog}
      />
    </section>
  );
}
