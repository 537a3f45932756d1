const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface OutboxItemSearch {
  /** The outbox item 'Editar' on the sync page opened the form for. */
  item?: string;
}

/**
 * Search params of a form route that 'Editar' on the sync page opens: `?item=<outbox item id>`. A
 * malformed value is ignored (the form opens as usual). A plain function, kept apart from the outbox
 * code: route search validation runs in the entry bundle, which must stay light (the /login budget).
 */
export function outboxItemSearch(search: Record<string, unknown>): OutboxItemSearch {
  const { item } = search;
  return typeof item === 'string' && UUID.test(item) ? { item } : {};
}
