import path from 'node:path';

/** Runtime settings, all from the environment (ARCHITECTURE.md §5). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  demoData: boolean;
  smtpUrl: string | undefined;
  publicUrl: string;
  pessoasUpstreamUrl: string | undefined;
  /** The personal-data API's upstream time-out (default PESSOAS_UPSTREAM_TIMEOUT_MS, 5 s); tests shorten it. */
  pessoasUpstreamTimeoutMs?: number;
  /**
   * Login, guest-token and recovery attempts allowed per window, per IP and user (per IP alone, for
   * logins: ten times as many).
   */
  loginRateLimit: { max: number; windowMs: number };
  /**
   * Per account, from whatever address: after `freeFailures` consecutive failed logins each further
   * attempt waits `baseDelayMs`, doubled at each failure, up to `maxDelayMs`; a successful login
   * starts over (see server/domains/auth/rate-limit.ts).
   */
  accountLockout: { freeFailures: number; baseDelayMs: number; maxDelayMs: number };
  /** What sessions without a login may do (server/lib/guest-limits.ts; docs/agro-quotations.md). */
  guestLimits: GuestLimits;
  /**
   * Fastify's `trustProxy`: false (the socket address is the client), the proxies' addresses or
   * CIDRs, or, for a hop count, a function trusting that many hops. Never `true`, which would let
   * any client choose its address with X-Forwarded-For and escape the per-IP limits.
   */
  trustProxy: TrustProxy;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
}

export interface GuestLimits {
  /** The window of the counters below. */
  windowMs: number;
  /** Agro quotations one guest (device key) may create per window. */
  quotationsPerGuest: number;
  /** Agro quotations all guests of one address may create per window, whatever their device keys. */
  quotationsPerAddress: number;
  /** Bytes all guests of one address may upload per window. */
  uploadBytesPerAddress: number;
  /** Bytes all guests together may upload per window. */
  uploadBytesTotal: number;
  /** Bytes all guests' files may take together (GUEST_STORAGE_MAX_MB); a warning is logged at 80%. */
  storageMaxBytes: number;
}

const MB = 1024 * 1024;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'off', 'no', 'nao', 'não'].includes(value.toLowerCase());
}

/** A positive number from the environment, or the default when unset; anything else stops the start. */
function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} deve ser um número maior que zero.`);
  return n;
}

export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY: empty (default) trusts no forwarded header; a comma-separated list of addresses or
 * CIDRs of the proxies (`10.0.0.0/8,127.0.0.1`) trusts X-Forwarded-For only when the request came
 * through them; a whole number N trusts the last N hops whoever sent them (Fastify itself refuses a
 * plain number, since it cannot check the peer: use it only when nothing reaches the server
 * except through those proxies).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || ['0', 'false', 'off', 'no', 'nao', 'não'].includes(text.toLowerCase())) return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  if (['true', 'on', 'yes', 'sim'].includes(text.toLowerCase()))
    throw new Error(
      'TRUST_PROXY não aceita "true": informe os endereços/CIDRs dos proxies ou o número de saltos.',
    );
  const list = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return list.length ? list : false;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    adminEmail: (env.ADMIN_EMAIL ?? 'admin@corretora.local').toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    demoData: flag(env.DEMO_DATA, databaseUrl === undefined),
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    pessoasUpstreamUrl: env.PESSOAS_UPSTREAM_URL || undefined,
    loginRateLimit: { max: Number(env.LOGIN_RATE_LIMIT_MAX ?? 10), windowMs: 60_000 },
    accountLockout: { freeFailures: 5, baseDelayMs: 1000, maxDelayMs: 15 * 60_000 },
    guestLimits: {
      windowMs: 60 * 60_000,
      quotationsPerGuest: 20,
      quotationsPerAddress: 60,
      uploadBytesPerAddress: 200 * MB,
      uploadBytesTotal: 2048 * MB,
      storageMaxBytes: positive(env.GUEST_STORAGE_MAX_MB, 10_240, 'GUEST_STORAGE_MAX_MB') * MB,
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlDays: 30,
  };
}
