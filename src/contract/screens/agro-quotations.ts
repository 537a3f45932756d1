/**
 * Who may reach the agribusiness quotations: apart from their API paths
 * (src/contract/manifests/agro-quotations.ts), because the shell, in the /login bundle, reads only
 * these. Staff read with the module `cotacao` and write with `criar_cotacao` (as guarantee quotations);
 * a guest token (POST /connect/guestToken) may create a quotation, read its own and approve its payment
 * form (`guest`); the print view is public and checks its per-quotation token itself.
 */
export const agroQuotationAccess = {
  view: { module: 'cotacao' },
  write: { module: 'cotacao', action: 'criar_cotacao' },
  /** Create, read its own, approve a payment form, attach photos and the sketch: guests too. */
  guest: { module: 'cotacao', guest: true },
  /**
   * The writes a guest may make on its own quotation (create, approve a payment form, photos, sketch):
   * staff need `criar_cotacao` for them, as for every write (tests/server/write-permissions.test.ts).
   */
  guestWrite: { module: 'cotacao', action: 'criar_cotacao', guest: true },
  print: { public: true },
  /** The proposals and issued policies lists: the quotation staff and the policies staff (/propostas). */
  issued: { module: ['cotacao', 'apolice'] },
} as const;

/** SPEC.md §2: the guest form, the print view, the agro sub-pages of /cotacao/{id}; the list is ours. */
export const agroQuotationScreens = {
  listaCotacoesAgro: { ...agroQuotationAccess.view, path: '/lista-cotacoes-agro', title: 'Cotações agro' },
  novaCotacaoAgro: {
    path: '/nova-cotacao/agro/{-$groupId}/{-$officeId}',
    title: 'Nova cotação agro',
    public: true,
    guest: true,
  },
  resumoCotacaoAgro: {
    ...agroQuotationAccess.view,
    path: '/cotacao/$id/resumo-cotacao-agro',
    title: 'Cotação agro',
    parent: 'listaCotacoesAgro',
  },
  historicoCotacaoAgro: {
    ...agroQuotationAccess.view,
    path: '/cotacao/$id/historico-cotacao-agro',
    title: 'Histórico',
    parent: 'resumoCotacaoAgro',
  },
  imprimirCotacaoAgro: {
    path: '/print-quotation/$id',
    title: 'Cotação agro (impressão)',
    public: true,
    guest: true,
  },
} as const;

/**
 * The sort fields of the domain's paged lists (its manifest's `sort`) and the values of their choice
 * filters: here, beside the screens, because the list routes validate their URL with them in the
 * entry bundle, which must stay light.
 */
export const AGRO_QUOTATION_SORT = ['numero', 'criado_em', 'area_ha', 'produtor'] as const;
export const AGRO_STATE_IDS = [
  'aguardando_custos',
  'aguardando_aprovacao',
  'aprovada',
  'card_gerado',
  'arquivo_enviado',
  'arquivo_aprovado',
  'proposta',
  'apolice_emitida',
  'cancelada',
] as const;
