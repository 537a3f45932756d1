import type { SQL } from 'drizzle-orm';
import path from 'node:path';
import type * as v from 'valibot';
import type { Paged } from '../../../src/contract/common';
import type {
  CoBrokerage,
  CreditAnswer,
  CreditConsult,
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
import { suggestInsurers } from '../insurers/service';
import * as repo from './repository';
import type { AnswerRow, ConsultRow } from './repository';
import { ANSWER_ACTION, answerWorkflow, consultWorkflow } from './workflow';

export type MarketConsultData = v.InferOutput<typeof marketConsultBody>;
export type RenewData = v.InferOutput<typeof renewBody>;
export type ConsultUpdate = v.InferOutput<typeof consultUpdateBody>;
export type ConsultListQuery = v.InferOutput<typeof consultListQuery>;
export type FollowUpQuery = v.InferOutput<typeof followUpQuery>;

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

async function toConsult(db: Db, row: ConsultRow): Promise<CreditConsult> {
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

export async function getConsult(db: Db, groupId: string, consultId: string): Promise<CreditConsult> {
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
  return createOnce<CreditConsult>({
    db,
    audit: { actor, entidade: 'limite_credito' },
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
): Promise<Created<CreditConsult>> {
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
): Promise<Created<CreditConsult>> {
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

/* ---------------------------------------------------------------- answers, co-brokerage, state */

export async function updateConsult(
  db: Db,
  actor: Actor,
  groupId: string,
  consultId: string,
  data: ConsultUpdate,
  ifMatch: string | undefined,
): Promise<CreditConsult> {
  return updateRecord<CreditConsult>({
    db,
    audit: { actor, entidade: 'limite_credito' },
    ifMatch,
    load: async (tx) => {
      const row = await repo.findConsult(tx, groupId, consultId, true);
      return row && toConsult(tx, row);
    },
    apply: async (tx, current) => {
      const open = current.status.id === 'em_andamento';
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
      const status = data.acao ? consultWorkflow.apply(current.status.id, data.acao) : undefined;
      await repo.updateConsult(tx, consultId, {
        ...(status ? { status } : {}),
        ...(data.observacoes !== undefined ? { observacoes: data.observacoes || null } : {}),
      });
      const row = await repo.findConsult(tx, groupId, consultId);
      if (!row) throw notFound();
      return toConsult(tx, row);
    },
  });
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
