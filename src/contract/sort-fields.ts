/**
 * The sort fields of every paged list (and the values of their choice filters), apart from the
 * schemas: list routes validate their URL with them in the entry bundle, which must stay light (the
 * /login budget of 120 KiB gzip). One module, so the entry fetches one small chunk, not one per list.
 */
export const ACCESS_PROFILE_SORT = ['nome'] as const;
export const BROKER_SORT = ['razao_social', 'cnpj'] as const;
export const CANCELLATION_REASON_SORT = ['nome'] as const;
export const INSURER_SORT = ['nome', 'cnpj'] as const;
export const INSURER_CONTACT_SORT = ['nome', 'cargo'] as const;
export const COURT_SORT = ['codigo', 'sigla', 'nome', 'segmento'] as const;
export const COURT_UNIT_SORT = ['codigo', 'nome', 'comarca'] as const;
export const MODALITY_SORT = ['nome', 'ordem'] as const;
export const SUB_MODALITY_SORT = ['nome'] as const;
export const OFFICE_SORT = ['nome', 'cidade', 'uf'] as const;
export const USER_SORT = ['nome', 'email', 'apelido'] as const;
export const GROUP_SORT = ['razao_social', 'nome_fantasia', 'cnpj'] as const;
export const COMPANY_SORT = ['razao_social', 'nome_fantasia', 'cnpj'] as const;
export const WALLET_SORT = ['razao_social', 'cnpj'] as const;

/** The situations of an economic group (the group list filters by them; `src/contract/group-statuses.ts`). */
export const GROUP_STATUSES = [
  { id: 'em_cadastro', nome: 'Em cadastro' },
  { id: 'em_analise', nome: 'Em análise' },
  { id: 'aprovado', nome: 'Aprovado' },
  { id: 'bloqueado', nome: 'Bloqueado' },
] as const;
export type GroupStatusId = (typeof GROUP_STATUSES)[number]['id'];
export const GROUP_STATUS_IDS = GROUP_STATUSES.map((s) => s.id) as [GroupStatusId, ...GroupStatusId[]];
export const CREDIT_CONSULT_SORT = ['criado_em', 'valor_solicitado'] as const;
/** The states of a credit-limit answer and of a consult (the consult list filters by them). */
export const CREDIT_ANSWER_STATUS_IDS = [
  'aguardando',
  'em_analise',
  'aprovado',
  'recusado',
  'vencido',
] as const;
export const CREDIT_CONSULT_STATUS_IDS = ['em_andamento', 'concluida', 'cancelada'] as const;
export const CREDIT_FOLLOW_UP_SORT = ['enviado_em', 'grupo', 'seguradora'] as const;
/** Guarantee quotations (src/contract/guarantee-quotations.ts): sort fields and the list's choice filters. */
export const QUOTATION_SORT = ['numero', 'criado_em', 'importancia_segurada', 'vigencia_fim'] as const;
export const QUOTATION_STATUS_IDS = ['em_andamento', 'cancelada'] as const;
export const QUOTATION_STAGE_IDS = [
  'dados_processo',
  'aguardando_cotacao',
  'solicitar_minuta',
  'aprovacao_minuta',
  'emissao_apolice',
  'apolice_emitida',
] as const;
export const QUOTATION_SITUATION_IDS = [
  'em_preenchimento',
  'aguardando_cotacao',
  'aguardando_emissao_minuta',
  'minuta_emitida',
  'aguardando_aprovacao',
  'aguardando_emissao_apolice',
  'apolice_emitida',
  'cancelada',
] as const;
export const CRITIQUE_FOLLOW_UP_SORT = ['criado_em'] as const;

/** Agribusiness quotations (issue 12): src/contract/agro-quotations.ts. */
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
