import type { Paged, SuggestItem } from '../../../src/contract/common';
import { fileUrl } from '../../../src/contract/files';
import type {
  CreateInvoiceData,
  InactivationData,
  InstalmentsData,
  Invoice,
  InvoiceData,
  InvoiceListQuery,
  PaymentData,
} from '../../../src/contract/invoices';
import { INACTIVATION_REASONS, INVOICE_MESSAGES, statusName, todayUtc } from '../../../src/contract/invoices';
import { worksIn } from '../../../src/contract/visibility';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/audit';
import { createOnce } from '../../lib/create-once';
import { assertIfMatch } from '../../lib/etag';
import type { Created } from '../../lib/listing';
import { updateRecord } from '../../lib/update-once';
import { SYSTEM_VIEWER, visibleWhere } from '../../lib/visibility';
import type { Viewer } from '../../lib/visibility';
import * as repo from './repository';

/** Who writes and what they may see. */
export type InvoiceCaller = Actor & { readonly viewer: Viewer };

const refuse = (field: string, message: string) => badRequest([{ field, message }], message);
/** An invoice is visible exactly when its policy is. */
const visible = (viewer: Viewer) => visibleWhere(viewer, 'apolice');
const audit = (caller: InvoiceCaller) => ({ actor: caller, entidade: 'fatura' as const });
/** A create's audit row names the policy by its number (the wire's policy block is for the screens). */
const audited = ({ apolice, ...rest }: Invoice) => ({
  ...rest,
  apolice: { id: apolice.id, nome: apolice.numero },
});

/* ---------------------------------------------------------------- wire */

export function toInvoice(r: repo.InvoiceJoined): Invoice {
  const i = r.invoice;
  const reason = INACTIVATION_REASONS.find((m) => m.id === i.motivoInativacao);
  return {
    id: i.id,
    apolice: {
      id: i.apoliceId,
      numero: r.apoliceNumero,
      seguradora: { id: r.seguradoraId, nome: r.seguradora },
      tomador: { id: r.tomadorId, nome: r.tomador },
      grupo: { id: r.grupoId, nome: r.grupo },
    },
    endosso: i.endossoId && r.endossoNumero !== null ? { id: i.endossoId, numero: r.endossoNumero } : null,
    numero: i.numero,
    parcela: i.parcela,
    parcelas: i.parcelas,
    valor: i.valor,
    vencimento: i.vencimento,
    pago_em: i.pagoEm,
    valor_pago: i.valorPago,
    situacao: { id: r.situacao, nome: statusName(r.situacao) },
    motivo_inativacao: reason ? { id: reason.id, nome: reason.nome } : null,
    observacao_inativacao: i.observacaoInativacao,
    inativada_em: i.inativadaEm ? i.inativadaEm.toISOString() : null,
    boleto:
      i.boletoId && r.boleto !== null ? { id: i.boletoId, nome: r.boleto, url: fileUrl(i.boletoId) } : null,
    observacoes: i.observacoes,
    atualizado_em: i.atualizadoEm.toISOString(),
  };
}

async function read(db: Db, id: string, viewer: Viewer): Promise<Invoice | undefined> {
  const row = await repo.findInvoice(db, todayUtc(), id, visible(viewer));
  return row ? toInvoice(row) : undefined;
}

/* ---------------------------------------------------------------- reads */

export async function listInvoices(db: Db, viewer: Viewer, q: InvoiceListQuery): Promise<Paged<Invoice>> {
  const page = await repo.listInvoices(db, todayUtc(), {
    page: q.page,
    pageSize: q.page_size,
    sort: q.sort,
    direction: q.direction,
    text: q.query || undefined,
    visiblePolicies: visible(viewer),
    situacao: q.situacao,
    vencimentoDe: q.vencimento_de,
    vencimentoAte: q.vencimento_ate,
    seguradoraId: q.seguradora_id,
    tomadorId: q.tomador_id,
    grupoId: q.grupo_economico_id,
    apoliceId: q.apolice_id,
  });
  return { items: page.rows.map(toInvoice), total_count: page.total };
}

export async function getInvoice(db: Db, viewer: Viewer, id: string): Promise<Invoice> {
  const invoice = await read(db, id, viewer);
  if (!invoice) throw notFound();
  return invoice;
}

export const inactivationReasons = (): SuggestItem[] =>
  INACTIVATION_REASONS.map(({ id, nome }) => ({ id, nome }));

