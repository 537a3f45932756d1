import type * as v from 'valibot';
import type {
  Company,
  CompanySuggestion,
  EconomicGroup,
  EconomicGroupRow,
  FileRef,
  addressBody,
} from '../../../src/contract/economic-groups';
import { GROUP_MESSAGES, GROUP_STATUSES } from '../../../src/contract/economic-groups';
import type { GroupStatusId } from '../../../src/contract/economic-groups';
import { fileUrl } from '../../../src/contract/files';
import type { Address, Cnae } from '../../../src/contract/pessoas';
import { displayCnae } from '../../../src/contract/pessoas';
import { PLACEHOLDER_ID } from '../../../src/contract/permissions';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../errors';
import * as repo from './repository';
import type { CompanyRow, CompanyWithGroup, GroupListRow, GroupRow } from './repository';

/* The wire shapes of groups and companies, and the checks both writes share. */

type AddressInput = v.InferOutput<typeof addressBody>;
type Columns = Pick<
  GroupRow,
  | 'cnpj'
  | 'razaoSocial'
  | 'nomeFantasia'
  | 'ativo'
  | 'cnaeCodigo'
  | 'cnaeDescricao'
  | 'cep'
  | 'logradouro'
  | 'numero'
  | 'complemento'
  | 'bairro'
  | 'cidade'
  | 'uf'
  | 'codigoIbge'
  | 'telefone'
  | 'email'
>;

const statusOf = (id: GroupStatusId) => ({
  id,
  nome: GROUP_STATUSES.find((s) => s.id === id)?.nome ?? id,
});

const addressOf = (row: Columns): Address => ({
  cep: row.cep,
  logradouro: row.logradouro,
  numero: row.numero,
  complemento: row.complemento,
  bairro: row.bairro,
  cidade: row.cidade,
  uf: row.uf,
  codigo_ibge: row.codigoIbge,
});

export const cnaeOf = (row: Pick<Columns, 'cnaeCodigo' | 'cnaeDescricao'>): Cnae | null =>
  row.cnaeCodigo ? { codigo: displayCnae(row.cnaeCodigo), descricao: row.cnaeDescricao ?? '' } : null;

/** The name a group goes by on screen: its fantasy name, or the legal one. */
export const groupName = (g: { razaoSocial: string; nomeFantasia: string | null }) =>
  g.nomeFantasia || g.razaoSocial;

const fileRef = (id: string, nome: string): FileRef => ({ id, nome, url: fileUrl(id) });

export async function toGroup(db: Db, row: GroupRow): Promise<EconomicGroup> {
  const [responsavel, escritorio, contacts, documents, total] = await Promise.all([
    repo.userName(db, row.responsavelId),
    repo.officeName(db, row.escritorioId),
    repo.groupContactsOf(db, row.id),
    repo.groupDocumentsOf(db, row.id),
    repo.countCompanies(db, row.id),
  ]);
  return {
    id: row.id,
    cnpj: row.cnpj,
    razao_social: row.razaoSocial,
    nome_fantasia: row.nomeFantasia,
    subsidiaria: isBranch(row.cnpj),
    ativo: row.ativo,
    status: statusOf(row.statusId),
    atividade_principal: cnaeOf(row),
    endereco: addressOf(row),
    telefone: row.telefone,
    email: row.email,
    responsavel,
    escritorio,
    contatos_relacionamento: contacts.map((c) => ({
      id: c.id,
      nome: c.nome,
      seguradora: { id: c.seguradoraId, nome: c.seguradora },
    })),
    balancos: documents
      .filter((d) => d.tipo === 'balanco')
      .map((d) => ({ id: d.id, ano: d.ano ?? 0, arquivo: fileRef(d.arquivoId, d.arquivoNome) })),
    documentos: documents
      .filter((d) => d.tipo === 'outro')
      .map((d) => ({ id: d.id, tipo: d.descricao ?? '', arquivo: fileRef(d.arquivoId, d.arquivoNome) })),
    total_empresas: total,
    atualizado_em: row.atualizadoEm.toISOString(),
  };
}

