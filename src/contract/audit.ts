import * as v from 'valibot';
import { pageNumber, uuid } from './common';
import type { AuditedRecord, DomainManifest, ScreenAccess } from './manifest';
import { manifests } from './manifests';
import { auditPhrase } from './workflow-table';

/*
 * The audited record types, their fields' labels, who may read their history and the verbs of their
 * audit rows come from the domains' manifests (`audit`, src/contract/manifests/<domain>.ts) and the
 * workflow tables those name: a new domain declares its records there, and nothing here grows.
 */
type Manifests = typeof manifests;
type AuditOf<K extends keyof Manifests> = Manifests[K] extends { readonly audit: infer A } ? A : never;
type RecordOf<E> = {
  [K in keyof Manifests]: E extends keyof AuditOf<K> ? AuditOf<K>[E] : never;
}[keyof Manifests];
/** The action ids a record's tables give its audit rows: each table's actions plus its suffix. */
type WorkflowActionsOf<R> = R extends { readonly workflows: infer W }
  ? {
      [S in keyof W & string]: W[S] extends { actions: infer A } ? `${keyof A & string}${S}` : never;
    }[keyof W & string]
  : never;

/** The ids of a record's actions outside any table. */
type OwnActionsOf<R> = R extends { readonly acoes: infer A } ? keyof A & string : never;

/** The `entidade` of GET /v1/auditoria and of the `auditoria` table. */
export type AuditedEntity = {
  [K in keyof Manifests]: [AuditOf<K>] extends [never] ? never : keyof AuditOf<K> & string;
}[keyof Manifests];

/** What a change did to its record: create, update, or one action of a workflow table. */
export type AuditAction =
  'criar' | 'alterar' | WorkflowActionsOf<RecordOf<AuditedEntity>> | OwnActionsOf<RecordOf<AuditedEntity>>;

const RECORDS = Object.fromEntries(
  Object.values(manifests as Readonly<Record<string, DomainManifest>>).flatMap((m) =>
    Object.entries(m.audit ?? {}),
  ),
) as Record<AuditedEntity, AuditedRecord>;

/** The audited record types and how each is named on screen. */
export const AUDITED_ENTITIES = Object.fromEntries(
  Object.entries(RECORDS).map(([entidade, record]) => [entidade, record.nome]),
) as Record<AuditedEntity, string>;
export const AUDITED_ENTITY_IDS = Object.keys(RECORDS) as [AuditedEntity, ...AuditedEntity[]];

/**
 * The verb of each audit action, as the history shows it ('MARIA gerou a cotação com as seguradoras').
 * A workflow action's is its table's `auditPhrase`; one the table cannot conjugate shows its id.
 */
export const AUDIT_ACTIONS = Object.fromEntries([
  ['criar', 'criou'],
  ['alterar', 'alterou'],
  ...Object.values(RECORDS).flatMap((record) =>
    Object.entries(record.workflows ?? {}).flatMap(([suffix, table]) =>
      Object.keys(table.actions).map((action) => [
        `${action}${suffix}`,
        auditPhrase(table, action) ?? action,
      ]),
    ),
  ),
  ...Object.values(RECORDS).flatMap((record) => Object.entries(record.acoes ?? {})),
]) as Record<AuditAction, string>;

/** One changed field: its wire name, its label on screen, and its value before and after. */
export interface AuditChange {
  campo: string;
  rotulo: string;
  antes: unknown;
  depois: unknown;
}

/** One row of GET /v1/auditoria: who changed what, when (newest first). */
export interface AuditEntry {
  id: string;
  entidade: AuditedEntity;
  entidade_id: string;
  acao: AuditAction;
  usuario: { id: string; nome: string };
  criado_em: string;
  alteracoes: AuditChange[];
}

/** GET /v1/auditoria?entidade=&entidade_id=&page=&page_size= (paged, newest first). */
export const auditQuery = v.object({
  entidade: v.picklist(AUDITED_ENTITY_IDS, 'Tipo de registro inválido.'),
  entidade_id: uuid('Registro inválido.'),
  page: pageNumber,
  page_size: v.optional(
    v.pipe(
      v.unknown(),
      v.transform(Number),
      v.integer('O tamanho da página deve ser um número inteiro.'),
      v.minValue(1, 'O tamanho da página deve estar entre 1 e 100.'),
      v.maxValue(100, 'O tamanho da página deve estar entre 1 e 100.'),
    ),
    20,
  ),
});

/**
 * Who may read an entity's history: whoever may view the entity, i.e. the `view` access of its
 * domain's manifest (the one its own GET requires).
 */
export const AUDIT_VIEW_ACCESS = Object.fromEntries(
  Object.entries(RECORDS).map(([entidade, record]) => [entidade, record.view]),
) as Record<AuditedEntity, ScreenAccess>;

/**
 * The label of each audited field on screen, per entity (the `rotulo` of GET /v1/auditoria). A field
 * missing here shows under its wire name.
 */
export const AUDIT_FIELD_LABELS = Object.fromEntries(
  Object.entries(RECORDS).map(([entidade, record]) => [entidade, record.campos]),
) as Record<AuditedEntity, Readonly<Record<string, string>>>;

/** The label of a field of an audited entity, or its wire name when it has none. */
export const auditFieldLabel = (entidade: AuditedEntity, campo: string): string =>
  AUDIT_FIELD_LABELS[entidade][campo] ?? campo;

/** Answers (documentation, see common.ts). */
export const auditEntry = /*#__PURE__*/ v.object({
  id: v.string(),
  entidade: v.picklist(AUDITED_ENTITY_IDS),
  entidade_id: v.string(),
  acao: v.picklist(Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]]),
  usuario: v.object({ id: v.string(), nome: v.string() }),
  criado_em: v.string(),
  alteracoes: v.array(
    v.object({ campo: v.string(), rotulo: v.string(), antes: v.unknown(), depois: v.unknown() }),
  ),
}) satisfies v.GenericSchema<AuditEntry>;
