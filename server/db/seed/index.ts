import crypto from 'node:crypto';
import { count } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import type { Db } from '../client';
import { users } from '../schema';
import { seedCourts } from './courts';
import { seedDemo } from './demo';
import type { DemoAgroFiles } from './demo-agro';
import { seedModalities } from './modalities';
import { seedMunicipalities } from './municipalities';
import { seedReference } from './reference';
import { seedPessoas } from '../../pessoas/seed';

export interface SeedResult {
  /** Set only when the first administrator was created now. */
  admin?: { email: string; password: string; generated: boolean };
  /** Demo users created now (they share the administrator's password). */
  demoUsers?: string[];
}

/**
 * Reference data on every start (idempotent); the first administrator and the demo data only on an
 * empty database.
 */
export async function seed(
  db: Db,
  options: {
    adminEmail: string;
    adminPassword?: string | undefined;
    demoData: boolean;
    /** The demo agro quotations' files (server/domains/agro-quotations: demoAgroFiles). */
    agroFiles?: DemoAgroFiles | undefined;
  },
): Promise<SeedResult> {
  const { adminProfileId } = await seedReference(db);
  await seedCourts(db, { demoUnits: options.demoData });
  // After the first administrator exists, so it gets its quote permissions on the very first start.
  const result = await firstAdministrator(db, options, adminProfileId);
  await seedModalities(db);
  // The personal-data API's CNAE and bank lists (the group forms' CNAE picker reads them too).
  await seedPessoas(db);
  // The IBGE municipalities of the agro quotations' property.
  await seedMunicipalities(db);
  // Demo data last: its quotations need the modalities and sub-modalities seeded above.
  if (result.admin && options.demoData) {
    result.demoUsers = (
      await seedDemo(db, { password: result.admin.password, agroFiles: options.agroFiles })
    ).emails;
  }
  return result;
}

async function firstAdministrator(
  db: Db,
  options: { adminEmail: string; adminPassword?: string | undefined; demoData: boolean },
  adminProfileId: string,
): Promise<SeedResult> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return {};
  const generated = !options.adminPassword;
  const password = options.adminPassword ?? `${crypto.randomBytes(9).toString('base64url')}9a`;
  await db.insert(users).values({
    nome: 'Administrador',
    apelido: 'ADMIN',
    email: options.adminEmail.toLowerCase(),
    senhaHash: await hashPassword(password),
    perfilId: adminProfileId,
    areaId: 'geral',
    estruturaId: 'funcionario',
    termosAceitosEm: null,
  });
  return { admin: { email: options.adminEmail, password, generated } };
}
