import crypto from 'node:crypto';
import { asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { ActionId, AreaId, ModuleId, StructureId } from '../../../src/contract/permissions';
import { hashPassword } from '../../lib/passwords';
import type { Db } from '../client';
import { accessProfiles, profileActions, profileModules, users } from '../schema';
import { grantAgroPermissions, seedDemoAgro } from './demo-agro';
import type { DemoAgroFiles } from './demo-agro';
import { seedDemoCreditLimits } from './demo-credit-limits';
import { seedDemoInvoices } from './demo-invoices';
import { seedDemoPolicies } from './demo-policies';
import { seedDemoQuotations } from './demo-quotations';
import { seedDemoGroups } from './demo-groups';

interface DemoProfile {
  nome: string;
  modules: ModuleId[];
  actions: ActionId[];
}

interface DemoUser {
  nome: string;
  apelido: string;
  email: string;
  area: AreaId;
  estrutura: StructureId;
  profile: string;
}

/** Demo profiles: a read-only back-office profile and a field agent of agribusiness. */
const PROFILES: DemoProfile[] = [
  {
    nome: 'Consulta',
    modules: ['cadastro', 'cotacao', 'apolice'],
    actions: [
      'visualizar_grupo_economico',
      'visualizar_seguradora',
      'visualizar_modalidade',
      'visualizar_tribunal',
      'visualizar_motivo_cancelamento',
      'visualizar_escritorio',
      'detalhe_apolice',
    ],
  },
  {
    nome: 'Agente de campo (agro)',
    modules: ['cotacao', 'apolice', 'carteira'],
    actions: ['detalhe_apolice', 'criar_cotacao'],
  },
];

const USERS: DemoUser[] = [
  {
    nome: 'Carla Consulta',
    apelido: 'CARLA',
    email: 'consulta@corretora.local',
    area: 'garantia',
    estrutura: 'funcionario',
    profile: 'Consulta',
  },
  {
    nome: 'Antônio do Campo',
    apelido: 'ANTONIO',
    email: 'agro@corretora.local',
    area: 'agronegocio',
    estrutura: 'funcionario',
    profile: 'Agente de campo (agro)',
  },
];

/**
 * Demo users, all with one password; only on an empty database, when demo data is on. `agroFiles` makes
 * the demo agro quotations' card PDFs and signed copies (see DemoAgroFiles).
 */
export async function seedDemo(
  db: Db,
  options: { password: string; agroFiles?: DemoAgroFiles | undefined },
): Promise<{ emails: string[] }> {
  const profileIds = new Map<string, string>();
  for (const p of PROFILES) {
    let [row] = await db.select().from(accessProfiles).where(eq(accessProfiles.nome, p.nome));
    row ??= (
      await db.insert(accessProfiles).values({ id: crypto.randomUUID(), nome: p.nome }).returning()
    )[0];
    if (!row) throw new Error(`perfil ${p.nome} não criado`);
    profileIds.set(p.nome, row.id);
    const perfilId = row.id;
    if (p.modules.length)
      await db
        .insert(profileModules)
        .values(p.modules.map((moduloId) => ({ perfilId, moduloId })))
        .onConflictDoNothing();
    if (p.actions.length)
      await db
        .insert(profileActions)
        .values(p.actions.map((acaoId) => ({ perfilId, acaoId })))
        .onConflictDoNothing();
  }
  const senhaHash = await hashPassword(options.password);
  for (const u of USERS) {
    await db
      .insert(users)
      .values({
        nome: u.nome,
        apelido: u.apelido,
        email: u.email,
        senhaHash,
        perfilId: profileIds.get(u.profile),
        areaId: u.area,
        estruturaId: u.estrutura,
        termosAceitosEm: new Date(),
      })
      .onConflictDoNothing();
  }
  // The economic groups go to the wallets of the administrator, Carla and Antônio.
  const emails = USERS.map((u) => u.email);
  const demo = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const [first] = await db
    .select({ id: users.id })
    .from(users)
    .where(notInArray(users.email, emails))
    .orderBy(asc(users.criadoEm))
    .limit(1);
  const owners = [first?.id, ...emails.map((e) => demo.find((d) => d.email === e)?.id)];
  await seedDemoGroups(
    db,
    owners.filter((id): id is string => id !== undefined),
  );
  await seedDemoCreditLimits(db);
  await seedDemoQuotations(db, first?.id ?? null);
  await seedDemoPolicies(db, first?.id ?? null);
  await seedDemoInvoices(db, first?.id ?? null);
  // The field agent quotes agro: its agro quote permissions and the demo agro quotations.
  const agent = demo.find((d) => d.email === 'agro@corretora.local')?.id ?? null;
  if (agent) await grantAgroPermissions(db, agent);
  await seedDemoAgro(db, agent, options.agroFiles);
  return { emails };
}
