import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { hashPassword } from '../../server/lib/passwords';
import { accessProfiles, profileActions, profileModules, refreshTokens, users } from '../../server/db/schema';
import type { TokenResponse } from '../../src/contract/auth';
import type { ActionId, ModuleId } from '../../src/contract/permissions';
import type { TestServer } from './harness';

/** A form-urlencoded POST, as the PWA sends the token calls. */
export function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
    payload: new URLSearchParams(fields).toString(),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

export function login(
  app: FastifyInstance,
  username: string,
  password: string,
  options: { headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  return postForm(
    app,
    '/connect/token',
    { grant_type: 'password', username, password, client_id: 'portal' },
    options,
  );
}

export function refresh(app: FastifyInstance, refreshToken: string): Promise<LightMyRequestResponse> {
  return postForm(app, '/connect/token', {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: 'portal',
  });
}

export async function loggedIn(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<TokenResponse> {
  const res = await login(app, username, password);
  if (res.statusCode !== 200) throw new Error(`login falhou: ${res.statusCode} ${res.body}`);
  return res.json<TokenResponse>();
}

/** A profile holding exactly these grants. */
export async function createProfile(
  server: TestServer,
  grants: { modules: ModuleId[]; actions: ActionId[] },
): Promise<string> {
  const db = server.database.db;
  const id = crypto.randomUUID();
  await db.insert(accessProfiles).values({ id, nome: `Perfil ${id}` });
  if (grants.modules.length)
    await db.insert(profileModules).values(grants.modules.map((moduloId) => ({ perfilId: id, moduloId })));
  if (grants.actions.length)
    await db.insert(profileActions).values(grants.actions.map((acaoId) => ({ perfilId: id, acaoId })));
  return id;
}

export interface CreatedUser {
  id: string;
  email: string;
  password: string;
}

/** A user straight in the database (the users domain is not under test here). */
export async function createUser(
  server: TestServer,
  values: Partial<typeof users.$inferInsert> = {},
  password = 'Senha-Boa-42',
): Promise<CreatedUser> {
  const id = crypto.randomUUID();
  const email = values.email ?? `usuario-${id.slice(0, 8)}@teste.local`;
  await server.database.db.insert(users).values({
    nome: 'Maria da Silva',
    apelido: 'MARIA',
    areaId: 'garantia',
    senhaHash: await hashPassword(password),
    ...values,
    id,
    email,
  });
  return { id, email, password };
}

export async function setUser(server: TestServer, id: string, values: Partial<typeof users.$inferInsert>) {
  await server.database.db.update(users).set(values).where(eq(users.id, id));
}

/** The reset link of a raw .eml (quoted-printable soft line breaks undone). */
export function resetLinkIn(eml: string): string {
  const flat = eml.replace(/=\r?\n/g, '');
  const match = /https?:\/\/[^\s"<>]+\/recuperar-senha\/([A-Za-z0-9_-]{43})/.exec(flat);
  if (!match?.[1]) throw new Error(`nenhum link de recuperação no e-mail:\n${eml}`);
  return match[1];
}

/**
 * Moves the subject's refresh-token rotations back past the successor grace, as if the client came
 * back later (so a test need not wait 30 s).
 */
export async function afterTheGrace(server: TestServer, subject: string): Promise<void> {
  await server.database.db
    .update(refreshTokens)
    .set({ usadoEm: sql`${refreshTokens.usadoEm} - interval '31 seconds'` })
    .where(and(eq(refreshTokens.subject, subject), isNotNull(refreshTokens.usadoEm)));
}
