/**
 * The groups chosen on /carteira for a transfer: a set of ids that survives paging and filtering
 * (a group chosen on page 1 stays chosen on page 2). Immutable: every change answers a new selection.
 */
export type WalletSelection = ReadonlySet<string>;

export const NO_SELECTION: WalletSelection = new Set();

/** Chooses the group, or leaves it out when it was chosen. */
export function toggleGroup(selection: WalletSelection, id: string): WalletSelection {
  const next = new Set(selection);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** The state of the header checkbox of a page: every row of it chosen, some, or none. */
export type PageSelectionState = 'all' | 'some' | 'none';

export function pageSelectionState(
  selection: WalletSelection,
  pageIds: readonly string[],
): PageSelectionState {
  const chosen = pageIds.filter((id) => selection.has(id)).length;
  if (chosen === 0) return 'none';
  return chosen === pageIds.length ? 'all' : 'some';
}

/** The header checkbox: a page fully chosen is left out; otherwise each of its rows is chosen. */
export function togglePage(selection: WalletSelection, pageIds: readonly string[]): WalletSelection {
  const next = new Set(selection);
  if (pageSelectionState(selection, pageIds) === 'all') for (const id of pageIds) next.delete(id);
  else for (const id of pageIds) next.add(id);
  return next;
}

/** 'Selecionar todos os N': every group matching the filter, whatever page it is on. */
export function selectAll(selection: WalletSelection, ids: readonly string[]): WalletSelection {
  return new Set([...selection, ...ids]);
}

/** Which groups a transfer moves: the whole wallet, or the chosen ones. */
export type TransferScope = 'todos' | 'selecionados';

/** The body of PUT .../carteira/migrar (walletTransferBody in the contract). */
export interface WalletTransferBody {
  destino_id: string;
  todos: boolean;
  grupo_ids: string[];
}

export function transferBody(
  scope: TransferScope,
  selection: WalletSelection,
  destinationId: string,
): WalletTransferBody {
  return scope === 'todos'
    ? { destino_id: destinationId, todos: true, grupo_ids: [] }
    : { destino_id: destinationId, todos: false, grupo_ids: [...selection].sort() };
}

/** '1 grupo', '3 grupos'. */
export function groupCount(count: number): string {
  return `${count.toLocaleString('pt-BR')} ${count === 1 ? 'grupo' : 'grupos'}`;
}

/** What the dialog asks before sending. */
export function transferQuestion(count: number, from: string, to: string): string {
  return `Transferir ${groupCount(count)} da carteira de ${from} para ${to}?`;
}

/** What the screen says once the server moved the groups: 'N grupos transferidos para NOME.' */
export function transferDone(moved: number, to: string): string {
  return `${groupCount(moved)} ${moved === 1 ? 'transferido' : 'transferidos'} para ${to}.`;
}