/* ---------------------------------------------------------------- checks */

const assertGuaranteeArea = (viewer: Viewer) => {
  if (!viewer.system && (viewer.guest || !worksIn(viewer.area, 'garantia'))) throw forbidden();
};

/** The policy (visible to the caller, else a 400 on the field), its endorsement and the boleto. */
async function checkReferences(
  tx: Db,
  viewer: Viewer,
  data: { apolice_id: string; endosso_id: string | null; boleto_id: string | null },
): Promise<void> {
  if (!(await repo.findPolicy(tx, data.apolice_id, visible(viewer))))
    throw refuse('apolice_id', INVOICE_MESSAGES.policyNotFound);
  if (data.endosso_id && !(await repo.endorsementOf(tx, data.apolice_id, data.endosso_id)))
    throw refuse('endosso_id', INVOICE_MESSAGES.endorsementNotFound);
  if (data.boleto_id) {
    const type = await repo.fileType(tx, data.boleto_id);
    if (!type) throw refuse('boleto_id', INVOICE_MESSAGES.fileNotFound);
    if (type !== 'application/pdf') throw refuse('boleto_id', INVOICE_MESSAGES.fileNotPdf);
  }
}

const valuesOf = (data: InvoiceData) => ({
  endossoId: data.endosso_id,
  numero: data.numero,
  parcela: data.parcela,
  parcelas: data.parcelas,
  valor: data.valor,
  vencimento: data.vencimento,
  boletoId: data.boleto_id,
  observacoes: data.observacoes,
});

/* ---------------------------------------------------------------- writes */

/** POST /v1/faturas: one invoice. */
export async function createInvoice(
  db: Db,
  caller: InvoiceCaller,
  data: CreateInvoiceData,
): Promise<Created<Invoice>> {
  assertGuaranteeArea(caller.viewer);
  return createOnce({
    db,
    audit: audit(caller),
    audited,
    request: data,
    stored: async () => (data.id ? read(db, data.id, caller.viewer) : undefined),
    insert: async (tx) => {
      await checkReferences(tx, caller.viewer, data);
      if (await repo.numberTaken(tx, data.apolice_id, [data.numero]))
        throw conflict(INVOICE_MESSAGES.numberTaken);
      const row = await repo.insertInvoice(tx, {
        ...(data.id ? { id: data.id } : {}),
        apoliceId: data.apolice_id,
        ...valuesOf(data),
        criadoPor: caller.userId,
      });
      const created = await read(tx, row.id, SYSTEM_VIEWER);
      if (!created) throw notFound();
      return created;
    },
    conflict: () => conflict(INVOICE_MESSAGES.numberTaken),
  });
}

/**
 * POST /v1/faturas/parcelas: the m instalments of a premium at once, all or none. Row k is instalment
 * k of m. Each row is checked on its own (amount, date, number); the sum is the form's to guarantee
 * (the split it shows), since an instalment plan may carry fees the premium does not show.
 * Replayed with the same client ids it answers the stored rows and inserts nothing.
 */
export async function createInstalments(
  db: Db,
  caller: InvoiceCaller,
  data: InstalmentsData,
): Promise<{ created: boolean; items: Invoice[] }> {
  assertGuaranteeArea(caller.viewer);
  const m = data.parcelas.length;
  const first = data.parcelas[0]?.id;
  if (first) {
    const stored = await read(db, first, caller.viewer);
    if (stored) {
      const items = await Promise.all(
        data.parcelas.map(async (p) => (p.id ? read(db, p.id, caller.viewer) : undefined)),
      );
      if (items.every((i): i is Invoice => i !== undefined)) return { created: false, items };
    }
  }
  return db.transaction(async (tx) => {
    await checkReferences(tx, caller.viewer, data);
    const taken = await repo.numberTaken(
      tx,
      data.apolice_id,
      data.parcelas.map((p) => p.numero),
    );
    if (taken) throw conflict(`${INVOICE_MESSAGES.numberTaken} (${taken})`);
    const items: Invoice[] = [];
    for (const [index, p] of data.parcelas.entries()) {
      const { record } = await createOnce({
        db: tx,
        audit: audit(caller),
        audited,
        stored: async () => undefined,
        insert: async (inner) => {
          const row = await repo.insertInvoice(inner, {
            ...(p.id ? { id: p.id } : {}),
            apoliceId: data.apolice_id,
            endossoId: data.endosso_id,
            numero: p.numero,
            parcela: index + 1,
            parcelas: m,
            valor: p.valor,
            vencimento: p.vencimento,
            boletoId: data.boleto_id,
            observacoes: data.observacoes,
            criadoPor: caller.userId,
          });
          const created = await read(inner, row.id, SYSTEM_VIEWER);
          if (!created) throw notFound();
          return created;
        },
        conflict: () => conflict(INVOICE_MESSAGES.numberTaken),
      });
      items.push(record);
    }
    return { created: true, items };
  });
}

