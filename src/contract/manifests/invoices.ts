import type { DomainManifest } from '../manifest';
import { INVOICE_SORT, invoiceAccess, invoiceScreens } from '../screens/invoices';

export { invoiceAccess, invoiceScreens };

const base = '/v1/faturas';

/** SPEC.md §7 "Invoices" (docs/invoices.md). */
export const invoiceApi = {
  list: base,
  /** A policy's m instalments at once, in one transaction. */
  instalments: `${base}/parcelas`,
  item: `${base}/:id`,
  payment: `${base}/:id/pagamento`,
  inactivate: `${base}/:id/inativar`,
  inactivationReasons: `${base}/motivosinativacao/suggest`,
} as const;

/** Invoices (faturas) of the policies and their endorsements. */
export const invoicesManifest = {
  feature: 'invoices',
  server: 'invoices',
  label: 'Faturas',
  api: invoiceApi,
  access: invoiceAccess,
  screens: invoiceScreens,
  sort: { faturas: INVOICE_SORT },
  audit: {
    fatura: {
      nome: 'Fatura',
      view: invoiceAccess.view,
      acoes: { registrar_pagamento: 'registrou o pagamento', inativar: 'inativou a fatura' },
      campos: {
        apolice: 'Apólice',
        endosso: 'Endosso',
        numero: 'Número',
        parcela: 'Parcela',
        parcelas: 'Total de parcelas',
        valor: 'Valor do prêmio',
        vencimento: 'Vencimento',
        pago_em: 'Data do pagamento',
        valor_pago: 'Valor pago',
        situacao: 'Situação',
        motivo_inativacao: 'Motivo da inativação',
        observacao_inativacao: 'Observação da inativação',
        inativada_em: 'Inativada em',
        boleto: 'Boleto',
        observacoes: 'Observações',
      },
    },
  },
} as const satisfies DomainManifest;
