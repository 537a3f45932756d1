import type { SQL } from 'drizzle-orm';
import path from 'node:path';
import type * as v from 'valibot';
import type { Paged } from '../../../src/contract/common';
import type {
  answerBody,
  CoBrokerage,
  CreditAnswer,
  CreditConsult,
  CreditConsultActionId,
  CreditConsultRow,
  CreditFollowUp,
  CreditHistoryItem,
  consultListQuery,
  consultUpdateBody,
  followUpQuery,
  marketConsultBody,
  renewBody,
} from '../../../src/contract/credit-limits';
import {
  APPROVAL_RULE_TYPES,
  CCG_STRUCTURES,
  CREDIT_ANSWER_STATUSES,
  CREDIT_CONSULT_STATUSES,
  CREDIT_MESSAGES,
  EMPTY_CO_BROKERAGE_SHARE,
  PREMIUM_RULE_TYPES,
  nameIn,
} from '../../../src/contract/credit-limits';
import { fileUrl } from '../../../src/contract/files';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../errors';
import type { Actor } from '../../lib/audit';
import { createOnce } from '../../lib/create-once';
import type { Created } from '../../lib/listing';
import { enqueueMail } from '../../lib/mail-outbox';
import { updateRecord } from '../../lib/update-once';
import { allowedActions, runTransition } from '../../lib/transition';
import type { TransitionRecord } from '../../lib/transition';
import { suggestInsurers } from '../insurers/service';
import * as repo from './repository';
import type { AnswerRow, ConsultRow } from './repository';
import { ANSWER_ACTION, answerWorkflow, consultWorkflow } from './workflow';

export type MarketConsultData = v.InferOutput<typeof marketConsultBody>;
export type RenewData = v.InferOutput<typeof renewBody>;
export type ConsultUpdate = v.InferOutput<typeof consultUpdateBody>;
export type ConsultListQuery = v.InferOutput<typeof consultListQuery>;
export type FollowUpQuery = v.InferOutput<typeof followUpQuery>;
/** A limit the insurer already approved (answerBody with status 'aprovado' and a validity start). */
export type ApprovedLimitData = v.InferOutput<typeof answerBody> & {
  status: 'aprovado';
  limite_aprovado: number;
  vigencia_inicio: string;
  vigencia_fim: string;
};

const refuse = (field: string, message: string) => badRequest([{ field, message }], message);

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** Today in São Paulo, 'aaaa-mm-dd': an approved answer is vencido once its vigência fim is before it. */
export const today = (now = new Date()) => isoDay.format(now);

export function effectiveStatus(row: AnswerRow, day = today()): CreditAnswer['status']['id'] {
  if (row.status === 'aprovado' && row.vigenciaFim && row.vigenciaFim < day) return 'vencido';
  return row.status as CreditAnswer['status']['id'];
}

const ref = (list: readonly { id: string; nome: string }[], id: string | null) =>
  id ? { id, nome: nameIn(list, id) } : null;

function toAnswer(row: AnswerRow, seguradora: string): CreditAnswer {
  const status = effectiveStatus(row);
  return {
    id: row.id,
    seguradora: { id: row.seguradoraId, nome: seguradora },
    status: { id: status, nome: nameIn(CREDIT_ANSWER_STATUSES, status) },
    limite_aprovado: row.limiteAprovado,
    taxa_minima: row.taxaMinima,
    vigencia_inicio: row.vigenciaInicio,
    vigencia_fim: row.vigenciaFim,
    estrutura_ccg: ref(CCG_STRUCTURES, row.estruturaCcg),
    tipo_regra_aprovacao: ref(APPROVAL_RULE_TYPES, row.tipoRegraAprovacao),
    tipo_regra_premio: ref(PREMIUM_RULE_TYPES, row.tipoRegraPremio),
    observacoes: row.observacoes,
    canal: row.canal,
    enviado_em: row.enviadoEm.toISOString(),
    respondido_em: row.respondidoEm?.toISOString() ?? null,
    atualizado_em: row.atualizadoEm.toISOString(),
  };
}

async function existingGroup(db: Db, groupId: string) {
  const group = await repo.findGroup(db, groupId);
  if (!group) throw notFound();
  return group;
}

