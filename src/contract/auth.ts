import * as v from 'valibot';
import { uuid } from './common';
import type { AreaId, StructureId } from './permissions';

/** Logged user info (SPEC.md §3), part of every token response. */
export interface UserInfo {
  id: string;
  nickname: string;
  avatar: { url: string } | null;
  area_usuario: { id: AreaId };
  is_guest: boolean;
  estrutura: { id: StructureId } | null;
  email: string;
  /** 'usuario' or 'convidado'. */
  type: 'usuario' | 'convidado';
  /** Whether the user still has to accept the terms of use (/termo). */
  termos_pendentes: boolean;
  /** The landing page the user chose, when they may still open it (`dashboard_inicial`). */
  pagina_inicial?: 'dashboard';
}

/** POST /connect/token and /connect/guestToken answer. */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
  user_info: UserInfo;
}

import { GUEST_DEVICE_KEY } from './guest-device';
import { CLIENT_ID } from './wire';

export { CLIENT_ID, LOGIN_MESSAGES } from './wire';

/**
 * A refresh token that is unknown, expired, revoked, rotated out (reuse: its whole family is revoked)
 * or whose user is gone or inactive. Deliberately not one of LOGIN_MESSAGES: the client treats it as
 * an ended session (SPEC.md §8).
 */
export const SESSION_EXPIRED = 'Sessão expirada, faça login novamente.';

/** Optional header of the token calls; agribusiness screens send `agronegocio` (SPEC.md §7). */
export const AREA_HEADER = 'x-area';
export const TOKEN_AREAS = ['garantia', 'agronegocio'] as const;

/**
 * Headers of the token calls: X-Area chooses the session's area (a guest's, and an agronegocio or geral
 * user's); a garantia-only user asking for agronegocio is refused (docs/agro-quotations.md).
 */
export const tokenHeaders = /*#__PURE__*/ v.object({
  [AREA_HEADER]: v.optional(
    v.picklist(TOKEN_AREAS, 'Área inválida no cabeçalho X-Area: use garantia ou agronegocio.'),
  ),
});

/** Nickname of every guest session (SPEC.md §1). */
export const GUEST_NICKNAME = 'Convidado';

export const GRANT_TYPES = ['password', 'refresh_token'] as const;

const clientId = /*#__PURE__*/ v.literal(CLIENT_ID, 'Cliente (client_id) desconhecido.');

/**
 * Body of POST /connect/token, form-urlencoded (JSON is accepted too). The login name is the e-mail;
 * it is not checked as an e-mail here: a malformed one is simply a wrong login (401).
 */
export const tokenRequestBody = /*#__PURE__*/ v.variant(
  'grant_type',
  [
    v.object({
      grant_type: v.literal('password'),
      username: v.pipe(
        v.string('Informe o usuário.'),
        v.trim(),
        v.toLowerCase(),
        v.nonEmpty('Informe o usuário.'),
        v.maxLength(254, 'Usuário longo demais.'),
      ),
      // No strength rule at login (old passwords stay valid); the cap keeps hashing cheap.
      password: v.pipe(
        v.string('Informe a senha.'),
        v.nonEmpty('Informe a senha.'),
        v.maxLength(1024, 'Senha longa demais.'),
      ),
      client_id: clientId,
    }),
    v.object({
      grant_type: v.literal('refresh_token'),
      refresh_token: v.pipe(
        v.string('Informe o refresh_token.'),
        v.nonEmpty('Informe o refresh_token.'),
        v.maxLength(512, 'refresh_token inválido.'),
      ),
      client_id: clientId,
    }),
  ],
  'Tipo de concessão (grant_type) não suportado: use password ou refresh_token.',
);
export type TokenRequestBody = v.InferInput<typeof tokenRequestBody>;

// The device's guest key is apart: the guest form reads it without valibot.
export { GUEST_DEVICE_KEY } from './guest-device';

/**
 * POST /connect/guestToken: no field is required; client_id, when sent, must be ours; `dispositivo`
 * is the device's guest key (without it, every call is a new guest).
 */
export const guestTokenBody = /*#__PURE__*/ v.object({
  client_id: v.optional(clientId),
  dispositivo: v.optional(
    v.pipe(
      v.string('Chave do dispositivo inválida.'),
      v.regex(GUEST_DEVICE_KEY, 'Chave do dispositivo inválida: 43 a 128 caracteres base64url.'),
    ),
  ),
});
export type GuestTokenBody = v.InferOutput<typeof guestTokenBody>;

