/**
 * What a list shows of its records saved on the device and not yet accepted by the server. The table
 * only draws it; `usePendingRows` (src/offline/pending-rows.ts) reads the outbox and fills this shape.
 */
export interface PendingCreate {
  /** A React key (the outbox item's id). */
  key: string;
  /** The id the record will have, when known: hides the row once the server lists it. */
  recordId: string | undefined;
  /** What the row says, e.g. 'Criar tribunal TJMOF (9.41)'. */
  label: string;
  /** The record's own texts (its name, its code): a search finds the row by them, as by its label. */
  texts?: readonly string[];
  /** 'dead': the server refused it; it waits on /sincronizacao to be corrected or discarded. */
  status: 'pending' | 'sending' | 'dead';
}

export interface PendingRows {
  creates: readonly PendingCreate[];
  /** Records with an edit waiting to be sent (or refused), by id. */
  changed: ReadonlySet<string>;
}

export const NO_PENDING_ROWS: PendingRows = { creates: [], changed: new Set() };
