import type * as v from 'valibot';
import { PASSWORD_MESSAGES } from '../../../src/contract/auth';
import type { Me, MessageResponse, changePasswordBody, updateMeBody } from '../../../src/contract/auth';
import type { Permissions } from '../../../src/contract/permissions';
import type { Db } from '../../db/client';
import { badRequest, unauthorized } from '../../errors';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { setPassword } from '../auth/repository';
import { areaOf, isUuid, profilePermissions, structureOf } from '../auth/sessions';
import * as repo from './repository';
import type { AccountRow } from './repository';

/**
 * The account behind a valid access token. A user deleted or deactivated since the token was signed
 * gets a 401, like an expired session: the client's refresh then fails too and it goes to login.
 */
async function activeAccount(db: Db, userId: string): Promise<AccountRow> {
  const row = isUuid(userId) ? await repo.findAccount(db, userId) : undefined;
  if (!row?.user.ativo) throw unauthorized('Usuário inexistente ou inativo.');
  return row;
}

function toMe(row: AccountRow): Me {
  const { user } = row;
  const estrutura = structureOf(user);
  return {
    id: user.id,
    nome: user.nome,
    apelido: user.apelido,
    email: user.email,
    telefone: user.telefone,
    avatar: user.avatarUrl ? { url: user.avatarUrl } : null,
    area_usuario: { id: areaOf(user), nome: row.areaNome },
    estrutura: estrutura && row.estruturaNome !== null ? { id: estrutura, nome: row.estruturaNome } : null,
    perfil: row.perfil,
    termos_aceitos_em: user.termosAceitosEm?.toISOString() ?? null,
  };
}

export async function getMe(db: Db, userId: string): Promise<Me> {
  return toMe(await activeAccount(db, userId));
}

/** `telefone` left out keeps the saved one; null or '' clears it. */
export async function updateMe(
  db: Db,
  userId: string,
  input: v.InferOutput<typeof updateMeBody>,
): Promise<Me> {
  await activeAccount(db, userId);
  const telefone = input.telefone === undefined ? undefined : input.telefone || null;
  await repo.updateAccount(db, userId, {
    nome: input.nome,
    apelido: input.apelido,
    ...(telefone === undefined ? {} : { telefone }),
  });
  return getMe(db, userId);
}

/**
 * Changes the own password. Sessions are left as they are (the current one and the others): the
 * access token does not say which refresh family it came from, so "all but this one" cannot be told
 * apart; a forgotten-password reset is the way to end every session.
 */
export async function changePassword(
  db: Db,
  userId: string,
  input: v.InferOutput<typeof changePasswordBody>,
): Promise<MessageResponse> {
  const { user } = await activeAccount(db, userId);
  if (!(await verifyPassword(user.senhaHash, input.senha_atual)))
    throw badRequest([{ field: 'senha_atual', message: PASSWORD_MESSAGES.wrongCurrent }]);
  if (input.nova_senha === input.senha_atual)
    throw badRequest([{ field: 'nova_senha', message: PASSWORD_MESSAGES.sameAsCurrent }]);
  await setPassword(db, userId, await hashPassword(input.nova_senha));
  return { mensagem: PASSWORD_MESSAGES.changed };
}

export async function acceptTerms(db: Db, userId: string): Promise<Me> {
  await activeAccount(db, userId);
  await repo.acceptTerms(db, userId, new Date());
  return getMe(db, userId);
}

/** GET /v1/me/acoes: read from the profile now, not from the token, so the menu is always current. */
export async function myPermissions(db: Db, userId: string): Promise<Permissions> {
  const { user } = await activeAccount(db, userId);
  return profilePermissions(db, user.perfilId);
}
