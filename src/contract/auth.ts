import * as v from 'valibot';
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
}

/** POST /connect/token and /connect/guestToken answer. */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
  user_info: UserInfo;
}

export const CLIENT_ID = 'portal';

export const LOGIN_MESSAGES = {
  invalid: 'Usuário ou senha inválidos.',
  expired: 'Senha expirada, um email de recuperação foi enviado.',
} as const;

/** Password rule, shared by the forms and the server. */
export const password = v.pipe(
  v.string('Informe a senha.'),
  v.minLength(8, 'A senha deve ter no mínimo 8 caracteres.'),
  v.maxLength(128, 'A senha deve ter no máximo 128 caracteres.'),
  v.regex(/[A-Za-z]/, 'A senha deve conter ao menos uma letra.'),
  v.regex(/\d/, 'A senha deve conter ao menos um número.'),
);

export const email = v.pipe(
  v.string('Informe o e-mail.'),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty('Informe o e-mail.'),
  v.email('E-mail inválido.'),
  v.maxLength(254, 'E-mail longo demais.'),
);

export const forgotPasswordBody = v.object({ email });

export const resetPasswordBody = v.object({
  token: v.pipe(v.string('Link de recuperação inválido.'), v.nonEmpty('Link de recuperação inválido.')),
  senha: password,
});

export const changePasswordBody = v.object({
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
}

export const updateMeBody = v.object({
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
});
export type UpdateMeBody = v.InferInput<typeof updateMeBody>;