export function toGroupRow(r: GroupListRow): EconomicGroupRow {
  const g = r.group;
  return {
    id: g.id,
    cnpj: g.cnpj,
    razao_social: g.razaoSocial,
    nome_fantasia: g.nomeFantasia,
    ativo: g.ativo,
    status: statusOf(g.statusId),
    responsavel: g.responsavelId && r.responsavel ? { id: g.responsavelId, nome: r.responsavel } : null,
    escritorio: g.escritorioId && r.escritorio ? { id: g.escritorioId, nome: r.escritorio } : null,
    cidade: g.cidade,
    uf: g.uf,
    favorito: r.favorito,
  };
}

export function toCompany(r: CompanyWithGroup): Company {
  const c = r.company;
  return {
    id: c.id,
    grupo_economico: { id: c.grupoId, nome: r.grupoFantasia || r.grupoRazao },
    cnpj: c.cnpj,
    razao_social: c.razaoSocial,
    nome_fantasia: c.nomeFantasia,
    subsidiaria: c.subsidiaria,
    principal: c.principal,
    ativo: c.ativo,
    atividade_principal: cnaeOf(c),
    endereco: addressOf(c),
    telefone: c.telefone,
    email: c.email,
    vigencia_maxima_meses: c.vigenciaMaximaMeses,
    favorito: r.favorito,
    atualizado_em: c.atualizadoEm.toISOString(),
  };
}

export const toSuggestion = (c: CompanyRow, favorito: boolean): CompanySuggestion => ({
  id: c.id,
  nome: c.nomeFantasia || c.razaoSocial,
  nome_fantasia: c.nomeFantasia,
  cnpj: c.cnpj,
  subsidiaria: c.subsidiaria,
  favorito,
});

/** A head company whose CNPJ order number (digits 9–12) is not 0001 is itself a branch. */
export const isBranch = (cnpj: string) => cnpj.slice(8, 12) !== '0001';

/* ---------------------------------------------------------------- checks */

export const refuse = (field: string, message: string) => badRequest([{ field, message }], message);

/** The 'NENHUM' entry of the office suggest (the all-zero id) means no office. */
export const noneAsNull = (id: string | null) => (id === PLACEHOLDER_ID ? null : id);

/** The columns of a company's data, from a form's body; the CNAE's description from pessoas_cnaes. */
export async function companyValues(
  db: Db,
  data: {
    razao_social: string;
    nome_fantasia: string | null;
    ativo: boolean;
    atividade_principal: string | null;
    endereco: AddressInput;
    telefone: string | null;
    email: string | null;
  },
) {
  let cnaeDescricao: string | null = null;
  if (data.atividade_principal) {
    const found = await repo.cnaeDescription(db, data.atividade_principal);
    if (found === undefined) throw refuse('atividade_principal', 'CNAE inválido.');
    cnaeDescricao = found;
  }
  const e = data.endereco;
  return {
    razaoSocial: data.razao_social,
    nomeFantasia: data.nome_fantasia,
    ativo: data.ativo,
    cnaeCodigo: data.atividade_principal,
    cnaeDescricao,
    cep: e.cep,
    logradouro: e.logradouro,
    numero: e.numero,
    complemento: e.complemento,
    bairro: e.bairro,
    cidade: e.cidade,
    uf: e.uf,
    codigoIbge: e.codigo_ibge,
    telefone: data.telefone,
    email: data.email,
  };
}

/** 409 naming the group that already holds this CNPJ (its head company or one of its companies). */
export async function assertCnpjFree(db: Db, cnpj: string): Promise<void> {
  const holder = await repo.companyByCnpj(db, cnpj);
  if (holder) throw conflict(GROUP_MESSAGES.cnpjTaken(groupName(holder)));
}

/** The 409 of a create that lost a race on the CNPJ's unique index, naming the winner. */
export async function cnpjConflict(db: Db, cnpj: string) {
  const holder = await repo.companyByCnpj(db, cnpj);
  return conflict(GROUP_MESSAGES.cnpjTaken(holder ? groupName(holder) : cnpj));
}
