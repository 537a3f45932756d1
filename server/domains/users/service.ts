import { createOnce } from '../../lib/create-once';
import type { FastifyBaseLogger } from 'fastify';
import type { Paged } from '../../../src/contract/common';
import { UPLOAD_MESSAGES, fileUrl } from '../../../src/contract/files';
import { PLACEHOLDER_ID } from '../../../src/contract/permissions';
import type { AreaId, StructureId } from '../../../src/contract/permissions';
import { USER_MESSAGES } from '../../../src/contract/users';
import type {
  User,
  UserData,
  UserListItem,
  UserListQuery,
  UserSuggestion,
} from '../../../src/contract/users';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../errors';
import type { Actor } from '../../lib/audit';
import { updateRecord } from '../../lib/update-once';
import { enqueueMail } from '../../lib/mail-outbox';
import { isImageType } from '../../lib/image-types';
import { suggestedPositions } from '../access-profiles/service';
import { endUserSessions, issuePasswordLink } from '../auth/service';
import { fileInfo } from '../files/service';
import { welcomeMail } from './mails';
import * as repo from './repository';
import type { UserWithNames } from './repository';
import type { Created } from '../../lib/listing';

export interface UserDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
}

/**
 * The welcome link uses the password-reset table with a longer expiry than the 1 h recovery link: the
 * new user may read the mail only the next working day.
 */
export const WELCOME_LINK_HOURS = 72;

function toListItem({ user, perfilNome, escritorioNome }: UserWithNames): UserListItem {
  return {
    id: user.id,
    nome: user.nome,
    apelido: user.apelido,
    email: user.email,
    perfil: user.perfilId ? { id: user.perfilId, nome: perfilNome ?? '' } : null,
    area_id: user.areaId as AreaId,
    posicao: user.posicao,
    estrutura_id: user.estruturaId as StructureId | null,
    escritorio: user.escritorioId ? { id: user.escritorioId, nome: escritorioNome ?? '' } : null,
    avatar_url: user.avatarUrl,
    ativo: user.ativo,
    senha_definida: user.senhaHash !== null,
  };
}

const toUser = (row: UserWithNames): User => ({
  ...toListItem(row),
  atualizado_em: row.user.atualizadoEm.toISOString(),
});

const duplicateEmail = () => conflict(USER_MESSAGES.duplicateEmail);

export async function listUsers(db: Db, q: UserListQuery): Promise<Paged<UserListItem>> {
  const page = await repo.listUsers(db, {
    page: q.page,
    pageSize: q.page_size,
    direction: q.direction,
    sort: q.sort,
    text: q.query || undefined,
    perfilId: q.perfil_id,
    area: q.area,
    ativo: q.ativo,
  });
  return { items: page.rows.map(toListItem), total_count: page.total };
}

export async function getUser(db: Db, id: string): Promise<User> {
  const row = await repo.findUser(db, id);
  if (!row) throw notFound();
  return toUser(row);
}

/** Checks the references of the form and turns them into column values. */
async function valuesOf(db: Db, data: UserData) {
  const details: { field: string; message: string }[] = [];
  if (!(await repo.profileExists(db, data.perfil_id)))
    details.push({ field: 'perfil_id', message: USER_MESSAGES.profileMissing });
  const escritorioId = data.escritorio_id === PLACEHOLDER_ID ? null : data.escritorio_id;
  if (escritorioId && !(await repo.officeExists(db, escritorioId)))
    details.push({ field: 'escritorio_id', message: USER_MESSAGES.officeMissing });
  let avatarUrl: string | null | undefined = data.avatar_id === null ? null : undefined;
  if (data.avatar_id) {
    const file = await fileInfo(db, data.avatar_id);
    if (!file) details.push({ field: 'avatar_id', message: UPLOAD_MESSAGES.avatarMissing });
    else if (!isImageType(file.tipo))
      details.push({ field: 'avatar_id', message: UPLOAD_MESSAGES.avatarNotImage });
    else avatarUrl = fileUrl(file.id);
  }
  if (details.length) throw badRequest(details);
  return {
    nome: data.nome,
    apelido: data.apelido,
    email: data.email,
    perfilId: data.perfil_id,
    areaId: data.area_id,
    posicao: data.posicao || null,
    estruturaId: data.estrutura_id,
    escritorioId,
    ativo: data.ativo,
    ...(avatarUrl === undefined ? {} : { avatarUrl }),
  };
}

/**
 * Creates a user without a password and mails a link to create it; until then the login fails like a
 * wrong password. A replayed create (same client id) returns the stored user and sends no second mail.
 */
export async function createUser(
  deps: UserDeps,
  actor: Actor,
  data: UserData & { id?: string },
): Promise<Created<User>> {
  const { db } = deps;
  const outcome = await createOnce({
    db,
    audit: { actor, entidade: 'usuario' },
    request: data,
    stored: async () => {
      const row = data.id ? await repo.findUser(db, data.id) : undefined;
      return row && toUser(row);
    },
    insert: async (tx) => {
      if (await repo.findUserByEmail(tx, data.email)) throw duplicateEmail();
      const values = await valuesOf(tx, data);
      const row = await repo.insertUser(tx, { ...(data.id ? { id: data.id } : {}), ...values });
      const token = await issuePasswordLink(tx, row.id, WELCOME_LINK_HOURS * 3600 * 1000);
      // Queued with the user (transactional outbox): sent once the user exists, retried while SMTP
      // fails; a replayed create inserts nothing and queues no second mail.
      await enqueueMail(
        tx,
        welcomeMail({
          to: row.email,
          nome: row.nome,
          link: `${deps.config.publicUrl}/recuperar-senha/${token}`,
          validHours: WELCOME_LINK_HOURS,
        }),
      );
      return getUser(tx, row.id);
    },
    conflict: duplicateEmail,
  });
  return outcome;
}

/**
 * Updates a user. Deactivating ends every session at once (the refresh tokens are revoked and the
 * token version bumped, so access tokens already out fail at their next request); an administrator
 * cannot deactivate themself.
 */
export async function updateUser(
  db: Db,
  actor: Actor,
  id: string,
  data: UserData,
  ifMatch: string | undefined,
): Promise<User> {
  return updateRecord({
    db,
    audit: { actor, entidade: 'usuario' },
    ifMatch,
    load: async (tx) => {
      const locked = await repo.lockUser(tx, id);
      const current = locked ? await repo.findUser(tx, id) : undefined;
      return current && toUser(current);
    },
    apply: async (tx, current) => {
      if (id === actor.userId && !data.ativo) throw conflict(USER_MESSAGES.selfDeactivate);
      if (await repo.findUserByEmail(tx, data.email, id)) throw duplicateEmail();
      await repo.updateUser(tx, id, await valuesOf(tx, data));
      if (current.ativo && !data.ativo) await endUserSessions(tx, id);
      return getUser(tx, id);
    },
    conflict: duplicateEmail,
  });
}

export async function userSuggestions(db: Db, query: string | undefined): Promise<UserSuggestion[]> {
  return repo.suggestUsers(db, query || undefined, 20);
}

/** The positions in use by users plus those suggested by the profiles, sorted, without repeats. */
export async function positionSuggestions(db: Db): Promise<string[]> {
  const [inUse, suggested] = await Promise.all([repo.positionsInUse(db), suggestedPositions(db)]);
  return [...new Set([...inUse, ...suggested])].sort((a, b) => a.localeCompare(b, 'pt-BR'));
}