async function coBrokerageFor(
  db: Db,
  consult: ConsultRow,
  group: { id: string; nome: string },
): Promise<CoBrokerage> {
  const { ativo, items } = await repo.coBrokerageOf(db, consult.id);
  return {
    consulta_id: consult.id,
    grupo_economico: group,
    ativo,
    corretoras: items.length
      ? items.map((i) => ({
          corretora_id: i.item.corretoraId,
          nome: i.nome,
          percentagem_participacao: i.item.percentagemParticipacao,
        }))
      : [0, 1].map(() => ({
          corretora_id: null,
          nome: null,
          percentagem_participacao: EMPTY_CO_BROKERAGE_SHARE,
        })),
  };
}

/**
 * The consult as the transition runner sees it (server/lib/transition.ts): locked within its group,
 * its state is `status`, its audit rows compare `auditedConsult`, If-Match is checked against its wire
 * view. Only the consult is a record of the runner: an insurer's answer is a child row whose own
 * table is checked inside the consult's write (docs/architecture.md, "Fluxos").
 */
function consultRecord(
  groupId: string,
): TransitionRecord<ConsultRow, CreditConsultActionId, undefined, repo.ConsultValues> {
  return {
    workflow: consultWorkflow,
    entidade: 'limite_credito',
    lock: (tx, id) => repo.findConsult(tx, groupId, id, true),
    reload: (tx, id) => repo.findConsult(tx, groupId, id),
    stateOf: (row) => row.status,
    move: (_row, to) => ({ status: to as ConsultRow['status'] }),
    write: (tx, id, values) => repo.updateConsult(tx, id, values),
    audited: (tx, row) => auditedConsult(tx, row),
    version: (tx, row) => toConsult(tx, row),
  };
}

/**
 * What an audit row of a consult's action compares, from the stored rows: the columns an action may
 * change (status, notes) and its answers and co-brokerage, as the wire names them.
 */
async function auditedConsult(db: Db, row: ConsultRow): Promise<object> {
  const answers = await repo.answersOf(db, [row.id]);
  const { ativo, items } = await repo.coBrokerageOf(db, row.id);
  return {
    status: { id: row.status, nome: nameIn(CREDIT_CONSULT_STATUSES, row.status) },
    observacoes: row.observacoes,
    respostas: answers.map((a) => toAnswer(a.answer, a.seguradora)),
    cocorretagem: {
      ativo,
      corretoras: items.map((i) => ({
        corretora_id: i.item.corretoraId,
        percentagem_participacao: i.item.percentagemParticipacao,
      })),
    },
  };
}

/** A consult as the server sends it: always with the actions allowed now. */
export type CreditConsultRead = CreditConsult & { acoes: CreditConsultActionId[] };

async function toConsult(db: Db, row: ConsultRow): Promise<CreditConsultRead> {
  const group = await existingGroup(db, row.grupoId);
  const [answers, docs, coBrokerage, criadoPor] = await Promise.all([
    repo.answersOf(db, [row.id]),
    repo.documentsOf(db, row.id),
    coBrokerageFor(db, row, group),
    repo.userName(db, row.criadoPor),
  ]);
  return {
    id: row.id,
    grupo_economico: group,
    valor_solicitado: row.valorSolicitado,
    status: { id: row.status, nome: nameIn(CREDIT_CONSULT_STATUSES, row.status) },
    antecessora_id: row.antecessoraId,
    observacoes: row.observacoes,
    documentos: docs.map((d) => ({
      id: d.doc.id,
      nome: d.doc.nome,
      arquivo: { id: d.doc.arquivoId, nome: d.arquivo, url: fileUrl(d.doc.arquivoId) },
    })),
    respostas: answers.map((a) => toAnswer(a.answer, a.seguradora)),
    cocorretagem: coBrokerage,
    criado_por: criadoPor,
    criado_em: row.criadoEm.toISOString(),
    atualizado_em: row.atualizadoEm.toISOString(),
    acoes: await allowedActions(db, consultRecord(row.grupoId), row),
  };
}

export async function listConsults(
  db: Db,
  groupId: string,
  q: ConsultListQuery,
): Promise<Paged<CreditConsultRow>> {
  await existingGroup(db, groupId);
  const day = today();
  const page = await repo.listConsults(db, {
    groupId,
    page: q.page,
    pageSize: q.page_size,
    sort: q.sort,
    direction: q.direction,
    seguradoraId: q.seguradora_id,
    status: q.status,
    situacao: q.situacao,
    vigencia: q.vigencia,
    today: day,
  });
  const answers = await repo.answersOf(
    db,
    page.rows.map((r) => r.id),
  );
  return {
    items: page.rows.map((row) => {
      const own = answers.filter((a) => a.answer.consultaId === row.id).map((a) => a.answer);
      const valid = own.filter((a) => effectiveStatus(a, day) === 'aprovado');
      return {
        id: row.id,
        valor_solicitado: row.valorSolicitado,
        status: { id: row.status, nome: nameIn(CREDIT_CONSULT_STATUSES, row.status) },
        antecessora_id: row.antecessoraId,
        seguradoras: own.length,
        aprovadas: own.filter((a) => a.status === 'aprovado').length,
        maior_limite_vigente: valid.length ? Math.max(...valid.map((a) => a.limiteAprovado ?? 0)) : null,
        criado_em: row.criadoEm.toISOString(),
      };
    }),
    total_count: page.total,
  };
}

