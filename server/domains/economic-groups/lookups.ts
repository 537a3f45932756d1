import { inArray, or } from 'drizzle-orm';
import type { SuggestItem } from '../../../src/contract/common';
import type {
  CompanySuggestion,
  CompanyTerms,
  DocumentSuggestion,
  GroupSuggestion,
  InsuredSuggestion,
} from '../../../src/contract/economic-groups';
import { fileUrl } from '../../../src/contract/files';
import type { Db } from '../../db/client';
import { economicGroups } from '../../db/schema';
import { notFound } from '../../errors';
import type { Principal } from '../../plugins/access';
import { visibleWhere } from '../../lib/visibility';
import type { Viewer } from '../../lib/visibility';
import { groupName, toSuggestion } from './records';
import * as repo from './repository';

/* The pickers of the quotation, policy and endorsement forms (SPEC.md §3, §7). */

/** How many items a suggest answers at most (the pickers filter as the user types). */
export const SUGGEST_LIMIT = 50;
/** GET cotacaocurrentuser answers at most this many groups (the picker filters them locally). */
export const QUOTABLE_LIMIT = 200;

const toGroupSuggestion = (g: {
  id: string;
  razaoSocial: string;
  nomeFantasia: string | null;
  cnpj: string;
}) => ({
  id: g.id,
  nome: groupName(g),
  cnpj: g.cnpj,
});

export async function suggestGroups(
  db: Db,
  query: string | undefined,
  viewer: Viewer,
): Promise<GroupSuggestion[]> {
  const rows = await repo.suggestGroups(
    db,
    query || undefined,
    SUGGEST_LIMIT,
    visibleWhere(viewer, 'grupo_economico'),
  );
  return rows.map(toGroupSuggestion);
}

/**
 * The groups the current user may quote for: active and not 'bloqueado', and
 * - every such group for whoever sees every group (the visibility rule, server/lib/visibility.ts);
 * - otherwise the groups of the user's wallet (responsavel_id), plus those of the quotation permissions
 *   (permissoes_cotacao) of the user or of the user's office: all groups when one of them has no group
 *   (grupo_economico_id null), else the groups they name.
 */
export async function groupsForCurrentUser(
  db: Db,
  principal: Principal,
  query: string | undefined,
  viewer: Viewer,
): Promise<GroupSuggestion[]> {
  let scope = visibleWhere(viewer, 'grupo_economico');
  if (scope) {
    const office = await repo.userOffice(db, principal.sub);
    const permitted = await repo.permittedGroups(db, [principal.sub, ...(office ? [office] : [])]);
    scope = permitted.all
      ? undefined
      : or(scope, permitted.ids.length ? inArray(economicGroups.id, permitted.ids) : undefined);
  }
  const rows = await repo.suggestGroups(db, query || undefined, QUOTABLE_LIMIT, repo.quotable(), scope);
  return rows.map(toGroupSuggestion);
}

async function existingGroup(db: Db, id: string) {
  const row = await repo.findGroup(db, id);
  if (!row) throw notFound();
  return row;
}

/** The group's active companies matching `query`, favourites first; `subsidiarias` false leaves filiais out. */
export async function suggestCompanies(
  db: Db,
  userId: string,
  groupId: string,
  q: { query?: string | undefined; subsidiarias?: boolean | undefined },
): Promise<CompanySuggestion[]> {
  await existingGroup(db, groupId);
  const rows = await repo.suggestCompanies(db, groupId, userId, {
    text: q.query || undefined,
    subsidiarias: q.subsidiarias,
    onlyActive: true,
    limit: SUGGEST_LIMIT,
  });
  return rows.map((r) => toSuggestion(r.company, r.favorito));
}

/**
 * The borrowers and subsidiaries a quotation of the group may name: the active ones, and none when
 * the group itself is inactive or 'bloqueado'.
 */
export async function companiesForQuotation(
  db: Db,
  userId: string,
  groupId: string,
): Promise<CompanySuggestion[]> {
  const group = await existingGroup(db, groupId);
  if (!group.ativo || group.statusId === 'bloqueado') return [];
  const rows = await repo.suggestCompanies(db, groupId, userId, { onlyActive: true });
  return rows.map((r) => toSuggestion(r.company, r.favorito));
}

/** Every company of the group, inactive ones too: an endorsement may name the policy's old borrower. */
export async function companiesForEndorsement(
  db: Db,
  userId: string,
  groupId: string,
): Promise<CompanySuggestion[]> {
  await existingGroup(db, groupId);
  const rows = await repo.suggestCompanies(db, groupId, userId, { onlyActive: false });
  return rows.map((r) => toSuggestion(r.company, r.favorito));
}

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'aaaa-mm-dd' plus whole months; a day the target month lacks becomes its last day (31/01 + 1 = 28/02). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(Math.min(d, last))}`;
}

/** Today in São Paulo, 'aaaa-mm-dd'. */
export const todayInSaoPaulo = (now = new Date()) => isoDay.format(now);

export async function companyTerms(db: Db, userId: string, takerId: string): Promise<CompanyTerms> {
  const row = await repo.findCompany(db, takerId, userId);
  if (!row) throw notFound();
  const months = row.company.vigenciaMaximaMeses;
  return {
    tomador_id: row.company.id,
    vigencia_maxima_meses: months,
    vigencia_maxima_ate: addMonths(todayInSaoPaulo(), months),
  };
}

/** A group's balance sheets ('Balanço 2024') or other documents (their type), newest first. */
export async function suggestDocuments(
  db: Db,
  groupId: string,
  kind: 'balanco' | 'outro',
): Promise<DocumentSuggestion[]> {
  await existingGroup(db, groupId);
  const rows = await repo.groupDocumentsOf(db, groupId, kind);
  return rows.map((d) => ({
    id: d.id,
    nome: kind === 'balanco' ? `Balanço ${d.ano ?? ''}`.trim() : (d.descricao ?? ''),
    arquivo: { id: d.arquivoId, nome: d.arquivoNome, url: fileUrl(d.arquivoId) },
  }));
}

export async function suggestInsureds(db: Db, query: string | undefined): Promise<InsuredSuggestion[]> {
  const rows = await repo.suggestInsureds(db, query || undefined, SUGGEST_LIMIT);
  return rows.map((r) => ({ id: r.id, nome: r.nome, tipo: r.tipo, numero_documento: r.numeroDocumento }));
}

/**
 * The offices the current user may quote for: the user's own office first, then the other active
 * offices that hold a quotation permission (permissoes_cotacao, alvo_tipo 'escritorio') in the user's
 * business area; every active office when the user has no office.
 */
export async function officesForQuotation(db: Db, principal: Principal): Promise<SuggestItem[]> {
  const own = await repo.userOffice(db, principal.sub);
  if (!own) return repo.activeOffices(db);
  const permitted = await repo.officesWithPermissions(db, principal.area);
  const rows = await repo.activeOffices(db, [own, ...permitted]);
  return [...rows.filter((r) => r.id === own), ...rows.filter((r) => r.id !== own)];
}
