import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  AREA_HEADER,
  PASSWORD_MESSAGES,
  TOKEN_AREAS,
  forgotPasswordBody,
  guestTokenBody,
  resetPasswordBody,
  tokenRequestBody,
} from '../../../src/contract/auth';
import type { MessageResponse, TokenResponse } from '../../../src/contract/auth';
import { parse } from '../../errors';
import { accountGate, bodyField, rateLimiter } from './rate-limit';
import {
  guestLogin,
  loginWithPassword,
  refreshSession,
  requestPasswordReset,
  resetPassword,
} from './service';

/** One IP may try this many times more logins than one IP+user pair (offices share an address). */
const PER_IP_FACTOR = 10;

const areaHeader = v.object({
  [AREA_HEADER]: v.optional(
    v.picklist(TOKEN_AREAS, 'Área inválida no cabeçalho X-Area: use garantia ou agronegocio.'),
  ),
});

/** Token answers must never be cached (RFC 6749 §5.1). */
function sendTokens(reply: FastifyReply, tokens: TokenResponse): FastifyReply {
  return reply.headers({ 'cache-control': 'no-store', pragma: 'no-cache' }).send(tokens);
}

// X-Area is only validated for now: the area a session works in comes from the user's record.
const checkAreaHeader = (req: FastifyRequest) =>
  parse(areaHeader, { [AREA_HEADER]: req.headers[AREA_HEADER] });

/** /connect/* (OAuth-style token calls) and the two public password-recovery calls. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { max, windowMs } = app.config.loginRateLimit;
  const loginPerUser = rateLimiter(app, {
    name: 'login-ip-conta',
    max,
    windowMs,
    key: (req) => `${req.ip}|${bodyField(req, 'username')}`,
  });
  const loginPerIp = rateLimiter(app, { name: 'login-ip', max: max * PER_IP_FACTOR, windowMs });
  // Whatever the address: many addresses guessing one account only slow it down (rate-limit.ts).
  const loginPerAccount = accountGate(app, app.config.accountLockout);
  const guestPerIp = rateLimiter(app, { name: 'convidado-ip', max, windowMs });
  const forgotPerIp = rateLimiter(app, { name: 'esqueci-ip', max, windowMs });
  // Caps the mails one address can receive, whoever asks.
  const forgotPerEmail = rateLimiter(app, {
    name: 'esqueci-email',
    max,
    windowMs,
    key: (req) => bodyField(req, 'email'),
  });

  app.post('/connect/token', { config: { access: { public: true } } }, async (req, reply) => {
    checkAreaHeader(req);
    const body = parse(tokenRequestBody, req.body);
    if (body.grant_type === 'refresh_token')
      return sendTokens(reply, await refreshSession(app, body.refresh_token));
    await loginPerIp(req);
    await loginPerUser(req);
    await loginPerAccount.attempt(body.username);
    const tokens = await loginWithPassword(app, body.username, body.password);
    await loginPerAccount.succeeded(body.username);
    return sendTokens(reply, tokens);
  });

  app.post('/connect/guestToken', { config: { access: { public: true } } }, async (req, reply) => {
    checkAreaHeader(req);
    parse(guestTokenBody, req.body);
    await guestPerIp(req);
    return sendTokens(reply, await guestLogin(app));
  });

  app.put('/v1/usuarios/esqueci-senha', { config: { access: { public: true } } }, async (req) => {
    const body = parse(forgotPasswordBody, req.body);
    await forgotPerIp(req);
    await forgotPerEmail(req);
    await requestPasswordReset(app, body.email);
    return { mensagem: PASSWORD_MESSAGES.forgotSent } satisfies MessageResponse;
  });

  app.put('/v1/usuarios/recuperar-senha', { config: { access: { public: true } } }, async (req) => {
    const body = parse(resetPasswordBody, req.body);
    app.tokenVersions.forget(await resetPassword(app, body.token, body.senha));
    return { mensagem: PASSWORD_MESSAGES.resetDone } satisfies MessageResponse;
  });
}
