import type { Paged } from '../../../src/contract/common';
import type { Critique } from '../../../src/contract/guarantee-quotations';
import { CRITIQUE_STATES, nameOf } from '../../../src/contract/guarantee-quotations';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../errors';
import type { AuditTarget } from '../../lib/audit';
import type { Created } from '../../lib/listing';
import { runTransition } from '../../lib/transition';
import type { TransitionRecord } from '../../lib/transition';
import type { Viewer } from '../../lib/visibility';
import { visibleWhere } from '../../lib/visibility';
import type { RecordKind } from '../../../src/contract/visibility';
import * as repo from './repository';
import type { NamedCritique, ParentColumns } from './repository';
import type { CritiqueEntity } from './types';
import { critiqueWorkflow } from './workflow';

/**
 * Critiques of any record with a workflow, keyed by (entity, record id): the thread, adding one
 * (idempotent by the client's id), resending, resolving and the follow-up list of the open ones. A
 * domain composes them through a `CritiqueHost` (docs/architecture.md, "Críticas"): every change of a
 * critique runs as an action of the parent through its transition record, so the parent's row is
 * locked in the caller's visibility, the parent's table says in which states critiques are taken, and
 * the audit row lands in the parent's history. An open critique holds back the parent's actions
 * guarded by `sem_critica_aberta` (the parent's guard context reads `repo.openCount`).
 */
export interface CritiqueHost<Row, A extends string, C, V> {
  entidade: CritiqueEntity;
  /** The parent's transition record for this caller (its `lock` applies the caller's visibility). */
  record(viewer: Viewer): TransitionRecord<Row, A, C, V>;
  /** The parent's action that adds or resends a critique ('criticar'): its table has the states. */
  action: A;
  /** The parent as the caller sees it (undefined outside the caller's visibility: 404). */
  find(db: Db, id: string, viewer: Viewer): Promise<Row | undefined>;
}

/** A critique on the wire, its parent named generically (a domain renames `entidade_id`). */
export type CritiqueView = Omit<Critique, 'cotacao_id'> & { entidade_id: string };

const iso = (d: Date | null) => d?.toISOString() ?? null;
const ref = (id: string | null, nome: string | null) => (id && nome !== null ? { id, nome } : null);

export function toCritique(r: NamedCritique): CritiqueView {
  const c = r.critique;
  return {
    id: c.id,
    entidade_id: c.entidadeId,
    texto: c.texto,
    status: { id: c.status, nome: nameOf(CRITIQUE_STATES, c.status) },
    autor: ref(c.autorId, r.autor),
    criado_em: c.criadoEm.toISOString(),
    reenvios: c.reenvios,
    reenviada_em: iso(c.reenviadaEm),
    regularizada_em: iso(c.regularizadaEm),
    regularizada_por: ref(c.regularizadaPor, r.regularizadaPorNome),
    resolucao: c.resolucao,
  };
}

async function visibleParent<Row, A extends string, C, V>(
  db: Db,
  host: CritiqueHost<Row, A, C, V>,
  id: string,
  viewer: Viewer,
): Promise<Row> {
  const row = await host.find(db, id, viewer);
  if (row === undefined) throw notFound();
  return row;
}

/** A critique of this record (one of another record is answered as missing). */
async function critiqueOf(db: Db, entidade: CritiqueEntity, id: string, critiqueId: string, lock = false) {
  const c = await repo.find(db, critiqueId, lock);
  if (!c || c.entidade !== entidade || c.entidadeId !== id) throw notFound();
  return c;
}

async function named(db: Db, critiqueId: string): Promise<CritiqueView> {
  const row = await repo.findNamed(db, critiqueId);
  if (!row) throw notFound();
  return toCritique(row);
}

/** The thread of a record the caller sees, newest first. */
export async function thread<Row, A extends string, C, V>(
  db: Db,
  host: CritiqueHost<Row, A, C, V>,
  id: string,
  viewer: Viewer,
): Promise<CritiqueView[]> {
  await visibleParent(db, host, id, viewer);
  return (await repo.threadOf(db, host.entidade, id)).map(toCritique);
}

