/**
 * Who may reach the invoices' operations and screens: apart from their API paths
 * (src/contract/manifests/invoices.ts), because the shell, in the /login bundle, reads only these.
 * SPEC.md §6: the module `apolice` opens the list and the reads; `criar_fatura` creates and
 * `editar_fatura` edits, registers a payment and inactivates.
 */
export const invoiceAccess = {
  view: { module: 'apolice' },
  create: { module: 'apolice', action: 'criar_fatura' },
  edit: { module: 'apolice', action: 'editar_fatura' },
} as const;

export const invoiceScreens = {
  /** The list SPEC §2 does not name: in the menu only for whoever creates or edits invoices. */
  faturas: {
    ...invoiceAccess.view,
    anyAction: ['criar_fatura', 'editar_fatura'],
    path: '/faturas',
    title: 'Faturas',
  },
  novaFatura: {
    ...invoiceAccess.create,
    path: '/faturas/nova-fatura',
    title: 'Nova fatura',
    parent: 'faturas',
  },
  editarFatura: {
    ...invoiceAccess.edit,
    path: '/faturas/$id/editar-fatura',
    title: 'Editar fatura',
    parent: 'faturas',
  },
} as const;

/** The sort fields of the invoice list (the route's `sort`, and the manifest's `sort`). */
export const INVOICE_SORT = ['vencimento', 'criado_em', 'valor', 'numero'] as const;

/** The derived status (docs/invoices.md): inativa > paga > vencida > em_aberto. */
export const INVOICE_STATUS_IDS = ['em_aberto', 'vencida', 'paga', 'inativa'] as const;
