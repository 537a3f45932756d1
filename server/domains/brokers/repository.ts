import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brokers } from '../../db/schema';
import { folded, listPage, matches, ordered } from '../../lib/listing';
import type { PageOf } from '../../lib/listing';

export type BrokerRow = typeof brokers.$inferSelect;
export type BrokerValues = Omit<typeof brokers.$inferInsert, 'criadoEm' | 'atualizadoEm'>;

export interface BrokerListOptions {
  page: number;
  pageSize: number;
  sort: 'razao_social' | 'cnpj' | undefined;
  direction: 'asc' | 'desc';
  text: string | undefined;
  ativo: boolean | undefined;
}

const searchable = (text: string) => matches(text, [brokers.razaoSocial, brokers.nomeFantasia], brokers.cnpj);

export async function listBrokers(db: Db, o: BrokerListOptions): Promise<PageOf<BrokerRow>> {
  const where = and(
    o.ativo === undefined ? undefined : eq(brokers.ativo, o.ativo),
    o.text ? searchable(o.text) : undefined,
  );
  const primary = o.sort === 'cnpj' ? brokers.cnpj : folded(brokers.razaoSocial);
  return listPage(
    db,
    {
      table: brokers,
      key: brokers.id,
      where,
      orderBy: [ordered(primary, o.direction), ordered(brokers.id, o.direction)],
      select: (filter) => db.select().from(brokers).where(filter).$dynamic(),
    },
    o.page,
    o.pageSize,
  );
}

export async function findBroker(db: Db, id: string, forUpdate = false): Promise<BrokerRow | undefined> {
  const query = db.select().from(brokers).where(eq(brokers.id, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function findBrokerByCnpj(db: Db, cnpj: string): Promise<BrokerRow | undefined> {
  const [row] = await db.select().from(brokers).where(eq(brokers.cnpj, cnpj));
  return row;
}

export async function insertBroker(db: Db, values: BrokerValues): Promise<BrokerRow> {
  const [row] = await db.insert(brokers).values(values).returning();
  if (!row) throw new Error('insert de corretora sem retorno');
  return row;
}

export async function updateBroker(db: Db, id: string, values: BrokerValues): Promise<BrokerRow | undefined> {
  const [row] = await db
    .update(brokers)
    .set({ ...values, atualizadoEm: sql`now()` })
    .where(eq(brokers.id, id))
    .returning();
  return row;
}

export async function suggestBrokers(db: Db, text: string | undefined): Promise<BrokerRow[]> {
  return db
    .select()
    .from(brokers)
    .where(and(eq(brokers.ativo, true), text ? searchable(text) : undefined))
    .orderBy(asc(folded(brokers.razaoSocial)))
    .limit(200);
}
