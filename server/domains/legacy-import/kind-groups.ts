import { eq } from 'drizzle-orm';
import { createCompanyBody, createGroupBody } from '../../../src/contract/economic-groups';
import type { LegacyImportColumn } from '../../../src/contract/legacy-import';
import { companies, economicGroups } from '../../db/schema';
import type { Db } from '../../db/client';
import { assertGroupVisible } from '../../lib/visibility';
import {
  createCompany,
  createGroup,
  getCompany,
  getGroup,
  updateCompany,
  updateGroup,
} from '../economic-groups/service';
import type { CompanyData, NewCompanyData, NewGroupData } from '../economic-groups/service';
import { RowRefused, digitsOf, domainParse, ptBoolean } from './cells';
import { sameValues } from './kinds';
import type { ImportContext, ImportKind, RowOutcome } from './kinds';

const C = {
  cnpj: 'CNPJ',
  grupo: 'CNPJ do grupo',
  razao: 'Razão social',
  fantasia: 'Nome fantasia',
  filial: 'Filial',
  cep: 'CEP',
  logradouro: 'Logradouro',
  numero: 'Número',
  complemento: 'Complemento',
  bairro: 'Bairro',
  cidade: 'Cidade',
  uf: 'UF',
  telefone: 'Telefone',
  email: 'E-mail',
} as const;

const columns: LegacyImportColumn[] = [
  {
    nome: C.cnpj,
    obrigatoria: true,
    formato: 'CNPJ da empresa, com ou sem máscara',
    exemplo: '11.222.333/0001-81',
  },
  {
    nome: C.grupo,
    obrigatoria: false,
    formato: 'vazio (ou igual ao CNPJ) numa linha de grupo; o CNPJ do grupo numa linha de tomador ou filial',
    exemplo: '',
  },
  {
    nome: C.razao,
    obrigatoria: true,
    formato: 'texto, até 200 caracteres',
    exemplo: 'CONSTRUTORA EXEMPLO LTDA',
  },
  { nome: C.fantasia, obrigatoria: false, formato: 'texto, até 200 caracteres', exemplo: 'EXEMPLO' },
  { nome: C.filial, obrigatoria: false, formato: 'Sim ou Não (tomadores; padrão Não)', exemplo: 'Não' },
  { nome: C.cep, obrigatoria: false, formato: '8 dígitos, com ou sem hífen', exemplo: '01310-100' },
  { nome: C.logradouro, obrigatoria: false, formato: 'texto', exemplo: 'Avenida Paulista' },
  { nome: C.numero, obrigatoria: false, formato: 'texto', exemplo: '1000' },
  { nome: C.complemento, obrigatoria: false, formato: 'texto', exemplo: 'Sala 1' },
  { nome: C.bairro, obrigatoria: false, formato: 'texto', exemplo: 'Bela Vista' },
  { nome: C.cidade, obrigatoria: false, formato: 'texto', exemplo: 'São Paulo' },
  { nome: C.uf, obrigatoria: false, formato: 'sigla da UF', exemplo: 'SP' },
  { nome: C.telefone, obrigatoria: false, formato: 'DDD e número', exemplo: '(11) 3333-4444' },
  { nome: C.email, obrigatoria: false, formato: 'e-mail', exemplo: 'contato@exemplo.com.br' },
];

const FIELD_COLUMNS: Record<string, string> = {
  cnpj: C.cnpj,
  razao_social: C.razao,
  nome_fantasia: C.fantasia,
  subsidiaria: C.filial,
  telefone: C.telefone,
  email: C.email,
  'endereco.cep': C.cep,
  'endereco.logradouro': C.logradouro,
  'endereco.numero': C.numero,
  'endereco.complemento': C.complemento,
  'endereco.bairro': C.bairro,
  'endereco.cidade': C.cidade,
  'endereco.uf': C.uf,
};

type GroupRowValue =
  { kind: 'grupo'; data: NewGroupData } | { kind: 'empresa'; groupCnpj: string; data: NewCompanyData };

const blank = (t: string | undefined) => (t?.trim() ? t.trim() : null);

async function groupIdOf(db: Db, cnpj: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: economicGroups.id })
    .from(economicGroups)
    .where(eq(economicGroups.cnpj, cnpj));
  return row?.id;
}

async function companyOf(db: Db, cnpj: string) {
  const [row] = await db
    .select({ id: companies.id, grupoId: companies.grupoId, principal: companies.principal })
    .from(companies)
    .where(eq(companies.cnpj, cnpj));
  return row;
}

/** The fields a file sets, as the domain's read shows them (to tell an unchanged row). */
const shown = (r: {
  razao_social: string;
  nome_fantasia: string | null;
  telefone: string | null;
  email: string | null;
  endereco: object;
}) => ({
  razao_social: r.razao_social,
  nome_fantasia: r.nome_fantasia,
  telefone: r.telefone,
  email: r.email,
  endereco: { ...r.endereco, codigo_ibge: null },
});

