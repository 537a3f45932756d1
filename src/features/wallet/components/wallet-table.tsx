import { useMemo, useState } from 'react';
import type { UseQueryOptions } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { ArrowRightLeft } from 'lucide-react';
import { fetchAllRows } from '../../../api/all-rows';
import type { Paged } from '../../../contract/common';
import type { WalletGroup, WalletTransferResult } from '../../../contract/economic-groups';
import { WALLET_SORT } from '../../../contract/screens/wallet';
import { showAlert } from '../../../feedback/store';
import { useCommandSave } from '../../../forms/use-command-save';
import type { CommandDefinition } from '../../../offline/types';
import { Button } from '../../../ui/button';
import { DataTable } from '../../../ui/data-table/data-table';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import type { WalletOwner } from '../api';
import { fetchWalletGroupIds, walletPath } from '../api';
import { walletColumns, walletCsvColumns } from '../columns';
import type { WalletListSearch } from '../search';
import type { WalletSelection, WalletTransferBody } from '../selection';
import {
  NO_SELECTION,
  groupCount,
  pageSelectionState,
  selectAll,
  toggleGroup,
  togglePage,
} from '../selection';
import type { Named } from './transfer-dialog';
import { TransferDialog } from './transfer-dialog';

type PageQuery = (search: WalletListSearch) => UseQueryOptions<Paged<WalletGroup>, Error, Paged<WalletGroup>>;

export interface WalletTableProps<P> {
  owner: WalletOwner;
  /** The owner's wallet page for a list state (userWalletQuery or contactWalletQuery). */
  pageQuery: PageQuery;
  search: WalletListSearch;
  onSearchChange: ListSearchChange<Partial<WalletListSearch>>;
  /** Module carteira: checkboxes and 'Transferir'. */
  canTransfer: boolean;
  linkGroups: boolean;
  destinationLabel: string;
  destinationEmptyText: string;
  loadDestinations: (query: string, signal: AbortSignal) => Promise<Named[]>;
  /** The transfer's command (through the outbox) and its payload for a destination and body. */
  command: CommandDefinition<P, WalletTransferResult>;
  transferOf: (destination: Named, body: WalletTransferBody) => P;
}

const UNFILTERED: WalletListSearch = { page: 1, page_size: 5, direction: 'asc' };

/** A wallet's groups, the selection for a transfer and the transfer itself. */
export function WalletTable<P>({
  owner,
  pageQuery,
  search,
  onSearchChange,
  canTransfer,
  linkGroups,
  destinationLabel,
  destinationEmptyText,
  loadDestinations,
  command,
  transferOf,
}: WalletTableProps<P>) {
  // Keyed by the owner (the parent's `key`): a refused transfer is corrected only within its wallet.
  const save = useCommandSave(command);
  const page = useQuery(pageQuery(search));
  // The whole wallet's size, whatever the filter: what 'Transferir todos' moves.
  const unfiltered = useQuery({ ...pageQuery(UNFILTERED), enabled: canTransfer });
  const [selection, setSelection] = useState<WalletSelection>(NO_SELECTION);
  const [selectingAll, setSelectingAll] = useState(false);
  const [transferring, setTransferring] = useState(false);

  const pageIds = useMemo(() => page.data?.items.map((g) => g.id) ?? [], [page.data]);
  const pageState = pageSelectionState(selection, pageIds);
  const columns = useMemo(
    () =>
      walletColumns({
        linkGroups,
        selection: canTransfer
          ? {
              chosen: selection,
              pageState,
              onToggle: (id) => setSelection((s) => toggleGroup(s, id)),
              onTogglePage: () => setSelection((s) => togglePage(s, pageIds)),
            }
          : undefined,
      }),
    [canTransfer, linkGroups, selection, pageState, pageIds],
  );

  const matching = page.data?.total_count ?? 0;
  const everyMatchingChosen = matching > 0 && selection.size >= matching && pageState === 'all';

  const chooseAllMatching = async () => {
    setSelectingAll(true);
    try {
      const ids = await fetchWalletGroupIds(owner, search);
      setSelection((s) => selectAll(s, ids));
    } catch {
      showAlert('error', 'Não foi possível selecionar todos os grupos. Verifique a conexão e tente de novo.');
    } finally {
      setSelectingAll(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      {canTransfer && (
        <div
          data-print="hide"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2"
        >
          <p className="text-sm text-slate-800" role="status">
            {selection.size === 0
              ? 'Nenhum grupo selecionado.'
              : `${groupCount(selection.size)} ${selection.size === 1 ? 'selecionado' : 'selecionados'}.`}
          </p>
          {matching > 0 && !everyMatchingChosen && (
            <Button variant="ghost" loading={selectingAll} onClick={() => void chooseAllMatching()}>
              {`Selecionar todos os ${matching.toLocaleString('pt-BR')}`}
            </Button>
          )}
          {selection.size > 0 && (
            <Button variant="ghost" onClick={() => setSelection(NO_SELECTION)}>
              Desmarcar todos
            </Button>
          )}
          <Button
            className="ml-auto"
            onClick={() => setTransferring(true)}
            disabled={(unfiltered.data?.total_count ?? 0) === 0 && selection.size === 0}
          >
            <ArrowRightLeft aria-hidden="true" className="size-4" />
            Transferir
          </Button>
        </div>
      )}
      <DataTable
        label="Grupos da carteira"
        columns={columns}
        result={page.data}
        isFetching={page.isFetching}
        isError={page.isError}
        isPaused={page.fetchStatus === 'paused'}
        search={search}
        sortFields={WALLET_SORT}
        onSearchChange={onSearchChange}
        getRowId={(g) => g.id}
        filterLabel="Buscar por nome ou CNPJ"
        csv={{
          fileName: 'carteira',
          fetchAll: () => fetchAllRows<WalletGroup>(walletPath(owner), search),
          columns: walletCsvColumns,
        }}
      />
      {canTransfer && (
        <TransferDialog
          open={transferring}
          onOpenChange={setTransferring}
          sourceName={owner.kind === 'user' ? owner.nome : `${owner.nome} (${owner.insurer.nome})`}
          selection={selection}
          walletTotal={unfiltered.data?.total_count ?? null}
          destinationLabel={destinationLabel}
          emptyText={destinationEmptyText}
          loadDestinations={loadDestinations}
          onTransfer={(destination, body) => save(transferOf(destination, body))}
          onDone={() => setSelection(NO_SELECTION)}
        />
      )}
    </div>
  );
}
