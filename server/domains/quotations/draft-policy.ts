import type * as v from 'valibot';
import type { Quotation, policyBody } from '../../../src/contract/guarantee-quotations';
import { QUOTATION_MESSAGES, formatQuotationNumber } from '../../../src/contract/guarantee-quotations';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../errors';
import type { Created } from '../../lib/listing';
import { enqueueMail } from '../../lib/mail-outbox';
import { policyFromQuotation } from '../policies/service';
import * as repo from './repository';
import type { QuotationRow as StoredQuotation } from './repository';
import { costWorkflow } from './workflow';
import type { QuotationCaller } from './record';
import { existing, quotationView, runAction } from './record';
import { refuse } from './common';
import { costOf } from './costs';

/* ---------------------------------------------------------------- draft contract */

async function draftOf(tx: Db, id: string, insurerId?: string) {
  const draft = await repo.currentDraft(tx, id);
  if (!draft) throw conflict('A cotação ainda não tem minuta.');
  if (insurerId && draft.draft.seguradoraId !== insurerId)
    throw notFound(QUOTATION_MESSAGES.notChosenInsurer);
  return draft.draft;
}

async function chosenInsurer(row: StoredQuotation, insurerId?: string) {
  if (!row.seguradoraId) throw conflict('A cotação ainda não tem seguradora escolhida.');
  if (insurerId && row.seguradoraId !== insurerId) throw notFound(QUOTATION_MESSAGES.notChosenInsurer);
  return row.seguradoraId;
}

export async function requestDraft(
  db: Db,
  actor: QuotationCaller,
  id: string,
  insurerId: string,
): Promise<Quotation> {
  return runAction(db, actor, id, 'solicitar_minuta', {
    work: async (tx, row) => {
      await chosenInsurer(row, insurerId);
      const draft = await draftOf(tx, id, insurerId);
      await repo.updateDraft(tx, draft.id, { solicitadaEm: new Date() });
      const to = await repo.insurerAddresses(tx, insurerId);
      if (to.length)
        await enqueueMail(
          tx,
          {
            to: to.join(', '),
            subject: `Solicitação de minuta – cotação ${formatQuotationNumber(row.numero)}`,
            text: `Prezados,\n\nSolicitamos a emissão da minuta da cotação ${formatQuotationNumber(row.numero)} (tomador ${row.tomadorNome}).\n`,
          },
          actor.userId,
        );
    },
  });
}

export async function insertDraft(
  db: Db,
  actor: QuotationCaller,
  id: string,
  arquivoId: string,
): Promise<Quotation> {
  return runAction(db, actor, id, 'inserir_minuta', {
    work: async (tx, row) => {
      const insurerId = await chosenInsurer(row);
      if (!(await repo.fileExists(tx, arquivoId))) throw refuse('arquivo_id', QUOTATION_MESSAGES.fileMissing);
      const current = await repo.currentDraft(tx, id);
      if (current && current.draft.status === 'solicitada' && !current.draft.arquivoId) {
        await repo.updateDraft(tx, current.draft.id, { status: 'emitida', arquivoId, emitidaEm: new Date() });
      } else {
        await repo.insertDraft(tx, {
          cotacaoId: id,
          seguradoraId: insurerId,
          status: 'emitida',
          arquivoId,
          solicitadaEm: current?.draft.solicitadaEm ?? null,
          emitidaEm: new Date(),
        });
      }
    },
  });
}

export async function askDraftApproval(
  db: Db,
  actor: QuotationCaller,
  id: string,
  insurerId?: string,
): Promise<Quotation> {
  return runAction(db, actor, id, 'solicitar_aprovacao_minuta', {
    work: async (tx, row) => {
      await chosenInsurer(row, insurerId);
      const draft = await draftOf(tx, id, insurerId);
      await repo.updateDraft(tx, draft.id, {
        status: 'aguardando_aprovacao',
        aprovacaoSolicitadaEm: new Date(),
      });
      const taker = await repo.findTaker(tx, row.tomadorId);
      const group = await repo.groupContact(tx, row.grupoId);
      const to = taker?.email ?? group?.email;
      // Without the borrower's or the group's e-mail the request is recorded; staff send it otherwise.
      if (to)
        await enqueueMail(
          tx,
          {
            to,
            subject: `Aprovação da minuta – cotação ${formatQuotationNumber(row.numero)}`,
            text: `Prezados, ${row.tomadorNome},\n\nA minuta da garantia da cotação ${formatQuotationNumber(row.numero)} está pronta. Pedimos que a analisem e nos informem a aprovação.\n`,
            ...(draft.arquivoId ? { anexos: [{ nome: 'minuta.pdf', arquivo_id: draft.arquivoId }] } : {}),
          },
          actor.userId,
        );
    },
  });
}