/** Locks the invoice and reads it as the wire shows it (404 outside the caller's visibility). */
const loadFor = (caller: InvoiceCaller, id: string) => async (tx: Db) => {
  if (!(await repo.lockInvoice(tx, id, visible(caller.viewer)))) return undefined;
  return read(tx, id, SYSTEM_VIEWER);
};

const after = async (tx: Db, id: string) => {
  const invoice = await read(tx, id, SYSTEM_VIEWER);
  if (!invoice) throw notFound();
  return invoice;
};

/** PUT /v1/faturas/{id}: the invoice's own data. An inactive invoice is kept as it was (409). */
export async function updateInvoice(
  db: Db,
  caller: InvoiceCaller,
  id: string,
  data: InvoiceData,
  ifMatch: string | undefined,
): Promise<Invoice> {
  return updateRecord({
    db,
    audit: audit(caller),
    ifMatch,
    load: loadFor(caller, id),
    apply: async (tx, current) => {
      if (current.situacao.id === 'inativa') throw conflict(INVOICE_MESSAGES.inactive);
      await checkReferences(tx, caller.viewer, { apolice_id: current.apolice.id, ...data });
      if (await repo.numberTaken(tx, current.apolice.id, [data.numero], id))
        throw conflict(INVOICE_MESSAGES.numberTaken);
      await repo.updateInvoice(tx, id, valuesOf(data));
      return after(tx, id);
    },
    conflict: () => conflict(INVOICE_MESSAGES.numberTaken),
  });
}

/**
 * A write of its own action ('registrar_pagamento', 'inativar'): the same lock and If-Match as
 * updateRecord, audited under the action's name. The same body again changes nothing and writes no row.
 */
async function act(
  db: Db,
  caller: InvoiceCaller,
  id: string,
  acao: 'registrar_pagamento' | 'inativar',
  ifMatch: string | undefined,
  apply: (tx: Db, current: Invoice) => Promise<void>,
): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const current = await loadFor(caller, id)(tx);
    if (!current) throw notFound();
    assertIfMatch(ifMatch, current);
    await apply(tx, current);
    const next = await after(tx, id);
    await writeAudit(tx, audit(caller), acao, id, current, next);
    return next;
  });
}

/**
 * PUT /v1/faturas/{id}/pagamento: sets the payment date and amount. Sending the same payment again
 * answers the invoice unchanged (the queue's replays); a different one corrects it. An inactive invoice
 * takes no payment (409). An overdue invoice's policy is never touched: the policy's situation is its
 * own (docs/invoices.md).
 */
export async function registerPayment(
  db: Db,
  caller: InvoiceCaller,
  id: string,
  data: PaymentData,
  ifMatch: string | undefined,
): Promise<Invoice> {
  return act(db, caller, id, 'registrar_pagamento', ifMatch, async (tx, current) => {
    if (current.situacao.id === 'inativa') throw conflict(INVOICE_MESSAGES.inactive);
    if (current.pago_em === data.pago_em && current.valor_pago === data.valor_pago) return;
    await repo.updateInvoice(tx, id, { pagoEm: data.pago_em, valorPago: data.valor_pago });
  });
}

/** PUT /v1/faturas/{id}/inativar: kept and shown, never deleted; a second inactivation is a 409. */
export async function inactivate(
  db: Db,
  caller: InvoiceCaller,
  id: string,
  data: InactivationData,
  ifMatch: string | undefined,
): Promise<Invoice> {
  return act(db, caller, id, 'inativar', ifMatch, async (tx, current) => {
    if (current.situacao.id === 'inativa') throw conflict(INVOICE_MESSAGES.alreadyInactive);
    await repo.updateInvoice(tx, id, {
      inativadaEm: new Date(),
      motivoInativacao: data.motivo_id,
      observacaoInativacao: data.observacao,
    });
  });
}
