import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { refreshTokens } from '../../server/db/schema';
import { hashOpaqueToken } from '../../server/lib/tokens';
import type { TokenResponse } from '../../src/contract/auth';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';
import { afterTheGrace, createUser, loggedIn, refresh } from './auth-helpers';

const SESSION_ENDED = { error: 'invalid_grant', error_description: 'Sessão expirada, faça login novamente.' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const rowsOf = (subject: string) =>
  server.database.db.select().from(refreshTokens).where(eq(refreshTokens.subject, subject));

describe('two refreshes with the same refresh token', () => {
  it('sent at the same time, both get the same successor and the session goes on', async () => {
    const user = await createUser(server);
    const first = await loggedIn(server.app, user.email, user.password);
    const [a, b] = await Promise.all([
      refresh(server.app, first.refresh_token),
      refresh(server.app, first.refresh_token),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const successor = a.json<TokenResponse>().refresh_token;
    expect(b.json<TokenResponse>().refresh_token).toBe(successor);
    expect(successor).not.toBe(first.refresh_token);
    for (const res of [a, b])
      expect(
        (await server.app.inject({ url: '/v1/me', headers: bearer(res.json<TokenResponse>().access_token) }))
          .statusCode,
      ).toBe(200);

    // Nothing was revoked, and the successor rotates as usual.
    expect((await rowsOf(user.id)).filter((r) => r.revogadoEm !== null)).toHaveLength(0);
    expect((await refresh(server.app, successor)).statusCode).toBe(200);
  });

  it('replayed one after the other within the grace, the second gets the same successor', async () => {
    const user = await createUser(server);
    const first = await loggedIn(server.app, user.email, user.password);
    const a = (await refresh(server.app, first.refresh_token)).json<TokenResponse>();
    const replay = await refresh(server.app, first.refresh_token);
    expect(replay.statusCode).toBe(200);
    expect(replay.json<TokenResponse>().refresh_token).toBe(a.refresh_token);
    expect(await rowsOf(user.id)).toHaveLength(2);
    expect((await refresh(server.app, a.refresh_token)).statusCode).toBe(200);
  });

  it('keeps the successor only sealed: neither the token nor its hash is readable in the row', async () => {
    const user = await createUser(server);
    const first = await loggedIn(server.app, user.email, user.password);
    const a = (await refresh(server.app, first.refresh_token)).json<TokenResponse>();
    const parent = (await rowsOf(user.id)).find((r) => r.tokenHash === hashOpaqueToken(first.refresh_token));
    expect(parent?.sucessorCifrado).toBeTruthy();
    expect(parent?.sucessorCifrado).not.toContain(a.refresh_token);
    expect(parent?.sucessorCifrado).not.toContain(hashOpaqueToken(a.refresh_token));
  });

  it('replayed after the grace, once the successor was used, still revokes the family', async () => {
    const user = await createUser(server);
    const first = await loggedIn(server.app, user.email, user.password);
    const a = (await refresh(server.app, first.refresh_token)).json<TokenResponse>();
    const b = (await refresh(server.app, a.refresh_token)).json<TokenResponse>();
    await afterTheGrace(server, user.id);
    const reuse = await refresh(server.app, first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual(SESSION_ENDED);
    expect((await refresh(server.app, b.refresh_token)).statusCode).toBe(401);
  });

  it('replayed within the grace after the successor was used, is a reuse too', async () => {
    const user = await createUser(server);
    const first = await loggedIn(server.app, user.email, user.password);
    const a = (await refresh(server.app, first.refresh_token)).json<TokenResponse>();
    const b = (await refresh(server.app, a.refresh_token)).json<TokenResponse>();
    // The client went on with a: whoever presents the first token again is not that client.
    expect((await refresh(server.app, first.refresh_token)).statusCode).toBe(401);
    expect((await refresh(server.app, b.refresh_token)).statusCode).toBe(401);
  });

  it('erases sealed successors once their grace is over', async () => {
    const user = await createUser(server);
    const first = await loggedIn(server.app, user.email, user.password);
    const a = (await refresh(server.app, first.refresh_token)).json<TokenResponse>();
    await afterTheGrace(server, user.id);
    await refresh(server.app, a.refresh_token);
    const parent = (await rowsOf(user.id)).find((r) => r.tokenHash === hashOpaqueToken(first.refresh_token));
    expect(parent?.sucessorCifrado).toBeNull();
  });
});