export async function approveDraft(
  db: Db,
  actor: QuotationCaller,
  id: string,
  insurerId?: string,
): Promise<Quotation> {
  return runAction(db, actor, id, 'aprovar_minuta', {
    work: async (tx, row) => {
      await chosenInsurer(row, insurerId);
      const draft = await draftOf(tx, id, insurerId);
      if (!draft.arquivoId) throw conflict('A minuta ainda não foi inserida.');
      await repo.updateDraft(tx, draft.id, { status: 'aprovada', decididaEm: new Date() });
    },
  });
}

export async function refuseDraft(
  db: Db,
  actor: QuotationCaller,
  id: string,
  motivo: string,
  insurerId?: string,
): Promise<Quotation> {
  return runAction(db, actor, id, 'recusar_minuta', {
    work: async (tx, row) => {
      await chosenInsurer(row, insurerId);
      const draft = await draftOf(tx, id, insurerId);
      await repo.updateDraft(tx, draft.id, { status: 'recusada', decididaEm: new Date(), motivo });
      await repo.insertDraft(tx, {
        cotacaoId: id,
        seguradoraId: draft.seguradoraId,
        status: 'solicitada',
        solicitadaEm: new Date(),
      });
      return { etapasCanceladas: [...new Set([...row.etapasCanceladas, 'aprovacao_minuta'])] };
    },
  });
}

export async function removeDraft(
  db: Db,
  actor: QuotationCaller,
  id: string,
  insurerId: string,
): Promise<Quotation> {
  return runAction(db, actor, id, 'remover_minuta', {
    work: async (tx, row) => {
      await chosenInsurer(row, insurerId);
      const draft = await draftOf(tx, id, insurerId);
      await repo.updateDraft(tx, draft.id, { status: 'removida', decididaEm: new Date() });
      await repo.insertDraft(tx, {
        cotacaoId: id,
        seguradoraId: draft.seguradoraId,
        status: 'solicitada',
        solicitadaEm: new Date(),
      });
    },
  });
}

/** The chosen insurer declined to issue the draft: it leaves, and the quotation goes back to the costs. */
export async function declineDraft(
  db: Db,
  actor: QuotationCaller,
  id: string,
  motivo: string | null,
): Promise<Quotation> {
  return runAction(db, actor, id, 'registrar_declinio_minuta', {
    work: async (tx, row) => {
      const insurerId = await chosenInsurer(row);
      const draft = await draftOf(tx, id);
      await repo.updateDraft(tx, draft.id, { status: 'declinada', decididaEm: new Date(), motivo });
      const cost = await costOf(tx, id, insurerId);
      costWorkflow.apply(cost.status, 'desistir');
      await repo.updateCost(tx, cost.id, {
        status: 'declinado',
        motivoDeclinio: motivo ?? 'Declinou a emissão da minuta.',
      });
      return {
        seguradoraId: null,
        etapasCanceladas: [...new Set([...row.etapasCanceladas, 'solicitar_minuta', 'aprovacao_minuta'])],
      };
    },
  });
}

/* ---------------------------------------------------------------- policy */

export async function requestPolicy(db: Db, actor: QuotationCaller, id: string): Promise<Quotation> {
  return runAction(db, actor, id, 'solicitar_apolice', {
    work: async (tx, row) => {
      const insurerId = await chosenInsurer(row);
      const to = await repo.insurerAddresses(tx, insurerId);
      if (to.length)
        await enqueueMail(
          tx,
          {
            to: to.join(', '),
            subject: `Solicitação de emissão de apólice – cotação ${formatQuotationNumber(row.numero)}`,
            text: `Prezados,\n\nA minuta da cotação ${formatQuotationNumber(row.numero)} (tomador ${row.tomadorNome}) foi aprovada. Solicitamos a emissão da apólice.\n`,
          },
          actor.userId,
        );
    },
  });
}

export async function insertPolicy(
  db: Db,
  actor: QuotationCaller,
  id: string,
  data: v.InferOutput<typeof policyBody>,
): Promise<Created<Quotation>> {
  if (data.id) {
    const stored = await repo.findPolicy(db, data.id);
    if (stored) {
      if (stored.cotacaoId !== id) throw conflict('Este identificador já pertence a outra apólice.');
      return { created: false, record: await quotationView(db, await existing(db, id, actor.scope)) };
    }
  }
  const record = await runAction(db, actor, id, 'inserir_apolice', {
    work: async (tx, row) => {
      await chosenInsurer(row);
      if (data.arquivo_id && !(await repo.fileExists(tx, data.arquivo_id)))
        throw refuse('arquivo_id', QUOTATION_MESSAGES.fileMissing);
      // The issued policy is a record of its own, linked both ways (server/domains/policies).
      await policyFromQuotation(tx, actor, id, data);
    },
  });
  return { created: true, record };
}
