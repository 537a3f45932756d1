import type { ApiClient } from '../../api/client';
import { ifMatch } from '../../api/if-match';
import type { UploadedFile } from '../../contract/files';
import type {
  InactivationData,
  InstalmentsData,
  Invoice,
  InvoiceData,
  PaymentData,
} from '../../contract/invoices';
import type { InvoiceEditValues } from './invoice-form';
import { apiPath } from '../../contract/manifest';
import { fileApi } from '../../contract/manifests/files';
import { invoiceApi, invoiceScreens } from '../../contract/manifests/invoices';
import { defineCommand } from '../../offline/commands';
import { invoiceKeys } from './api';

/**
 * The boleto PDF chosen in a form travels with the outbox item (`boleto`) and is uploaded when the
 * command is sent: its id replaces `boleto_id`. Without a new file the body's own id stays.
 */
async function withBoleto<T extends { boleto_id: string | null }>(
  body: T,
  files: Record<string, Blob>,
  api: ApiClient,
): Promise<T> {
  const file = files.boleto;
  if (!file) return body;
  return { ...body, boleto_id: (await api.upload<UploadedFile>(fileApi.upload, file)).id };
}

/** A policy's invoices go out in order (numbers are unique per policy). */
const policyScope = (policyId: string) => `invoice-policy:${policyId}`;
/** One invoice's writes go out in order (an edit, then its payment, then its inactivation). */
const invoiceScope = (id: string) => `invoice:${id}`;

/** Every read an invoice write can change: the lists (the policy's section and the group's alert too). */
const afterWrite = (id?: string) => [invoiceKeys.lists(), ...(id ? [invoiceKeys.detail(id)] : [])];

/** The m instalments of a policy at once; each row carries its client id, so a replay adds nothing. */
export interface NewInstalments {
  data: InstalmentsData;
  /** Where the form was opened from (the back link of a correction). */
  from: { apolice?: string; endosso?: string };
  fileName: string | null;
}

export const createInstalments = defineCommand<NewInstalments, { items: Invoice[] }>({
  name: 'invoices.createInstalments',
  scope: (p) => policyScope(p.data.apolice_id),
  send: async (p, { api, files }) =>
    api.post<{ items: Invoice[] }>(invoiceApi.instalments, await withBoleto(p.data, files, api)),
  describe: (p) =>
    p.data.parcelas.length === 1
      ? `Cadastrar fatura ${p.data.parcelas[0]?.numero ?? ''}`
      : `Cadastrar ${p.data.parcelas.length} parcelas de fatura`,
  editLink: () => ({ to: invoiceScreens.novaFatura.path }),
  invalidates: () => afterWrite(),
});

export interface InvoiceUpdate {
  id: string;
  /** The ETag of the invoice the form showed: a change made meanwhile elsewhere is a 412. */
  etag: string | null;
  /** The form's values (checked before queueing), so 'Editar' on /sincronizacao reopens them. */
  data: InvoiceEditValues;
  fileName: string | null;
}

export const updateInvoice = defineCommand<InvoiceUpdate, Invoice>({
  name: 'invoices.update',
  scope: (u) => invoiceScope(u.id),
  send: async (u, { api, files }) =>
    api.put<Invoice>(
      apiPath(invoiceApi.item, { id: u.id }),
      await withBoleto(toInvoiceBody(u.data), files, api),
      {
        headers: ifMatch(u.etag),
      },
    ),
  describe: (u) => `Alterar fatura ${u.data.numero}`,
  editLink: (u) => ({ to: invoiceScreens.editarFatura.path, params: { id: u.id } }),
  invalidates: (u) => afterWrite(u.id),
});

/** The body of PUT /v1/faturas/{id} from values the form already checked. */
const toInvoiceBody = (values: InvoiceEditValues): InvoiceData => ({
  ...values,
  parcela: values.parcela ?? 1,
  parcelas: values.parcelas ?? 1,
  valor: values.valor ?? 0,
  vencimento: values.vencimento ?? '',
  observacoes: values.observacoes.trim() || null,
});

/** An action on one invoice: its number for the sync page, and its body. */
export interface InvoiceMove<B> {
  id: string;
  numero: string;
  body: B;
}

/**
 * The payment: the same body twice is the same payment on the server, and the outbox sends the item
 * with one Idempotency-Key for its whole life, so a payment typed with no signal arrives exactly once.
 */
export const registerPayment = defineCommand<InvoiceMove<PaymentData>, Invoice>({
  name: 'invoices.pay',
  scope: (m) => invoiceScope(m.id),
  send: (m, { api }) => api.put<Invoice>(apiPath(invoiceApi.payment, { id: m.id }), m.body),
  describe: (m) => `Registrar pagamento da fatura ${m.numero}`,
  invalidates: (m) => afterWrite(m.id),
});

export const inactivateInvoice = defineCommand<InvoiceMove<InactivationData>, Invoice>({
  name: 'invoices.inactivate',
  scope: (m) => invoiceScope(m.id),
  send: (m, { api }) => api.put<Invoice>(apiPath(invoiceApi.inactivate, { id: m.id }), m.body),
  describe: (m) => `Inativar fatura ${m.numero}`,
  invalidates: (m) => afterWrite(m.id),
});

/** Two moves of one command are the same action when they touch the same invoice. */
export const sameInvoice = (a: { id: string }, b: { id: string }) => a.id === b.id;

export const invoiceDraftKeys = {
  create: (policyId: string) => `invoices.createInstalments:${policyId}`,
  update: (id: string) => `invoices.update:${id}`,
  pay: (id: string) => `invoices.pay:${id}`,
};