export async function getConsult(db: Db, groupId: string, consultId: string): Promise<CreditConsultRead> {
  const row = await repo.findConsult(db, groupId, consultId);
  if (!row) throw notFound();
  return toConsult(db, row);
}

export async function getCoBrokerage(db: Db, groupId: string, consultId: string): Promise<CoBrokerage> {
  const row = await repo.findConsult(db, groupId, consultId);
  if (!row) throw notFound();
  return coBrokerageFor(db, row, await existingGroup(db, groupId));
}

/* ---------------------------------------------------------------- connectors */

/** What a connector gets to send one insurer its part of a consult. */
export interface ConnectorContext {
  consult: ConsultRow;
  group: { id: string; nome: string };
  insurer: { id: string; nome: string };
  documents: { nome: string; arquivo_id: string }[];
  actor: Actor;
}

/**
 * How a consult reaches an insurer. The built-in one e-mails the insurer's registered addresses and
 * staff record the answer; an insurer with an API gets its own connector (answering through PUT).
 * `send` runs inside the consult's transaction, so what it queues is committed with the consult.
 */
export interface CreditLimitConnector {
  id: string;
  send(tx: Db, context: ConnectorContext): Promise<void>;
}

const money = (n: number) =>
  n.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2 });

export const emailConnector: CreditLimitConnector = {
  id: 'email',
  async send(tx, c) {
    const to = await repo.insurerAddresses(tx, c.insurer.id);
    // An insurer without e-mail addresses keeps its answer 'aguardando': staff contact it otherwise.
    if (to.length === 0) return;
    await enqueueMail(
      tx,
      {
        to: to.join(', '),
        subject: `Consulta de limite de crédito – ${c.group.nome}`,
        text: [
          `Prezados, ${c.insurer.nome},`,
          '',
          `Solicitamos a análise de limite de crédito para o grupo econômico ${c.group.nome}.`,
          `Valor solicitado: ${money(c.consult.valorSolicitado)}.`,
          ...(c.consult.observacoes ? ['', c.consult.observacoes] : []),
          ...(c.documents.length ? ['', 'Documentos anexos:', ...c.documents.map((d) => `- ${d.nome}`)] : []),
          '',
          `Referência da consulta: ${c.consult.id}`,
        ].join('\n'),
        anexos: c.documents,
      },
      c.actor.userId,
    );
  },
};

/** The connector of each insurer; every insurer uses the e-mail one until an API connector exists. */
export const connectorFor = (_insurerId: string): CreditLimitConnector => emailConnector;

/* ---------------------------------------------------------------- market consult and renewal */

async function defaultInsurers(db: Db): Promise<string[]> {
  return (await suggestInsurers(db, undefined, true)).map((s) => s.id);
}

interface NewConsult {
  id?: string | undefined;
  valor: number;
  seguradoraIds: string[];
  documentoIds: string[];
  observacoes: string | null;
  antecessoraId: string | null;
}