async function writeGroup(ctx: ImportContext, data: NewGroupData): Promise<RowOutcome> {
  const id = await groupIdOf(ctx.tx, data.cnpj);
  if (!id) {
    await createGroup(ctx.tx, ctx.actor, data);
    return 'criada';
  }
  await assertGroupVisible(ctx.tx, ctx.viewer, 'grupo_economico', id);
  const current = await getGroup(ctx.tx, id);
  if (sameValues(shown(current), shown({ ...data, endereco: data.endereco }))) return 'inalterada';
  // The file carries the company data only: the group's wallet, contacts and files stay as they are.
  await updateGroup(
    ctx.tx,
    ctx.actor,
    id,
    {
      ...data,
      atividade_principal: current.atividade_principal?.codigo ?? null,
      status_id: current.status.id,
      responsavel_id: current.responsavel?.id ?? null,
      escritorio_id: current.escritorio?.id ?? null,
      contato_ids: current.contatos_relacionamento.map((c) => c.id),
      balancos: current.balancos.map((b) => ({ ano: b.ano, arquivo_id: b.arquivo.id })),
      documentos: current.documentos.map((d) => ({ tipo: d.tipo, arquivo_id: d.arquivo.id })),
    },
    undefined,
  );
  return 'atualizada';
}

async function writeCompany(
  ctx: ImportContext,
  groupCnpj: string,
  data: NewCompanyData,
): Promise<RowOutcome> {
  const groupId = await groupIdOf(ctx.tx, groupCnpj);
  if (!groupId) {
    // In the dry run a group created by an earlier row was rolled back with its batch.
    if (ctx.dryRun && ctx.seen.has(`grupo:${groupCnpj}`)) return 'criada';
    throw new RowRefused([
      { coluna: C.grupo, motivo: `O grupo de CNPJ ${groupCnpj} não está no arquivo nem cadastrado.` },
    ]);
  }
  await assertGroupVisible(ctx.tx, ctx.viewer, 'grupo_economico', groupId);
  const existing = await companyOf(ctx.tx, data.cnpj);
  if (!existing) {
    await createCompany(ctx.tx, ctx.actor, groupId, data);
    return 'criada';
  }
  if (existing.grupoId !== groupId)
    throw new RowRefused([{ coluna: C.cnpj, motivo: `O CNPJ ${data.cnpj} já pertence a outro grupo.` }]);
  const current = await getCompany(ctx.tx, ctx.actor.userId, groupId, existing.id);
  if (sameValues(shown(current), shown(data))) return 'inalterada';
  const { id: _id, cnpj: _cnpj, subsidiaria: _s, ...rest } = data;
  const update: CompanyData = {
    ...rest,
    atividade_principal: current.atividade_principal?.codigo ?? null,
    vigencia_maxima_meses: current.vigencia_maxima_meses,
  };
  await updateCompany(ctx.tx, ctx.actor, groupId, existing.id, update, undefined);
  return 'atualizada';
}

/** 'grupos': economic groups (a row whose CNPJ is the group's) and their borrowers and subsidiaries. */
export const groupsKind: ImportKind<GroupRowValue> = {
  id: 'grupos',
  nome: 'Grupos econômicos e tomadores',
  colunas: columns,
  columnOf: (field) => FIELD_COLUMNS[field] ?? null,
  parse(row) {
    const cnpj = digitsOf(row[C.cnpj] ?? '');
    const groupCnpj = digitsOf(row[C.grupo] ?? '');
    const company = {
      cnpj: row[C.cnpj] ?? '',
      razao_social: row[C.razao] ?? '',
      nome_fantasia: blank(row[C.fantasia]),
      telefone: blank(row[C.telefone]),
      email: blank(row[C.email]),
      endereco: {
        cep: blank(row[C.cep]),
        logradouro: blank(row[C.logradouro]),
        numero: blank(row[C.numero]),
        complemento: blank(row[C.complemento]),
        bairro: blank(row[C.bairro]),
        cidade: blank(row[C.cidade]),
        uf: blank(row[C.uf])?.toUpperCase() ?? null,
      },
    };
    if (!groupCnpj || groupCnpj === cnpj)
      return { kind: 'grupo', data: domainParse(createGroupBody, company, groupsKind.columnOf) };
    const subsidiaria = ptBoolean(row[C.filial] ?? '', C.filial) ?? false;
    return {
      kind: 'empresa',
      groupCnpj,
      data: domainParse(createCompanyBody, { ...company, subsidiaria }, groupsKind.columnOf),
    };
  },
  key: (value) => (value.kind === 'grupo' ? `grupo:${value.data.cnpj}` : `empresa:${value.data.cnpj}`),
  write: (ctx, value) =>
    value.kind === 'grupo' ? writeGroup(ctx, value.data) : writeCompany(ctx, value.groupCnpj, value.data),
};
