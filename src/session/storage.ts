import { createStore, del, get, set } from 'idb-keyval';
import type { UserInfo } from '../contract/auth';
import type { AreaId, StructureId } from '../contract/permissions';
import type { Sealed } from './crypto';
import { generateSessionKey, seal, unseal } from './crypto';
import type { Grants } from './grants';

/**
 * The session as kept in IndexedDB (database `portal-sessao`, readable by the service worker too).
 * Tokens, user key and type stay readable; nickname, e-mail and photo url are sealed (SPEC.md §9).
 */
interface StoredSession {
  version: 1;
  accessToken: string;
  refreshToken: string;
  userKey: string;
  type: UserInfo['type'];
  isGuest: boolean;
  area: AreaId;
  structure: StructureId | null;
  termsPending: boolean;
  personal: Sealed;
  grants: Grants | null;
}

interface PersonalData {
  nickname: string;
  email: string;
  photoUrl: string | null;
}

export interface SessionSnapshot {
  accessToken: string;
  refreshToken: string;
  user: UserInfo;
  grants: Grants | null;
}

/** Where the session lives: the service worker reads the same database. */
export const SESSION_DB = {
  database: 'portal-sessao',
  store: 'sessao',
  record: 'sessao',
  key: 'chave',
} as const;

const store = createStore(SESSION_DB.database, SESSION_DB.store);
const SESSION = SESSION_DB.record;
const KEY = SESSION_DB.key;

let keyPromise: Promise<CryptoKey> | null = null;

function sessionKey(): Promise<CryptoKey> {
  keyPromise ??= (async () => {
    const existing = await get<CryptoKey>(KEY, store);
    if (existing) return existing;
    const created = await generateSessionKey();
    await set(KEY, created, store);
    return created;
  })().catch((error: unknown) => {
    keyPromise = null;
    throw error;
  });
  return keyPromise;
}

export async function writeSession(snapshot: SessionSnapshot): Promise<void> {
  const { user } = snapshot;
  const personal: PersonalData = {
    nickname: user.nickname,
    email: user.email,
    photoUrl: user.avatar?.url ?? null,
  };
  const record: StoredSession = {
    version: 1,
    accessToken: snapshot.accessToken,
    refreshToken: snapshot.refreshToken,
    userKey: user.id,
    type: user.type,
    isGuest: user.is_guest,
    area: user.area_usuario.id,
    structure: user.estrutura?.id ?? null,
    termsPending: user.termos_pendentes,
    personal: await seal(await sessionKey(), personal),
    grants: snapshot.grants,
  };
  await set(SESSION, record, store);
}

/** The stored session, or null when there is none or it cannot be decrypted any more. */
export async function readSession(): Promise<SessionSnapshot | null> {
  const record = await get<StoredSession>(SESSION, store);
  if (record?.version !== 1) return null;
  let personal: PersonalData;
  try {
    personal = (await unseal(await sessionKey(), record.personal)) as PersonalData;
  } catch {
    // The key was lost or replaced (e.g. site data partly cleared): the session cannot be trusted.
    await del(SESSION, store);
    return null;
  }
  return {
    accessToken: record.accessToken,
    refreshToken: record.refreshToken,
    grants: record.grants,
    user: {
      id: record.userKey,
      type: record.type,
      is_guest: record.isGuest,
      area_usuario: { id: record.area },
      estrutura: record.structure ? { id: record.structure } : null,
      termos_pendentes: record.termsPending,
      nickname: personal.nickname,
      email: personal.email,
      avatar: personal.photoUrl ? { url: personal.photoUrl } : null,
    },
  };
}

/** Only the tokens, without decrypting anything (another tab may have rotated them). */
export async function readStoredTokens(): Promise<{ accessToken: string; refreshToken: string } | null> {
  const record = await get<StoredSession>(SESSION, store);
  return record?.version === 1
    ? { accessToken: record.accessToken, refreshToken: record.refreshToken }
    : null;
}

export async function deleteSession(): Promise<void> {
  await del(SESSION, store);
}
