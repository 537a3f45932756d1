import fs from 'node:fs';
import { createRequire } from 'node:module';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pessoasBanks, pessoasCnaes } from '../db/schema';

/**
 * The personal-data API's reference data, on every start (idempotent): the IBGE CNAE subclasses
 * (server/pessoas/data/cnae-subclasses.json) and the Brazilian bank list (npm `bancos-brasileiros`).
 * Sources in docs/reference-data.md. A table whose row count or version differs from the shipped
 * list is upserted whole; rows no longer shipped are kept (a group may name an old CNAE).
 */
const require = createRequire(import.meta.url);

interface BankEntry {
  COMPE: string | null;
  ISPB: string;
  ShortName: string;
  LongName: string;
}

const CHUNK = 500;

function cnaeRows(): { codigo: string; descricao: string }[] {
  const file = new URL('./data/cnae-subclasses.json', import.meta.url);
  const rows = JSON.parse(fs.readFileSync(file, 'utf8')) as [string, string][];
  return rows.map(([codigo, descricao]) => ({ codigo, descricao }));
}

function bankVersion(): number {
  const { version } = require('bancos-brasileiros/package.json') as { version: string };
  const [major = 0, minor = 0, patch = 0] = version.split('.').map(Number);
  return major * 1_000_000 + minor * 1_000 + patch;
}

function bankRows(versao: number) {
  const list = require('bancos-brasileiros/bancos.json') as BankEntry[];
  const byIspb = new Map<string, typeof pessoasBanks.$inferInsert>();
  for (const b of list) {
    const ispb = b.ISPB.replace(/\D/g, '').padStart(8, '0');
    const compe = b.COMPE && /^\d{3}$/.test(b.COMPE.trim()) ? b.COMPE.trim() : null;
    const nome = (b.ShortName || b.LongName || '').trim();
    if (!nome) continue;
    byIspb.set(ispb, { ispb, compe, nome, nomeCompleto: (b.LongName || nome).trim(), versao });
  }
  return [...byIspb.values()];
}

export async function seedPessoas(db: Db): Promise<void> {
  const cnaes = cnaeRows();
  const [cnaeCount] = await db.select({ n: count() }).from(pessoasCnaes);
  if ((cnaeCount?.n ?? 0) < cnaes.length)
    for (let i = 0; i < cnaes.length; i += CHUNK)
      await db
        .insert(pessoasCnaes)
        .values(cnaes.slice(i, i + CHUNK))
        .onConflictDoUpdate({ target: pessoasCnaes.codigo, set: { descricao: sql`excluded.descricao` } });

  const versao = bankVersion();
  const [banks] = await db
    .select({ n: count(), versao: sql<number | null>`max(${pessoasBanks.versao})`.mapWith(Number) })
    .from(pessoasBanks);
  const rows = bankRows(versao);
  if ((banks?.n ?? 0) < rows.length || (banks?.versao ?? 0) < versao)
    for (let i = 0; i < rows.length; i += CHUNK)
      await db
        .insert(pessoasBanks)
        .values(rows.slice(i, i + CHUNK))
        .onConflictDoUpdate({
          target: pessoasBanks.ispb,
          set: {
            compe: sql`excluded.compe`,
            nome: sql`excluded.nome`,
            nomeCompleto: sql`excluded.nome_completo`,
            versao: sql`excluded.versao`,
          },
        });
}