async function startConsult(db: Db, actor: Actor, groupId: string, data: NewConsult, request: object) {
  const group = await existingGroup(db, groupId);
  return createOnce<CreditConsultRead>({
    db,
    audit: { actor, entidade: 'limite_credito' },
    // The actions allowed now are derived from the state: never a change of the history.
    audited: ({ acoes: _acoes, ...consult }) => consult,
    request,
    stored: async () => {
      const row = data.id ? await repo.findConsultById(db, data.id) : undefined;
      return row && toConsult(db, row);
    },
    insert: async (tx) => {
      if (data.seguradoraIds.length === 0) throw refuse('seguradora_ids', CREDIT_MESSAGES.noInsurers);
      const chosen = await repo.activeInsurers(tx, data.seguradoraIds);
      if (chosen.length !== data.seguradoraIds.length)
        throw refuse('seguradora_ids', CREDIT_MESSAGES.insurerMissing);
      const docs = await repo.groupDocumentsByIds(tx, groupId, data.documentoIds);
      if (docs.length !== new Set(data.documentoIds).size)
        throw refuse('documento_ids', CREDIT_MESSAGES.documentMissing);
      const consult = await repo.insertConsult(tx, {
        ...(data.id ? { id: data.id } : {}),
        grupoId: groupId,
        valorSolicitado: data.valor,
        antecessoraId: data.antecessoraId,
        observacoes: data.observacoes,
        criadoPor: actor.userId,
      });
      const documents = docs.map((d, ordem) => ({
        consultaId: consult.id,
        documentoId: d.doc.id,
        nome: d.doc.tipo === 'balanco' ? `Balanço ${d.doc.ano}` : (d.doc.descricao ?? d.arquivo),
        arquivoId: d.doc.arquivoId,
        ordem,
      }));
      await repo.insertDocuments(tx, documents);
      await repo.insertAnswers(
        tx,
        chosen.map((i) => ({ consultaId: consult.id, seguradoraId: i.id, canal: connectorFor(i.id).id })),
      );
      // The attachment keeps the uploaded file's extension, so the insurer's mail client opens it.
      const attached = documents.map((d, i) => ({
        nome: `${d.nome}${path.extname(docs[i]?.arquivo ?? '')}`,
        arquivo_id: d.arquivoId,
      }));
      for (const insurer of chosen)
        await connectorFor(insurer.id).send(tx, { consult, group, insurer, documents: attached, actor });
      return toConsult(tx, consult);
    },
    conflict: () => conflict('Esta consulta já foi registrada.'),
  });
}

export async function marketConsult(
  db: Db,
  actor: Actor,
  groupId: string,
  data: MarketConsultData,
): Promise<Created<CreditConsultRead>> {
  return startConsult(
    db,
    actor,
    groupId,
    {
      id: data.id,
      valor: data.valor_solicitado,
      seguradoraIds: data.seguradora_ids ?? (await defaultInsurers(db)),
      documentoIds: data.documento_ids ?? [],
      observacoes: data.observacoes,
      antecessoraId: null,
    },
    { valor_solicitado: data.valor_solicitado },
  );
}

/** A new consult prefilled from `consultId` (amount, insurers, documents, notes) and linked to it. */
export async function renew(
  db: Db,
  actor: Actor,
  groupId: string,
  consultId: string,
  data: RenewData,
): Promise<Created<CreditConsultRead>> {
  const previous = await repo.findConsult(db, groupId, consultId);
  if (!previous) throw notFound();
  const [answers, docs] = await Promise.all([
    repo.answersOf(db, [previous.id]),
    repo.documentsOf(db, previous.id),
  ]);
  return startConsult(
    db,
    actor,
    groupId,
    {
      id: data.id,
      valor: data.valor_solicitado ?? previous.valorSolicitado,
      seguradoraIds: data.seguradora_ids ?? answers.map((a) => a.answer.seguradoraId),
      documentoIds: data.documento_ids ?? docs.flatMap((d) => (d.doc.documentoId ? [d.doc.documentoId] : [])),
      observacoes: data.observacoes === undefined ? previous.observacoes : data.observacoes || null,
      antecessoraId: previous.id,
    },
    { antecessora_id: previous.id },
  );
}

/* ---------------------------------------------------------------- limits already approved */

/** The channel of a limit registered as already approved (a brokerage's book): nothing was sent. */
export const REGISTERED_CHANNEL = 'registro';

export const REGISTERED_LIMIT_MESSAGES = {
  fromConsult:
    'Já existe um limite aprovado desta seguradora com este início de vigência numa consulta de mercado; altere-o na própria consulta.',
} as const;

const sameLimit = (a: AnswerRow, d: ApprovedLimitData) =>
  a.limiteAprovado === d.limite_aprovado &&
  a.taxaMinima === d.taxa_minima &&
  a.vigenciaFim === d.vigencia_fim &&
  a.estruturaCcg === d.estrutura_ccg &&
  a.tipoRegraAprovacao === d.tipo_regra_aprovacao &&
  a.tipoRegraPremio === d.tipo_regra_premio &&
  a.observacoes === d.observacoes;

const limitValues = (d: ApprovedLimitData) => ({
  limiteAprovado: d.limite_aprovado,
  taxaMinima: d.taxa_minima,
  vigenciaFim: d.vigencia_fim,
  estruturaCcg: d.estrutura_ccg,
  tipoRegraAprovacao: d.tipo_regra_aprovacao,
  tipoRegraPremio: d.tipo_regra_premio,
  observacoes: d.observacoes,
});

