import type { SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type { Paged } from '../../../src/contract/common';
import type {
  Company,
  CompanySuggestion,
  EconomicGroup,
  EconomicGroupRow,
  companyBody,
  companyListQuery,
  createCompanyBody,
  createGroupBody,
  groupBody,
  groupListQuery,
} from '../../../src/contract/economic-groups';
import { GROUP_MESSAGES } from '../../../src/contract/economic-groups';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../errors';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/audit';
import { createOnce } from '../../lib/create-once';
import type { Created } from '../../lib/listing';
import { updateRecord } from '../../lib/update-once';
import {
  assertCnpjFree,
  cnaeOf,
  cnpjConflict,
  companyValues,
  isBranch,
  noneAsNull,
  refuse,
  toCompany,
  toGroup,
  toGroupRow,
  toSuggestion,
} from './records';
import * as repo from './repository';
import type { CompanyRow, GroupRow } from './repository';
import { registerCompany } from '../../pessoas/service';

export { GROUP_MESSAGES };
export type GroupData = v.InferOutput<typeof groupBody>;
export type NewGroupData = v.InferOutput<typeof createGroupBody>;
export type GroupListQuery = v.InferOutput<typeof groupListQuery>;
export type CompanyData = v.InferOutput<typeof companyBody>;
export type NewCompanyData = v.InferOutput<typeof createCompanyBody>;
export type CompanyListQuery = v.InferOutput<typeof companyListQuery>;

export const FILE_MISSING = 'Arquivo não encontrado: envie o arquivo novamente.';
export const CONTACT_MISSING = 'Contato de relacionamento não encontrado.';
export const OFFICE_MISSING = 'Escritório não encontrado.';

/* ---------------------------------------------------------------- personal-data registry */

/**
 * What the brokerage registered is a source of the personal-data API (`origem` 'cadastro'): every saved
 * group or company is handed to it. Best effort: the write is already committed, and a failure there
 * must not turn a saved record into an error the offline queue would retry.
 */
async function register(db: Db, row: GroupRow | CompanyRow): Promise<void> {
  try {
    await registerCompany(db, {
      cnpj: row.cnpj,
      razao_social: row.razaoSocial,
      nome_fantasia: row.nomeFantasia,
      atividade_principal: cnaeOf(row),
      endereco: {
        cep: row.cep,
        logradouro: row.logradouro,
        numero: row.numero,
        complemento: row.complemento,
        bairro: row.bairro,
        cidade: row.cidade,
        uf: row.uf,
        codigo_ibge: row.codigoIbge,
      },
      telefone: row.telefone,
      email: row.email,
    });
  } catch {
    // Left to the next save of the record.
  }
}

/* ---------------------------------------------------------------- groups */

export async function listGroups(
  db: Db,
  userId: string,
  q: GroupListQuery,
  visible?: SQL,
): Promise<Paged<EconomicGroupRow>> {
  const page = await repo.listGroups(db, {
    page: q.page,
    pageSize: q.page_size,
    sort: q.sort,
    direction: q.direction,
    text: q.query || undefined,
    status: q.status,
    escritorioId: q.escritorio_id,
    responsavelId: q.responsavel_id,
    ativo: q.ativo,
    favoritos: q.favoritos,
    userId,
    visible,
  });
  return { items: page.rows.map(toGroupRow), total_count: page.total };
}

async function existingGroup(db: Db, id: string, forUpdate = false): Promise<GroupRow> {
  const row = await repo.findGroup(db, id, forUpdate);
  if (!row) throw notFound();
  return row;
}

export async function getGroup(db: Db, id: string): Promise<EconomicGroup> {
  return toGroup(db, await existingGroup(db, id));
}

/**
 * The references of a group's form: an active responsible user (an unchanged one is kept even if since
 * deactivated, so the group stays editable until its wallet moves), an existing office, existing
 * relationship contacts and uploaded files.
 */
async function checkGroupReferences(db: Db, data: GroupData, current?: GroupRow): Promise<void> {
  const responsavel = noneAsNull(data.responsavel_id);
  if (responsavel && responsavel !== current?.responsavelId && !(await repo.activeUser(db, responsavel)))
    throw refuse('responsavel_id', GROUP_MESSAGES.responsibleInactive);
  const escritorio = noneAsNull(data.escritorio_id);
  if (escritorio && !(await repo.officeExists(db, escritorio))) throw refuse('escritorio_id', OFFICE_MISSING);
  const contacts = await repo.existingContacts(db, data.contato_ids);
  if (data.contato_ids.some((id) => !contacts.has(id))) throw refuse('contato_ids', CONTACT_MISSING);
  const fileIds = [...data.balancos, ...data.documentos].map((d) => d.arquivo_id);
  const stored = await repo.existingFiles(db, fileIds);
  if (data.balancos.some((d) => !stored.has(d.arquivo_id))) throw refuse('balancos', FILE_MISSING);
  if (data.documentos.some((d) => !stored.has(d.arquivo_id))) throw refuse('documentos', FILE_MISSING);
}

async function writeGroupLists(db: Db, groupId: string, data: GroupData): Promise<void> {
  await repo.replaceGroupDocuments(db, groupId, [
    ...data.balancos.map((b) => ({
      tipo: 'balanco' as const,
      ano: b.ano,
      descricao: null,
      arquivoId: b.arquivo_id,
    })),
    ...data.documentos.map((d) => ({
      tipo: 'outro' as const,
      ano: null,
      descricao: d.tipo,
      arquivoId: d.arquivo_id,
    })),
  ]);
  await repo.replaceGroupContacts(db, groupId, data.contato_ids);
}

/**
 * Creates a group and its head company (a borrower, or a subsidiary when the CNPJ's order number is
 * not 0001). A replayed client id answers the stored group; a CNPJ any company holds is a 409 naming
 * its group, also when a concurrent create won the race on the unique index.
 */
export async function createGroup(db: Db, actor: Actor, data: NewGroupData): Promise<Created<EconomicGroup>> {
  const race = conflict(GROUP_MESSAGES.cnpjTaken(data.cnpj));
  let head: GroupRow | undefined;
  try {
    const result = await createOnce({
      db,
      audit: { actor, entidade: 'grupo_economico' },
      request: data,
      stored: async () => {
        const row = data.id ? await repo.findGroup(db, data.id) : undefined;
        return row && toGroup(db, row);
      },
      insert: async (tx) => {
        await assertCnpjFree(tx, data.cnpj);
        await checkGroupReferences(tx, data);
        const values = await companyValues(tx, data);
        const row = await repo.insertGroup(tx, {
          ...(data.id ? { id: data.id } : {}),
          cnpj: data.cnpj,
          ...values,
          statusId: data.status_id,
          responsavelId: noneAsNull(data.responsavel_id),
          escritorioId: noneAsNull(data.escritorio_id),
        });
        await repo.insertCompany(tx, {
          grupoId: row.id,
          cnpj: data.cnpj,
          ...values,
          subsidiaria: isBranch(data.cnpj),
          principal: true,
        });
        await writeGroupLists(tx, row.id, data);
        head = row;
        return toGroup(tx, row);
      },
      conflict: () => race,
    });
    if (head) await register(db, head);
    return result;
  } catch (err) {
    if (err === race) throw await cnpjConflict(db, data.cnpj);
    throw err;
  }
}

/** Edits a group (If-Match); its head company's data follows. Lists replace what the group had. */
export async function updateGroup(
  db: Db,
  actor: Actor,
  id: string,
  data: GroupData,
  ifMatch: string | undefined,
): Promise<EconomicGroup> {
  let saved: GroupRow | undefined;
  const record = await updateRecord({
    db,
    audit: { actor, entidade: 'grupo_economico' },
    ifMatch,
    load: async (tx) => {
      const row = await repo.findGroup(tx, id, true);
      return row && toGroup(tx, row);
    },
    apply: async (tx) => {
      const current = await existingGroup(tx, id);
      await checkGroupReferences(tx, data, current);
      const values = await companyValues(tx, data);
      const row = await repo.updateGroup(tx, id, {
        ...values,
        statusId: data.status_id,
        responsavelId: noneAsNull(data.responsavel_id),
        escritorioId: noneAsNull(data.escritorio_id),
      });
      if (!row) throw notFound();
      const head = await repo.headCompany(tx, id);
      if (head) await repo.updateCompany(tx, head.id, values);
      await writeGroupLists(tx, id, data);
      saved = row;
      return toGroup(tx, row);
    },
  });
  if (saved) await register(db, saved);
  return record;
}

/* ---------------------------------------------------------------- companies */

export async function listCompanies(
  db: Db,
  userId: string,
  groupId: string,
  q: CompanyListQuery,
): Promise<Paged<Company>> {
  await existingGroup(db, groupId);
  const page = await repo.listCompanies(db, groupId, userId, {
    page: q.page,
    pageSize: q.page_size,
    sort: q.sort,
    direction: q.direction,
    text: q.query || undefined,
    subsidiarias: q.subsidiarias,
    ativo: q.ativo,
  });
  return { items: page.rows.map(toCompany), total_count: page.total };
}

/** A company is reached only through its own group: under another group's id it does not exist. */
async function companyOf(db: Db, userId: string, groupId: string, companyId: string, forUpdate = false) {
  const row = await repo.findCompany(db, companyId, userId, forUpdate);
  if (!row || row.company.grupoId !== groupId) throw notFound();
  return row;
}

export async function getCompany(
  db: Db,
  userId: string,
  groupId: string,
  companyId: string,
): Promise<Company> {
  return toCompany(await companyOf(db, userId, groupId, companyId));
}

const companyIdTaken = () => conflict('Este identificador já pertence a outra empresa.');

/**
 * Registers a borrower or (subsidiaria) a subsidiary of a group. A subsidiary shares the group's CNPJ
 * root (first 8 digits); a CNPJ any company holds is a 409 naming its group.
 */
export async function createCompany(
  db: Db,
  actor: Actor,
  groupId: string,
  data: NewCompanyData,
): Promise<Created<Company>> {
  const group = await existingGroup(db, groupId);
  const race = conflict(GROUP_MESSAGES.cnpjTaken(data.cnpj));
  let saved: CompanyRow | undefined;
  try {
    const result = await createOnce({
      db,
      audit: { actor, entidade: 'empresa' },
      request: data,
      stored: async () => {
        const row = data.id ? await repo.findCompany(db, data.id, actor.userId) : undefined;
        if (!row) return undefined;
        if (row.company.grupoId !== groupId) throw companyIdTaken();
        return toCompany(row);
      },
      insert: async (tx) => {
        await assertCnpjFree(tx, data.cnpj);
        if (data.subsidiaria && data.cnpj.slice(0, 8) !== group.cnpj.slice(0, 8))
          throw refuse('cnpj', GROUP_MESSAGES.rootMismatch);
        const values = await companyValues(tx, data);
        const row = await repo.insertCompany(tx, {
          ...(data.id ? { id: data.id } : {}),
          grupoId: groupId,
          cnpj: data.cnpj,
          ...values,
          subsidiaria: data.subsidiaria,
          principal: false,
          vigenciaMaximaMeses: data.vigencia_maxima_meses,
        });
        saved = row;
        return toCompany(await companyOf(tx, actor.userId, groupId, row.id));
      },
      conflict: () => race,
    });
    if (saved) await register(db, saved);
    return result;
  } catch (err) {
    if (err === race) throw await cnpjConflict(db, data.cnpj);
    throw err;
  }
}

/**
 * Edits a borrower or subsidiary (If-Match). The head company's data is the group's: editing it here
 * edits the group too, with the group's own audit row.
 */
export async function updateCompany(
  db: Db,
  actor: Actor,
  groupId: string,
  companyId: string,
  data: CompanyData,
  ifMatch: string | undefined,
): Promise<Company> {
  let saved: CompanyRow | undefined;
  const record = await updateRecord({
    db,
    audit: { actor, entidade: 'empresa' },
    ifMatch,
    load: async (tx) => toCompany(await companyOf(tx, actor.userId, groupId, companyId, true)),
    apply: async (tx, current) => {
      const values = await companyValues(tx, data);
      const row = await repo.updateCompany(tx, companyId, {
        ...values,
        vigenciaMaximaMeses: data.vigencia_maxima_meses,
      });
      if (!row) throw notFound();
      saved = row;
      if (current.principal) {
        const groupRow = await existingGroup(tx, groupId, true);
        const before = await toGroup(tx, groupRow);
        const after = await repo.updateGroup(tx, groupId, values);
        if (after)
          await writeAudit(
            tx,
            { actor, entidade: 'grupo_economico' },
            'alterar',
            groupId,
            before,
            await toGroup(tx, after),
          );
      }
      return toCompany(await companyOf(tx, actor.userId, groupId, companyId));
    },
  });
  if (saved) await register(db, saved);
  return record;
}

/* ---------------------------------------------------------------- favourites */

/**
 * Stars (or unstars) a borrower or subsidiary for the current user. Idempotent, so the outbox may
 * replay it: a second star changes nothing. Answers the company as the pickers show it.
 */
export async function favourite(
  db: Db,
  userId: string,
  companyId: string,
  starred: boolean,
): Promise<CompanySuggestion> {
  const row = await repo.findCompany(db, companyId, userId);
  if (!row) throw notFound();
  // A token of a user that has no row (a service token) has nobody to keep the star for.
  if (!(await repo.userExists(db, userId)))
    throw forbidden('Somente usuários cadastrados podem favoritar empresas.');
  if (starred) await repo.addFavourite(db, userId, companyId);
  else await repo.removeFavourite(db, userId, companyId);
  return toSuggestion(row.company, starred);
}

/** The insurer contacts linked to each of the groups, for the wallet's audit of a contact transfer. */
export const contactsOfGroups = (db: Db, groupIds: string[]) => repo.contactsOfGroups(db, groupIds);
