/**
 * Constants of the wire contract with no schema attached. The API client imports them on the first
 * screen, so this module must never import the validation library (the /login budget).
 */
export const CLIENT_ID = 'portal';

export const LOGIN_MESSAGES = {
  invalid: 'Usuário ou senha inválidos.',
  expired: 'Senha expirada, um email de recuperação foi enviado.',
} as const;

export const INVALID_CALL = 'Chamada inválida.';
export const NOT_FOUND = 'Registro não encontrado.';
export const SYSTEM_ERROR = 'Ocorreu um erro no sistema.';

export const DEFAULT_PAGE_SIZE = 5;

/**
 * Lists count their rows exactly up to this bound; a `total_count` above it (the bound + 1) means
 * 'mais de 1.000' rows, so a page never pays for counting millions of them. Measured on PostgreSQL
 * with 100,000 rows: counting to 10,001 cost 4× the page itself, to 1,001 about as much as the page.
 */
export const TOTAL_COUNT_BOUND = 1_000;
