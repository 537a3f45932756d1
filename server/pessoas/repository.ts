import { asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pessoasAddresses, pessoasBanks, pessoasCnaes, pessoasCompanies } from '../db/schema';
import { matches } from '../lib/listing';
import type { Bank, CepLookup, Cnae, CompanyLookup } from '../../src/contract/pessoas';
import { displayCnae } from '../../src/contract/pessoas';

/** The personal-data API's tables (server/db/schema/pessoas.ts). */

export interface StoredCompany {
  dados: CompanyLookup;
  origem: 'receita' | 'cadastro';
  consultadoEm: Date;
}

export async function findCompany(db: Db, cnpj: string): Promise<StoredCompany | undefined> {
  const [row] = await db
    .select({
      dados: pessoasCompanies.dados,
      origem: pessoasCompanies.origem,
      consultadoEm: pessoasCompanies.consultadoEm,
    })
    .from(pessoasCompanies)
    .where(eq(pessoasCompanies.cnpj, cnpj));
  return row;
}

export async function saveCompany(db: Db, company: CompanyLookup): Promise<void> {
  const values = {
    cnpj: company.cnpj,
    dados: company,
    origem: company.origem,
    consultadoEm: new Date(company.consultado_em),
  };
  await db
    .insert(pessoasCompanies)
    .values(values)
    .onConflictDoUpdate({
      target: pessoasCompanies.cnpj,
      set: { dados: values.dados, origem: values.origem, consultadoEm: values.consultadoEm },
    });
}

export async function findCep(
  db: Db,
  cep: string,
): Promise<{ dados: CepLookup; consultadoEm: Date } | undefined> {
  const [row] = await db
    .select({ dados: pessoasAddresses.dados, consultadoEm: pessoasAddresses.consultadoEm })
    .from(pessoasAddresses)
    .where(eq(pessoasAddresses.cep, cep));
  return row;
}

export async function saveCep(db: Db, address: CepLookup): Promise<void> {
  const consultadoEm = new Date();
  await db
    .insert(pessoasAddresses)
    .values({ cep: address.cep, dados: address, consultadoEm })
    .onConflictDoUpdate({ target: pessoasAddresses.cep, set: { dados: address, consultadoEm } });
}

export const SUGGEST_LIMIT = 50;

/** By description (folded contains) or by code digits (contains: '6622', '6622-3/00', '66223'). */
export async function suggestCnaes(db: Db, query: string): Promise<Cnae[]> {
  const rows = await db
    .select({ codigo: pessoasCnaes.codigo, descricao: pessoasCnaes.descricao })
    .from(pessoasCnaes)
    .where(query ? matches(query, [pessoasCnaes.descricao], pessoasCnaes.codigo) : undefined)
    .orderBy(asc(pessoasCnaes.codigo))
    .limit(SUGGEST_LIMIT);
  return rows.map((r) => ({ codigo: displayCnae(r.codigo), descricao: r.descricao }));
}

/** By name (folded contains), COMPE code or ISPB; the banks with a COMPE code first, by code. */
export async function suggestBanks(db: Db, query: string): Promise<Bank[]> {
  const digits = query.replace(/\D/g, '');
  const where = query
    ? or(
        matches(query, [pessoasBanks.nome, pessoasBanks.nomeCompleto], pessoasBanks.compe),
        digits ? sql`${pessoasBanks.ispb} like ${`${digits}%`}` : undefined,
      )
    : undefined;
  const rows = await db
    .select({
      compe: pessoasBanks.compe,
      ispb: pessoasBanks.ispb,
      nome: pessoasBanks.nome,
      nome_completo: pessoasBanks.nomeCompleto,
    })
    .from(pessoasBanks)
    .where(where)
    .orderBy(sql`${pessoasBanks.compe} asc nulls last`, asc(pessoasBanks.nome))
    .limit(SUGGEST_LIMIT);
  return rows;
}
