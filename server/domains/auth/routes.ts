import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  AREA_HEADER,
  PASSWORD_MESSAGES,
  forgotPasswordBody,
  guestTokenBody,
  resetPasswordBody,
  tokenHeaders,
  tokenRequestBody,
} from '../../../src/contract/auth';
import type { MessageResponse, TokenResponse } from '../../../src/contract/auth';
import { authAccess, authApi } from '../../../src/contract/manifests/auth';
import { rateLimiter } from '../../lib/rate-limit';
import { typed } from '../../lib/route-schema';
import { accountGate, bodyField } from './rate-limit';
import {
  guestLogin,
  isAreaRefusal,
  loginWithPassword,
  refreshSession,
  requestPasswordReset,
  resetPassword,
} from './service';
import type { RequestedArea } from './sessions';
import { messageResponse, tokenResponse } from '../../../src/contract/account';

/** One IP may try this many times more logins than one IP+user pair (offices share an address). */
const PER_IP_FACTOR = 10;

/** Token answers must never be cached (RFC 6749 §5.1). */
function sendTokens(reply: FastifyReply, tokens: TokenResponse): FastifyReply {
  return reply.headers({ 'cache-control': 'no-store', pragma: 'no-cache' }).send(tokens);
}

/** The token call takes the OAuth form body; JSON is accepted too. */
const FORM_OR_JSON = ['application/x-www-form-urlencoded', 'application/json'];

/** /connect/* (OAuth-style token calls) and the two public password-recovery calls. */
export async function authRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const access = authAccess.public;
  const limited = { rateLimited: true } as const;
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

  // X-Area (validated by tokenHeaders) names the area the session works in: honoured when the user's
  // area allows it (a login of another area is a 403), and for guests (docs/agro-quotations.md).
  const areaOf = (req: FastifyRequest) => req.headers[AREA_HEADER] as RequestedArea | undefined;
  app.post(
    authApi.token,
    {
      config: { access, openapi: limited },
      schema: {
        summary: 'Login (grant_type=password) ou renovação da sessão (grant_type=refresh_token)',
        consumes: FORM_OR_JSON,
        headers: tokenHeaders,
        body: tokenRequestBody,
        response: { 200: tokenResponse },
      },
    },
    async (req, reply) => {
      const body = req.body;
      if (body.grant_type === 'refresh_token')
        return sendTokens(reply, await refreshSession(app, body.refresh_token, areaOf(req)));
      await loginPerIp(req);
      await loginPerUser(req);
      await loginPerAccount.attempt(body.username);
      const tokens = await loginWithPassword(app, body.username, body.password, areaOf(req)).catch(
        async (err: unknown) => {
          // The password was right: the account's failure count starts over as for any good login.
          if (isAreaRefusal(err)) await loginPerAccount.succeeded(body.username);
          throw err;
        },
      );
      await loginPerAccount.succeeded(body.username);
      return sendTokens(reply, tokens);
    },
  );

  app.post(
    authApi.guestToken,
    {
      config: { access, openapi: limited },
      schema: {
        summary: 'Sessão de convidado (cotação agro sem cadastro)',
        consumes: FORM_OR_JSON,
        headers: tokenHeaders,
        body: guestTokenBody,
        response: { 200: tokenResponse },
      },
    },
    async (req, reply) => {
      await guestPerIp(req);
      return sendTokens(reply, await guestLogin(app, areaOf(req), req.body?.dispositivo));
    },
  );

  app.put(
    authApi.forgotPassword,
    {
      config: { access, openapi: limited },
      schema: {
        summary: 'Pede o e-mail de recuperação de senha',
        body: forgotPasswordBody,
        response: { 200: messageResponse },
      },
    },
    async (req) => {
      await forgotPerIp(req);
      await forgotPerEmail(req);
      await requestPasswordReset(app, req.body.email);
      return { mensagem: PASSWORD_MESSAGES.forgotSent } satisfies MessageResponse;
    },
  );

  app.put(
    authApi.resetPassword,
    {
      config: { access },
      schema: {
        summary: 'Define a nova senha com o token do e-mail de recuperação',
        body: resetPasswordBody,
        response: { 200: messageResponse },
      },
    },
    async (req) => {
      app.tokenVersions.forget(await resetPassword(app, req.body.token, req.body.senha));
      return { mensagem: PASSWORD_MESSAGES.resetDone } satisfies MessageResponse;
    },
  );
}