/** Answer of the password calls that return no record. */
export interface MessageResponse {
  mensagem: string;
}

export const PASSWORD_MESSAGES = {
  /** Same answer whether or not the e-mail exists, so the form does not reveal who has an account. */
  forgotSent:
    'Se o e-mail estiver cadastrado e ativo, enviaremos um link para criar uma nova senha. O link vale por 1 hora.',
  resetDone: 'Senha redefinida com sucesso. Faça login com a nova senha.',
  resetInvalid: 'Link de recuperação inválido ou expirado.',
  changed: 'Senha alterada com sucesso.',
  wrongCurrent: 'Senha atual incorreta.',
  sameAsCurrent: 'A nova senha deve ser diferente da atual.',
  /** Checked by the server only (the word lists stay out of the browser). */
  common: 'Senha muito comum ou fácil de adivinhar. Escolha outra, por exemplo uma frase com números.',
  personal: 'A senha não pode conter o seu nome nem o seu e-mail.',
} as const;

/** Password rule, shared by the forms and the server. */
export const password = /*#__PURE__*/ v.pipe(
  v.string('Informe a senha.'),
  v.minLength(8, 'A senha deve ter no mínimo 8 caracteres.'),
  v.maxLength(128, 'A senha deve ter no máximo 128 caracteres.'),
  v.regex(/[A-Za-z]/, 'A senha deve conter ao menos uma letra.'),
  v.regex(/\d/, 'A senha deve conter ao menos um número.'),
);

export const email = /*#__PURE__*/ v.pipe(
  v.string('Informe o e-mail.'),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty('Informe o e-mail.'),
  v.email('E-mail inválido.'),
  v.maxLength(254, 'E-mail longo demais.'),
);

export const forgotPasswordBody = /*#__PURE__*/ v.object({ email });

export const resetPasswordBody = /*#__PURE__*/ v.object({
  token: v.pipe(v.string('Link de recuperação inválido.'), v.nonEmpty('Link de recuperação inválido.')),
  senha: password,
});

export const changePasswordBody = /*#__PURE__*/ v.object({
  senha_atual: v.pipe(v.string('Informe a senha atual.'), v.nonEmpty('Informe a senha atual.')),
  nova_senha: password,
});

/** The own account: GET/PUT /v1/me/. */
export interface Me {
  id: string;
  nome: string;
  apelido: string;
  email: string;
  telefone: string | null;
  avatar: { url: string } | null;
  area_usuario: { id: AreaId; nome: string };
  estrutura: { id: StructureId; nome: string } | null;
  perfil: { id: string; nome: string } | null;
  termos_aceitos_em: string | null;
  /** 'Página inicial' of /meu-perfil: 'dashboard', or null for the quotation list. */
  pagina_inicial: 'dashboard' | null;
}

export const updateMeBody = /*#__PURE__*/ v.object({
  nome: v.pipe(
    v.string('Informe o nome.'),
    v.trim(),
    v.nonEmpty('Informe o nome.'),
    v.maxLength(150, 'O nome deve ter no máximo 150 caracteres.'),
  ),
  apelido: v.pipe(
    v.string('Informe o apelido.'),
    v.trim(),
    v.toUpperCase(),
    v.nonEmpty('Informe o apelido.'),
    v.maxLength(40, 'O apelido deve ter no máximo 40 caracteres.'),
  ),
  telefone: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.regex(/^$|^\(?\d{2}\)?\s?9?\d{4}-?\d{4}$/, 'Telefone inválido. Use (DD) 99999-9999.'),
      ),
    ),
  ),
  /**
   * The photo: the id of an image sent to POST /arquivos/upload (PNG, JPEG or WebP); null removes it;
   * left out keeps the current one.
   */
  avatar_id: v.optional(v.nullable(uuid('Foto inválida.'))),
  // The form's select sends '' for the quotation list: the same as null.
  pagina_inicial: v.optional(
    v.pipe(
      v.nullable(v.string('A página inicial deve ser o dashboard ou a lista de cotações.')),
      v.transform((s) => s || null),
      v.nullable(v.picklist(['dashboard'], 'A página inicial deve ser o dashboard ou a lista de cotações.')),
    ),
  ),
});
export type UpdateMeBody = v.InferInput<typeof updateMeBody>;
