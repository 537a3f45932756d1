import { createStore, get, set } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TokenResponse } from '../contract/auth';
import { SESSION_DB } from './storage';
import { hydrateSession, isLoggedIn, setGrants, signIn, signOut, updateUser, useSession } from './store';

const idb = createStore(SESSION_DB.database, SESSION_DB.store);

const login: TokenResponse = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  token_type: 'Bearer',
  expires_in: 900,
  user_info: {
    id: '6f1c1d2e-0000-4000-8000-000000000001',
    nickname: 'MARIA',
    email: 'maria.souza@corretora.com.br',
    avatar: { url: '/arquivos/avatar-maria.png' },
    area_usuario: { id: 'agronegocio' },
    is_guest: false,
    estrutura: { id: 'funcionario' },
    type: 'usuario',
    termos_pendentes: true,
  },
};

/** A new page load: memory is empty, only IndexedDB remains. */
async function reload() {
  useSession.setState({ accessToken: null, refreshToken: null, user: null, grants: null, hydrated: false });
  await hydrateSession();
}

beforeEach(async () => {
  await signOut();
});

describe('session storage', () => {
  it('survives a reload with the same tokens, user and grants', async () => {
    await signIn(login);
    await setGrants({ modules: ['cadastro'], actions: ['visualizar_tribunal'] });
    await reload();
    const state = useSession.getState();
    expect(state.hydrated).toBe(true);
    expect(state.accessToken).toBe('access-1');
    expect(state.refreshToken).toBe('refresh-1');
    expect(state.user).toEqual(login.user_info);
    expect(state.grants).toEqual({ modules: ['cadastro'], actions: ['visualizar_tribunal'] });
  });

  it('never writes nickname, e-mail or photo in clear text', async () => {
    await signIn(login);
    const raw = await get<Record<string, unknown>>(SESSION_DB.record, idb);
    expect(raw).toBeDefined();
    const personal = raw!.personal as { iv: Uint8Array; data: ArrayBuffer };
    const cipherText = new TextDecoder().decode(personal.data);
    const readable = JSON.stringify(raw) + cipherText;
    expect(readable).not.toContain('MARIA');
    expect(readable).not.toContain('maria.souza');
    expect(readable).not.toContain('avatar-maria');
    expect(raw!.accessToken).toBe('access-1');
    expect(raw!.userKey).toBe(login.user_info.id);
    expect(raw!.type).toBe('usuario');
  });

  it('keeps the encryption key non-extractable in IndexedDB', async () => {
    await signIn(login);
    const key = await get<CryptoKey>(SESSION_DB.key, idb);
    expect(key?.extractable).toBe(false);
    expect(key?.algorithm.name).toBe('AES-GCM');
  });

  it('drops a session sealed with another key instead of trusting it', async () => {
    await signIn(login);
    const record = await get<Record<string, unknown>>(SESSION_DB.record, idb);
    // A record sealed with a key this browser does not hold (lost key, copied database).
    const foreign = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt']);
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const data = await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv },
      foreign,
      new TextEncoder().encode('{}'),
    );
    await set(SESSION_DB.record, { ...record, personal: { iv, data } }, idb);
    await reload();
    expect(useSession.getState().accessToken).toBeNull();
    expect(await get(SESSION_DB.record, idb)).toBeUndefined();
  });

  it('keeps profile changes across a reload', async () => {
    await signIn(login);
    await updateUser({ nickname: 'MARIA S', termos_pendentes: false });
    await reload();
    expect(useSession.getState().user).toMatchObject({ nickname: 'MARIA S', termos_pendentes: false });
  });

  it('forgets tokens and user on logout', async () => {
    await signIn(login);
    await signOut();
    expect(useSession.getState()).toMatchObject({
      accessToken: null,
      refreshToken: null,
      user: null,
      grants: null,
    });
    await reload();
    expect(useSession.getState().accessToken).toBeNull();
    expect(await get(SESSION_DB.record, idb)).toBeUndefined();
  });

  it('gives guests no grants to load', async () => {
    await signIn({ ...login, user_info: { ...login.user_info, is_guest: true, type: 'convidado' } });
    expect(useSession.getState().grants).toEqual({ modules: [], actions: [] });
  });

  it('does not count a guest token kept on the device as a login to the staff portal', async () => {
    expect(isLoggedIn()).toBe(false);
    await signIn({ ...login, user_info: { ...login.user_info, is_guest: true, type: 'convidado' } });
    await reload();
    expect(useSession.getState().accessToken).not.toBeNull();
    expect(isLoggedIn()).toBe(false);
    await signIn(login);
    expect(isLoggedIn()).toBe(true);
  });
});
