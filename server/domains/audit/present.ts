import { inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuditChange, AuditedEntity } from '../../../src/contract/audit';
import { auditFieldLabel } from '../../../src/contract/audit';
import { auditKeyLabel, formatAuditValue, UUID_PATTERN } from '../../../src/contract/audit-values';
import { formatDate } from '../../../src/lib/dates';
import type { Db } from '../../db/client';
import {
  brokers,
  courts,
  creditConsults,
  economicGroups,
  files,
  insurerContacts,
  insurers,
  modalities,
  offices,
  subModalities,
  users,
} from '../../db/schema';

/**
 * Turns the raw before/after of an audit row into changes a person can read:
 *
 * - a field whose value is a record or a list of records (a consult's answers, a quotation's costs,
 *   an address) becomes one change per inner value that changed, labelled by its path
 *   ('Respostas das seguradoras › SEGURADORA X › Situação'), instead of two dumps of the whole list;
 * - bare ids (`seguradora_id`, `submodalidade_ids`, `antecessora_id`...) become `{ id, nome }`, read
 *   now from their tables, so the history names records as they are called today. Values the row
 *   already holds as `{ id, nome }` keep the name they had when the change was made: that is what
 *   the change was.
 *
 * Money, rates and dates stay numbers and ISO text: the client formats them (src/contract/audit-values).
 */

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A related record as the wire names it: `{ id, nome }` (a status, an insurer, an office). */
const isNamed = (value: unknown): value is { id: unknown; nome: unknown } =>
  isRecord(value) && 'id' in value && 'nome' in value;

/** Keys inside a value that are bookkeeping or point back to the record itself. */
const INNER_SKIPPED = new Set(['id', 'criado_em', 'atualizado_em', 'consulta_id', 'cotacao_id', 'url']);

/** How to name a bare id, by the key that holds it. */
type RefKind =
  | 'seguradora'
  | 'corretora'
  | 'tribunal'
  | 'modalidade'
  | 'submodalidade'
  | 'consulta'
  | 'arquivo'
  | 'usuario'
  | 'escritorio'
  | 'grupo'
  | 'contato';

const REF_KINDS: Readonly<Record<string, RefKind>> = {
  seguradora_id: 'seguradora',
  seguradora_ids: 'seguradora',
  corretora_id: 'corretora',
  tribunal_id: 'tribunal',
  modalidade_id: 'modalidade',
  modalidade_ids: 'modalidade',
  submodalidade_id: 'submodalidade',
  submodalidade_ids: 'submodalidade',
  antecessora_id: 'consulta',
  arquivo_id: 'arquivo',
  responsavel_id: 'usuario',
  usuario_id: 'usuario',
  criado_por: 'usuario',
  escritorio_id: 'escritorio',
  grupo_economico_id: 'grupo',
  contato_ids: 'contato',
};

/** A change whose bare ids still wait for their names. */
interface Pending extends AuditChange {
  key: string;
}

const isEmptyValue = (value: unknown) => formatAuditValue('', value) === '—';

/** The name an item of a list goes by in a path ('SEGURADORA X', 'a@b.com.br'). */
function itemName(item: Json, index: number): string {
  for (const key of ['seguradora', 'corretora', 'forma_pagamento', 'modalidade']) {
    const ref = item[key];
    if (isNamed(ref) && typeof ref.nome === 'string') return ref.nome;
  }
  for (const key of ['nome', 'email', 'numero', 'texto', 'nome_original']) {
    const text = item[key];
    if (typeof text === 'string' && text !== '') return text;
  }
  // A row chosen from a fixed list ({ estrutura_id: 'funcionario', posicao }): that choice's name.
  for (const [key, value] of Object.entries(item))
    if (key.endsWith('_id') && typeof value === 'string' && !UUID_PATTERN.test(value)) {
      const text = formatAuditValue(key, value);
      if (text !== value) return text;
    }
  return `linha ${index + 1}`;
}

/** What pairs an item of the list before with its version after. */
function itemIdentity(item: Json, index: number): string {
  if (typeof item.id === 'string') return item.id;
  for (const key of ['seguradora', 'forma_pagamento']) {
    const ref = item[key];
    if (isNamed(ref)) return `${key}:${String(ref.id)}`;
  }
  if (typeof item.corretora_id === 'string') return `corretora:${item.corretora_id}`;
  if (typeof item.email === 'string') return `email:${item.email}`;
  return `#${index}`;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function flatten(campo: string, rotulo: string, antes: unknown, depois: unknown, out: Pending[]): void {
  const key = campo.slice(campo.lastIndexOf('.') + 1);
  // A drawn area's corners are counted, not listed (src/contract/audit-values.ts).
  const recordList = (value: unknown): value is Json[] =>
    Array.isArray(value) &&
    value.length > 0 &&
    value.every(isRecord) &&
    !value.every(isNamed) &&
    !value.every((item) => 'latitude' in item);
  // A list of records: pair items before and after, then show what changed inside each.
  if (
    (recordList(antes) || recordList(depois)) &&
    (antes === null || Array.isArray(antes)) &&
    (depois === null || Array.isArray(depois))
  ) {
    const before = new Map((antes ?? []).map((item, i) => [itemIdentity(item as Json, i), item as Json]));
    const after = new Map((depois ?? []).map((item, i) => [itemIdentity(item as Json, i), item as Json]));
    let index = 0;
    for (const id of new Set([...before.keys(), ...after.keys()])) {
      const a = before.get(id) ?? null;
      const b = after.get(id) ?? null;
      const label = `${rotulo} › ${itemName(b ?? a ?? {}, index++)}`;
      if (a && b) flatten(campo, label, a, b, out);
      else out.push({ key, campo, rotulo: label, antes: a, depois: b });
    }
    return;
  }
  // A record of its own (an address, a co-brokerage): one change per inner value that changed.
  if ((isRecord(antes) || isRecord(depois)) && !isNamed(antes) && !isNamed(depois)) {
    const a = isRecord(antes) ? antes : {};
    const b = isRecord(depois) ? depois : {};
    for (const inner of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (INNER_SKIPPED.has(inner) || same(a[inner], b[inner])) continue;
      flatten(
        `${campo}.${inner}`,
        `${rotulo} › ${auditKeyLabel(inner)}`,
        a[inner] ?? null,
        b[inner] ?? null,
        out,
      );
    }
    return;
  }
  // null -> [] or '' -> null changed nothing a reader could see.
  if (isEmptyValue(antes) && isEmptyValue(depois)) return;
  out.push({ key, campo, rotulo, antes: antes ?? null, depois: depois ?? null });
}

/** The bare ids a value holds, by kind: under its own key, or under the keys of the records inside it. */
function collectIds(key: string, value: unknown, into: Map<RefKind, Set<string>>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectIds(key, item, into);
    return;
  }
  if (isRecord(value)) {
    for (const [inner, innerValue] of Object.entries(value)) collectIds(inner, innerValue, into);
    return;
  }
  const kind = REF_KINDS[key];
  if (!kind || typeof value !== 'string' || !UUID_PATTERN.test(value)) return;
  const set = into.get(kind) ?? new Set<string>();
  set.add(value);
  into.set(kind, set);
}