/** Adds a critique; the same client id with the same text answers the stored one (200), not a copy. */
export async function add<Row, A extends string, C, V>(
  db: Db,
  host: CritiqueHost<Row, A, C, V>,
  actor: AuditTarget['actor'],
  viewer: Viewer,
  id: string,
  data: { id?: string | undefined; texto: string },
): Promise<Created<CritiqueView>> {
  await visibleParent(db, host, id, viewer);
  if (data.id) {
    const stored = await repo.find(db, data.id);
    if (stored) {
      if (stored.entidade !== host.entidade || stored.entidadeId !== id || stored.texto !== data.texto)
        throw conflict('Este identificador já pertence a outra crítica.');
      return { created: false, record: await named(db, stored.id) };
    }
  }
  let created: repo.CritiqueRow | undefined;
  await runTransition(db, host.record(viewer), actor, id, host.action, {
    work: async (tx) => {
      created = await repo.insert(tx, {
        ...(data.id ? { id: data.id } : {}),
        entidade: host.entidade,
        entidadeId: id,
        texto: data.texto,
        autorId: actor.userId,
      });
    },
  });
  if (!created) throw notFound();
  return { created: true, record: await named(db, created.id) };
}

/** Resends an open critique: allowed in the states where the parent takes critiques. */
export async function resend<Row, A extends string, C, V>(
  db: Db,
  host: CritiqueHost<Row, A, C, V>,
  actor: AuditTarget['actor'],
  viewer: Viewer,
  id: string,
  critiqueId: string,
): Promise<CritiqueView> {
  await visibleParent(db, host, id, viewer);
  await critiqueOf(db, host.entidade, id, critiqueId);
  await runTransition(db, host.record(viewer), actor, id, host.action, {
    auditAs: 'reenviar_critica',
    work: async (tx) => {
      const c = await critiqueOf(tx, host.entidade, id, critiqueId, true);
      critiqueWorkflow.apply(c.status, 'reenviar');
      await repo.update(tx, c.id, { reenvios: c.reenvios + 1, reenviadaEm: new Date() });
    },
  });
  return named(db, critiqueId);
}

/** Resolves an open critique, in any state of the parent (also after the policy: the list empties). */
export async function resolve<Row, A extends string, C, V>(
  db: Db,
  host: CritiqueHost<Row, A, C, V>,
  actor: AuditTarget['actor'],
  viewer: Viewer,
  id: string,
  critiqueId: string,
  data: { resolucao: string | null },
): Promise<CritiqueView> {
  await visibleParent(db, host, id, viewer);
  await critiqueOf(db, host.entidade, id, critiqueId);
  await runTransition(db, host.record(viewer), actor, id, host.action, {
    auditAs: 'regularizar_critica',
    anyState: true,
    work: async (tx) => {
      const c = await critiqueOf(tx, host.entidade, id, critiqueId, true);
      critiqueWorkflow.apply(c.status, 'regularizar');
      await repo.update(tx, c.id, {
        status: 'regularizada',
        regularizadaEm: new Date(),
        regularizadaPor: actor.userId,
        resolucao: data.resolucao,
      });
    },
  });
  return named(db, critiqueId);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** One open critique of the follow-up list, with the parent's columns and its age in days. */
export type FollowUpRow = CritiqueView & { parent: Record<string, unknown>; dias: number };

/**
 * The follow-up list (/acompanhar-criticas): the open critiques of one kind of record that the caller
 * sees, through `listPage` and the one visibility rule on the parent's table.
 */
export async function followUp(
  db: Db,
  entidade: CritiqueEntity,
  parent: ParentColumns,
  viewer: Viewer,
  q: { page: number; page_size: number; sort?: string | undefined; direction: 'asc' | 'desc' },
): Promise<Paged<FollowUpRow>> {
  const direction = q.sort ? q.direction : 'asc';
  const { rows, total } = await repo.openPage(
    db,
    entidade,
    parent,
    parent.visible ? parent.visible(viewer) : visibleWhere(viewer, entidade as RecordKind),
    q.page,
    q.page_size,
    direction,
  );
  const now = Date.now();
  return {
    items: rows.map((r) => ({
      ...toCritique(r),
      parent: r.parent,
      dias: Math.floor((now - r.critique.criadoEm.getTime()) / DAY_MS),
    })),
    total_count: total,
  };
}
