import type * as v from 'valibot';
import { PASSWORD_MESSAGES } from '../../../src/contract/auth';
import type { Me, MessageResponse, changePasswordBody, updateMeBody } from '../../../src/contract/auth';
import { UPLOAD_MESSAGES, fileUrl } from '../../../src/contract/files';
import type { Permissions } from '../../../src/contract/permissions';
import type { Db } from '../../db/client';
import { badRequest, unauthorized } from '../../errors';
import type { Actor } from '../../lib/audit';
import { updateRecord } from '../../lib/update-once';
import { isUuid } from '../../lib/ids';
import { isImageType } from '../../lib/image-types';
import { passwordProblem } from '../../lib/password-policy';
import { verifyPassword } from '../../lib/passwords';
import { areaOf, endOtherSessions, profilePermissions, storePassword, structureOf } from '../auth/service';
import { fileInfo } from '../files/service';
import * as repo from './repository';
import type { AccountRow } from './repository';

/**
 * The account behind a valid access token. A user deleted or deactivated since the token was signed
 * gets a 401, like an expired session: the client's refresh then fails too and it goes to login.
 */
async function activeAccount(db: Db, userId: string, forUpdate = false): Promise<AccountRow> {
  const row = isUuid(userId) ? await repo.findAccount(db, userId, forUpdate) : undefined;
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
    pagina_inicial: user.paginaInicial === 'dashboard' ? 'dashboard' : null,
  };
}

export async function getMe(db: Db, userId: string): Promise<Me> {
  return toMe(await activeAccount(db, userId));
}

/** The photo URL an `avatar_id` stands for: an image the user uploaded; undefined keeps the current one. */
async function avatarUrlOf(
  db: Db,
  userId: string,
  avatarId: string | null | undefined,
): Promise<string | null | undefined> {
  if (avatarId === undefined || avatarId === null) return avatarId;
  const file = await fileInfo(db, avatarId);
  const refuse = (message: string) => badRequest([{ field: 'avatar_id', message }]);
  if (file?.criadoPor !== userId) throw refuse(UPLOAD_MESSAGES.avatarMissing);
  if (!isImageType(file.tipo)) throw refuse(UPLOAD_MESSAGES.avatarNotImage);
  return fileUrl(file.id);
}

/**
 * `telefone` and `avatar_id` left out keep the saved values; null (or '' for the phone) clears them.
 * With If-Match, the account is locked, compared and written in one transaction: an edit made on
 * another device in between is a 412, never overwritten. The change goes into the user's history
 * like an administrator's edit of the user.
 */
export async function updateMe(
  db: Db,
  actor: Actor,
  input: v.InferOutput<typeof updateMeBody>,
  ifMatch: string | undefined,
): Promise<Me> {
  const { userId } = actor;
  return updateRecord({
    db,
    audit: { actor, entidade: 'usuario' },
    ifMatch,
    load: async (tx) => toMe(await activeAccount(tx, userId, true)),
    apply: async (tx) => {
      const telefone = input.telefone === undefined ? undefined : input.telefone || null;
      const avatarUrl = await avatarUrlOf(tx, userId, input.avatar_id);
      await repo.updateAccount(tx, userId, {
        nome: input.nome,
        apelido: input.apelido,
        ...(telefone === undefined ? {} : { telefone }),
        ...(avatarUrl === undefined ? {} : { avatarUrl }),
        ...(input.pagina_inicial === undefined ? {} : { paginaInicial: input.pagina_inicial }),
      });
      return getMe(tx, userId);
    },
  });
}

/**
 * Changes the own password and ends the user's other sessions. The token version is bumped
 * (setPassword): every access token out, this one included, is refused at its next request. The
 * refresh tokens of every other family are revoked, so only this session (`family`, from its access
 * token) can refresh and go on; the others are sent to login.
 */
export async function changePassword(
  db: Db,
  userId: string,
  family: string | undefined,
  input: v.InferOutput<typeof changePasswordBody>,
): Promise<MessageResponse> {
  const { user } = await activeAccount(db, userId);
  if (!(await verifyPassword(user.senhaHash, input.senha_atual)))
    throw badRequest([{ field: 'senha_atual', message: PASSWORD_MESSAGES.wrongCurrent }]);
  if (input.nova_senha === input.senha_atual)
    throw badRequest([{ field: 'nova_senha', message: PASSWORD_MESSAGES.sameAsCurrent }]);
  const problem = await passwordProblem(input.nova_senha, user);
  if (problem) throw badRequest([{ field: 'nova_senha', message: problem }]);
  await db.transaction(async (tx) => {
    await storePassword(tx, userId, input.nova_senha);
    await endOtherSessions(tx, userId, family);
  });
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
