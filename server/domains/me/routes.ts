import type { FastifyInstance } from 'fastify';
import { changePasswordBody, updateMeBody } from '../../../src/contract/auth';
import { parse } from '../../errors';
import { actorOf } from '../../lib/audit';
import { sendRecord } from '../../lib/etag';
import { principalOf } from '../../plugins/auth';
import { rateLimiter } from '../auth/rate-limit';
import { acceptTerms, changePassword, getMe, myPermissions, updateMe } from './service';

/** The own account (/meu-perfil, /termo). Any logged-in user; guests get 403 from the access check. */
export async function meRoutes(app: FastifyInstance): Promise<void> {
  const access = { user: true } as const;
  // Guessing the current password with a stolen access token costs as much as guessing a login.
  const passwordTries = rateLimiter(app, {
    name: 'alterar-senha',
    ...app.config.loginRateLimit,
    key: (req) => principalOf(req).sub,
  });

  // The account is an editable record: its ETag lets an edit queued offline send If-Match.
  app.get('/v1/me', { config: { access } }, async (req, reply) =>
    sendRecord(reply, await getMe(app.db, principalOf(req).sub)),
  );

  app.put('/v1/me', { config: { access } }, async (req, reply) => {
    const body = parse(updateMeBody, req.body);
    return sendRecord(reply, await updateMe(app.db, actorOf(req), body, req.headers['if-match']));
  });

  const passwordFields = { omitFields: ['senha_atual', 'nova_senha'] } as const;
  app.put('/v1/me/alterar-senha', { config: { access, idempotency: passwordFields } }, async (req) => {
    const body = parse(changePasswordBody, req.body);
    await passwordTries(req);
    const userId = principalOf(req).sub;
    const answer = await changePassword(app.db, userId, body);
    app.tokenVersions.forget(userId);
    return answer;
  });

  app.put('/v1/me/aceitar-termos', { config: { access } }, async (req, reply) =>
    sendRecord(reply, await acceptTerms(app.db, principalOf(req).sub)),
  );

  app.get('/v1/me/acoes', { config: { access } }, async (req) => myPermissions(app.db, principalOf(req).sub));
}
