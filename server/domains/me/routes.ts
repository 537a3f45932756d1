import type { FastifyInstance } from 'fastify';
import { changePasswordBody, updateMeBody } from '../../../src/contract/auth';
import { accountAccess, accountApi } from '../../../src/contract/manifests/account';
import { actorOf } from '../../lib/audit';
import { sendRecord } from '../../lib/etag';
import { rateLimiter } from '../../lib/rate-limit';
import { typed } from '../../lib/route-schema';
import { principalOf } from '../../plugins/auth';
import { acceptTerms, changePassword, getMe, myPermissions, updateMe } from './service';
import { meRecord, messageResponse, permissionsRecord } from '../../../src/contract/account';

/** The own account (/meu-perfil, /termo). Any logged-in user; guests get 403 from the access check. */
export async function meRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const access = accountAccess.own;
  // Guessing the current password with a stolen access token costs as much as guessing a login.
  const passwordTries = rateLimiter(app, {
    name: 'alterar-senha',
    ...app.config.loginRateLimit,
    key: (req) => principalOf(req).sub,
  });

  // The account is an editable record: its ETag lets an edit queued offline send If-Match.
  app.get(
    accountApi.me,
    {
      config: { access, openapi: { etag: true } },
      schema: { summary: 'Lê a própria conta', response: { 200: meRecord } },
    },
    async (req, reply) => sendRecord(reply, await getMe(app.db, principalOf(req).sub)),
  );

  app.put(
    accountApi.me,
    {
      config: { access, openapi: { etag: true, ifMatch: true } },
      schema: {
        summary: 'Edita a própria conta (nome, apelido, telefone, foto)',
        body: updateMeBody,
        response: { 200: meRecord },
      },
    },
    async (req, reply) =>
      sendRecord(reply, await updateMe(app.db, actorOf(req), req.body, req.headers['if-match'])),
  );

  const passwordFields = { omitFields: ['senha_atual', 'nova_senha'] } as const;
  app.put(
    accountApi.changePassword,
    {
      config: { access, idempotency: passwordFields, openapi: { rateLimited: true } },
      schema: {
        summary: 'Troca a própria senha (encerra as outras sessões)',
        body: changePasswordBody,
        response: { 200: messageResponse },
      },
    },
    async (req) => {
      await passwordTries(req);
      const principal = principalOf(req);
      const userId = principal.sub;
      const answer = await changePassword(app.db, userId, principal.family, req.body);
      app.tokenVersions.forget(userId);
      return answer;
    },
  );

  app.put(
    accountApi.acceptTerms,
    {
      config: { access, openapi: { etag: true } },
      schema: { summary: 'Aceita os termos de uso', response: { 200: meRecord } },
    },
    async (req, reply) => sendRecord(reply, await acceptTerms(app.db, principalOf(req).sub)),
  );

  app.get(
    accountApi.permissions,
    {
      config: { access },
      schema: { summary: 'Módulos e ações do próprio perfil', response: { 200: permissionsRecord } },
    },
    async (req) => myPermissions(app.db, principalOf(req).sub),
  );
}
