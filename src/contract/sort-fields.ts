/**
 * The sort fields of every paged list, apart from the schemas: list routes validate their URL with
 * them in the entry bundle, which must stay light (the /login budget of 120 KiB gzip).
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