/**
 * Registers a limit an insurer already approved for the group, without consulting anyone: a consult
 * created 'concluida' (its amount the approved limit) with one 'aprovado' answer on the channel
 * 'registro'; no e-mail is queued. It reads like any approved answer: the group's history and summary
 * card, the quotations' comparison and default insurers. The consult is dated at the validity start
 * (never later than now), so older limits stay behind newer ones in the group's history whatever the
 * order they are registered in. Natural key: group + insurer + validity start. The same limit again
 * changes nothing and writes no audit row; a registered one with other values is updated ('alterar');
 * one answered in a market consult is that consult's to change (409).
 */
export async function registerApprovedLimit(
  db: Db,
  actor: Actor,
  groupId: string,
  data: ApprovedLimitData,
): Promise<{ outcome: 'criada' | 'atualizada' | 'inalterada'; consult: CreditConsultRead }> {
  const found = await repo.approvedAnswerAt(db, groupId, data.seguradora_id, data.vigencia_inicio);
  const audit = { actor, entidade: 'limite_credito' as const };
  if (!found) {
    await existingGroup(db, groupId);
    const { record } = await createOnce<CreditConsultRead>({
      db,
      audit,
      audited: ({ acoes: _acoes, ...consult }) => consult,
      stored: async () => undefined,
      insert: async (tx) => {
        if ((await repo.activeInsurers(tx, [data.seguradora_id])).length === 0)
          throw refuse('seguradora_id', CREDIT_MESSAGES.insurerMissing);
        const start = new Date(`${data.vigencia_inicio}T12:00:00Z`);
        const dated = start.getTime() < Date.now() ? start : new Date();
        const consult = await repo.insertConsult(tx, {
          grupoId: groupId,
          valorSolicitado: data.limite_aprovado,
          status: 'concluida',
          observacoes: null,
          criadoPor: actor.userId,
          criadoEm: dated,
        });
        await repo.insertAnswers(tx, [
          {
            consultaId: consult.id,
            seguradoraId: data.seguradora_id,
            canal: REGISTERED_CHANNEL,
            status: 'aprovado',
            vigenciaInicio: data.vigencia_inicio,
            ...limitValues(data),
            enviadoEm: dated,
            respondidoEm: dated,
          },
        ]);
        return toConsult(tx, consult);
      },
      conflict: () => conflict('Este limite já foi registrado.'),
    });
    return { outcome: 'criada', consult: record };
  }
  if (sameLimit(found.answer, data))
    return { outcome: 'inalterada', consult: await toConsult(db, found.consult) };
  if (found.answer.canal !== REGISTERED_CHANNEL) throw conflict(REGISTERED_LIMIT_MESSAGES.fromConsult);
  const consult = await updateRecord<CreditConsultRead>({
    db,
    audit,
    ifMatch: undefined,
    load: async (tx) => {
      const row = await repo.findConsult(tx, groupId, found.consult.id, true);
      return row && toConsult(tx, row);
    },
    apply: async (tx) => {
      await repo.updateAnswer(tx, found.answer.id, limitValues(data));
      await repo.updateConsult(tx, found.consult.id, { valorSolicitado: data.limite_aprovado });
      const row = await repo.findConsult(tx, groupId, found.consult.id);
      if (!row) throw notFound();
      return toConsult(tx, row);
    },
  });
  return { outcome: 'atualizada', consult };
}

/* ---------------------------------------------------------------- answers, co-brokerage, state */

/**
 * PUT of a consult: its answers, co-brokerage and notes, and, with `acao`, the consult's own action
 * (concluir, cancelar). With an action, the write is that action of the transition runner (one audit
 * row named after it, 409 outside its states); without one, it is an edit of the record
 * (`updateRecord`, audited 'alterar'). Either way an answer's change is checked by the answers' table.
 */