type Names = Map<string, string>;

async function namesOf(db: Db, kind: RefKind, ids: string[]): Promise<Names> {
  const read = async (
    table: PgTable,
    idColumn: AnyPgColumn,
    name: (row: Json) => string,
    columns: Record<string, AnyPgColumn>,
  ): Promise<Names> => {
    const rows = (await db
      .select({ id: idColumn, ...columns })
      .from(table)
      .where(inArray(idColumn, ids))) as Json[];
    return new Map(rows.map((row) => [String(row.id), name(row)]));
  };
  const text = (row: Json, key: string) => (typeof row[key] === 'string' ? row[key] : '');
  switch (kind) {
    case 'seguradora':
      return read(insurers, insurers.id, (r) => text(r, 'nome'), { nome: insurers.nome });
    case 'corretora':
      return read(brokers, brokers.id, (r) => text(r, 'fantasia') || text(r, 'razao'), {
        fantasia: brokers.nomeFantasia,
        razao: brokers.razaoSocial,
      });
    case 'tribunal':
      return read(courts, courts.id, (r) => text(r, 'nome'), { nome: courts.nome });
    case 'modalidade':
      return read(modalities, modalities.id, (r) => text(r, 'nome'), { nome: modalities.nome });
    case 'submodalidade':
      return read(subModalities, subModalities.id, (r) => text(r, 'nome'), { nome: subModalities.nome });
    case 'consulta':
      return read(creditConsults, creditConsults.id, (r) => `Consulta de ${formatDate(r.criado as Date)}`, {
        criado: creditConsults.criadoEm,
      });
    case 'arquivo':
      return read(files, files.id, (r) => text(r, 'nome'), { nome: files.nomeOriginal });
    case 'usuario':
      return read(users, users.id, (r) => text(r, 'nome'), { nome: users.nome });
    case 'escritorio':
      return read(offices, offices.id, (r) => text(r, 'nome'), { nome: offices.nome });
    case 'grupo':
      return read(economicGroups, economicGroups.id, (r) => text(r, 'fantasia') || text(r, 'razao'), {
        fantasia: economicGroups.nomeFantasia,
        razao: economicGroups.razaoSocial,
      });
    case 'contato':
      return read(insurerContacts, insurerContacts.id, (r) => text(r, 'nome'), {
        nome: insurerContacts.nome,
      });
  }
}

/**
 * A value with its bare ids as `{ id, nome }`, at any depth; an id no table knows any more says so.
 * A `{ id, nome }` already there keeps its name.
 */
function named(key: string, value: unknown, names: Map<RefKind, Names>): unknown {
  if (Array.isArray(value)) return value.map((item) => named(key, item, names));
  if (isNamed(value)) return value;
  if (isRecord(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, named(k, v, names)]));
  const kind = REF_KINDS[key];
  if (kind && typeof value === 'string' && UUID_PATTERN.test(value))
    return { id: value, nome: names.get(kind)?.get(value) ?? 'registro removido' };
  return value;
}

/**
 * The readable changes of several audit rows at once (one page of a history): every bare id of the
 * page is named with one query per kind of record.
 */
export async function presentChanges(
  db: Db,
  rows: readonly { entidade: AuditedEntity; antes: unknown; depois: unknown }[],
): Promise<AuditChange[][]> {
  const pending = rows.map((row) => {
    const antes = isRecord(row.antes) ? row.antes : {};
    const depois = isRecord(row.depois) ? row.depois : {};
    const out: Pending[] = [];
    for (const campo of new Set([...Object.keys(antes), ...Object.keys(depois)]))
      flatten(campo, auditFieldLabel(row.entidade, campo), antes[campo] ?? null, depois[campo] ?? null, out);
    return out;
  });
  const wanted = new Map<RefKind, Set<string>>();
  for (const change of pending.flat()) {
    collectIds(change.key, change.antes, wanted);
    collectIds(change.key, change.depois, wanted);
  }
  const names = new Map<RefKind, Names>(
    await Promise.all(
      [...wanted].map(async ([kind, ids]) => [kind, await namesOf(db, kind, [...ids])] as const),
    ),
  );
  return pending.map((changes) =>
    changes.map(({ key, ...change }) => ({
      ...change,
      antes: named(key, change.antes, names),
      depois: named(key, change.depois, names),
    })),
  );
}
