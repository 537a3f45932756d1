import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { CANCELLATION_REASON_SORT } from '../../../contract/cancellation-reasons';
import { Button } from '../../../ui/button';
import { DataTable } from '../../../ui/data-table/data-table';
import { pendingOf, usePendingRows } from '../../../offline/pending-rows';
import { createReason, updateReason } from '../commands';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import { fetchAllReasons, listQueryOf, reasonsQuery } from '../api';
import { modalityOptionsQuery } from '../../../lookups/modalities';
import { reasonColumns, reasonCsvColumns } from '../columns';
import { useReasonPermissions } from '../permissions';
import type { ReasonListSearch } from '../search';
import type { ReasonDialogTarget } from './reason-dialog';
import { ReasonDialog } from './reason-dialog';

export interface ReasonListProps {
  search: ReasonListSearch;
  onSearchChange: ListSearchChange<Partial<ReasonListSearch>>;
}

/** /motivos-cancelamento: the reasons, filtered by text and modality; create and edit in a dialog. */
export function ReasonList({ search, onSearchChange }: ReasonListProps) {
  const query = listQueryOf(search);
  const reasons = useQuery(reasonsQuery(query));
  // What this device saved for this list and has not sent yet, shown 'pendente de envio'.
  const pending = usePendingRows({ creates: [pendingOf(createReason)], updates: [pendingOf(updateReason)] });
  const { canCreate, canEdit } = useReasonPermissions();
  const [opened, setOpened] = useState<ReasonDialogTarget | null>(null);
  // 'Editar' on the sync page lands here with ?item=: the dialog opens for that outbox item.
  const target: ReasonDialogTarget | null = search.item ? { kind: 'item', itemId: search.item } : opened;
  const close = () => {
    setOpened(null);
    if (search.item) onSearchChange({ item: undefined }, { replace: true });
  };

  return (
    <section className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-slate-900">Motivos de cancelamento</h1>
        {canCreate && (
          <Button
            onClick={() => setOpened({ kind: 'create' })}
            icon={<Plus aria-hidden="true" className="size-4" />}
          >
            Novo motivo
          </Button>
        )}
      </header>
      <DataTable
        label="Motivos de cancelamento"
        columns={reasonColumns}
        result={reasons.data}
        isFetching={reasons.isFetching}
        isError={reasons.isError}
        pending={pending}
        search={search}
        sortFields={CANCELLATION_REASON_SORT}
        onSearchChange={onSearchChange}
        getRowId={(reason) => reason.id}
        filterLabel="Buscar por nome"
        filters={
          <ModalityFilter
            value={search.modalidade_id}
            onChange={(modalidade_id) => onSearchChange({ modalidade_id, page: 1 })}
          />
        }
        csv={{
          fileName: 'motivos-cancelamento',
          fetchAll: () => fetchAllReasons(query),
          columns: reasonCsvColumns,
        }}
        rowActions={
          canEdit
            ? (reason) => (
                <Button
                  variant="ghost"
                  onClick={() => setOpened({ kind: 'edit', id: reason.id })}
                  aria-label={`Editar motivo ${reason.nome}`}
                >
                  Editar
                </Button>
              )
            : undefined
        }
      />
      <ReasonDialog target={target} onClose={close} />
    </section>
  );
}

function ModalityFilter({ value, onChange }: { value: string | undefined; onChange: (v?: string) => void }) {
  const id = useId();
  const modalities = useQuery(modalityOptionsQuery);
  const options = modalities.data ?? [];
  return (
    <div className="flex min-w-0 flex-col gap-1 sm:w-72">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Modalidade
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value || undefined)}
        className="min-h-11 w-full rounded-md border border-slate-300 bg-white px-2 text-base"
      >
        <option value="">Todas</option>
        {/* A filter from a shared link whose modality is not listed still shows as chosen. */}
        {value && !options.some((m) => m.id === value) && (
          <option value={value}>Modalidade selecionada</option>
        )}
        {options.map((m) => (
          <option key={m.id} value={m.id}>
            {m.nome}
          </option>
        ))}
      </select>
    </div>
  );
}