export async function updateConsult(
  db: Db,
  actor: Actor,
  groupId: string,
  consultId: string,
  data: ConsultUpdate,
  ifMatch: string | undefined,
): Promise<CreditConsultRead> {
  if (data.acao) {
    const { row } = await runTransition(db, consultRecord(groupId), actor, consultId, data.acao, {
      ifMatch,
      work: (tx, row) => editConsult(tx, row, data),
    });
    return toConsult(db, row);
  }
  return updateRecord<CreditConsultRead>({
    db,
    audit: { actor, entidade: 'limite_credito' },
    ifMatch,
    load: async (tx) => {
      const row = await repo.findConsult(tx, groupId, consultId, true);
      return row && toConsult(tx, row);
    },
    apply: async (tx) => {
      const current = await repo.findConsult(tx, groupId, consultId);
      if (!current) throw notFound();
      await repo.updateConsult(tx, consultId, await editConsult(tx, current, data));
      const row = await repo.findConsult(tx, groupId, consultId);
      if (!row) throw notFound();
      return toConsult(tx, row);
    },
  });
}

/**
 * The answers, co-brokerage and notes of a PUT, written in the caller's transaction; answers the
 * consult's own columns to change. An answer is a child row: its move is checked against the answers'
 * table here (409, nothing changed), not by the runner, which locks and audits the consult.
 */
async function editConsult(tx: Db, current: ConsultRow, data: ConsultUpdate): Promise<repo.ConsultValues> {
  const consultId = current.id;
  const open = current.status === 'em_andamento';
  if (!open && data.respostas.length) throw conflict(CREDIT_MESSAGES.closedConsult);
  const answers = await repo.answersOf(tx, [consultId]);
  const day = today();
  for (const a of data.respostas) {
    const found = answers.find((x) => x.answer.seguradoraId === a.seguradora_id);
    if (!found) throw refuse('respostas', CREDIT_MESSAGES.insurerNotInConsult);
    const state = effectiveStatus(found.answer, day);
    if (state !== a.status) answerWorkflow.apply(state, ANSWER_ACTION[a.status]);
    const answered = a.status === 'aprovado' || a.status === 'recusado';
    await repo.updateAnswer(tx, found.answer.id, {
      status: a.status,
      limiteAprovado: a.limite_aprovado,
      taxaMinima: a.taxa_minima,
      vigenciaInicio: a.vigencia_inicio,
      vigenciaFim: a.vigencia_fim,
      estruturaCcg: a.estrutura_ccg,
      tipoRegraAprovacao: a.tipo_regra_aprovacao,
      tipoRegraPremio: a.tipo_regra_premio,
      observacoes: a.observacoes,
      respondidoEm: answered ? (found.answer.respondidoEm ?? new Date()) : null,
    });
  }
  if (data.cocorretagem) {
    const items = data.cocorretagem.corretoras.flatMap((c) =>
      c.corretora_id
        ? [{ corretoraId: c.corretora_id, percentagemParticipacao: c.percentagem_participacao }]
        : [],
    );
    const known = await repo.existingBrokers(
      tx,
      items.map((i) => i.corretoraId),
    );
    if (items.some((i) => !known.has(i.corretoraId)))
      throw refuse('cocorretagem', CREDIT_MESSAGES.brokerMissing);
    await repo.replaceCoBrokerage(tx, consultId, data.cocorretagem.ativo, items);
  }
  return data.observacoes !== undefined ? { observacoes: data.observacoes || null } : {};
}

/* ---------------------------------------------------------------- history and follow-up */

export async function history(
  db: Db,
  groupId: string,
  seguradoraId: string | undefined,
): Promise<CreditHistoryItem[]> {
  await existingGroup(db, groupId);
  const rows = await repo.history(db, groupId, seguradoraId);
  return rows.map((r) => ({
    ...toAnswer(r.answer, r.seguradora),
    consulta_id: r.consult.id,
    valor_solicitado: r.consult.valorSolicitado,
    consulta_criada_em: r.consult.criadoEm.toISOString(),
  }));
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function followUp(db: Db, q: FollowUpQuery, visible?: SQL): Promise<Paged<CreditFollowUp>> {
  const { rows, total } = await repo.followUp(db, {
    visible,
    page: q.page,
    pageSize: q.page_size,
    sort: q.sort,
    direction: q.direction,
    seguradoraId: q.seguradora_id,
  });
  const now = Date.now();
  return {
    items: rows.map((r) => ({
      resposta_id: r.answer.id,
      consulta_id: r.answer.consultaId,
      grupo_economico: { id: r.grupoId, nome: r.grupo },
      seguradora: { id: r.answer.seguradoraId, nome: r.seguradora },
      status: { id: effectiveStatus(r.answer), nome: nameIn(CREDIT_ANSWER_STATUSES, r.answer.status) },
      enviado_em: r.answer.enviadoEm.toISOString(),
      dias: Math.floor((now - r.answer.enviadoEm.getTime()) / DAY_MS),
    })),
    total_count: total,
  };
}
