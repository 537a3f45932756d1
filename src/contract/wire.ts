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
