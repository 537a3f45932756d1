import fs from 'node:fs';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { municipalities } from '../schema';

/**
 * The IBGE municipalities (code, name, UF, coordinates), on every start (idempotent): loaded from
 * server/db/seed/data/municipios.csv when the table holds fewer rows than the file (a new database, or
 * a newer list shipped); existing rows are updated, rows no longer shipped are kept (a quotation may
 * name a municipality merged since). Source and licence in docs/agro-quotations.md.
 */
const CHUNK = 500;

type Municipality = typeof municipalities.$inferInsert;

export function municipalityRows(): Municipality[] {
  const file = new URL('./data/municipios.csv', import.meta.url);
  const [, ...lines] = fs.readFileSync(file, 'utf8').trim().split('\n');
  return lines.map((line) => {
    const [codigoIbge = '', nome = '', uf = '', latitude = '', longitude = ''] = line.split(';');
    return { codigoIbge, nome, uf, latitude: Number(latitude), longitude: Number(longitude) };
  });
}

export async function seedMunicipalities(db: Db): Promise<void> {
  const rows = municipalityRows();
  const [stored] = await db.select({ n: count() }).from(municipalities);
  if ((stored?.n ?? 0) >= rows.length) return;
  for (let i = 0; i < rows.length; i += CHUNK)
    await db
      .insert(municipalities)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({
        target: municipalities.codigoIbge,
        set: {
          nome: sql`excluded.nome`,
          uf: sql`excluded.uf`,
          latitude: sql`excluded.latitude`,
          longitude: sql`excluded.longitude`,
        },
      });
}
