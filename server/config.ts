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
  /** Login and guest-token attempts allowed per window, per IP and user. */
  loginRateLimit: { max: number; windowMs: number };
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'off', 'no', 'nao', 'não'].includes(value.toLowerCase());
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
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlDays: 30,
  };
}
