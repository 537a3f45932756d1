import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InactivationReasonId } from '../../../src/contract/invoices';
import { timestamps } from './columns';
import { files } from './files';
import { endorsements, policies } from './policies';

const money = (name: string) => numeric(name, { precision: 15, scale: 2, mode: 'number' });
const day = (name: string) => date(name, { mode: 'string' });

/**
 * An invoice (fatura): instalment `parcela` of `parcelas` of a policy's premium, or of one of its
 * endorsements'. Its status is never stored: inativa (inativada_em) > paga (pago_em) > vencida
 * (vencimento before today, UTC) > em_aberto, derived at read time (docs/invoices.md). An inactive
 * invoice is kept, never deleted.
 */
export const invoices = pgTable(
  'faturas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    apoliceId: uuid('apolice_id')
      .notNull()
      .references(() => policies.id),
    endossoId: uuid('endosso_id').references(() => endorsements.id),
    numero: text('numero').notNull(),
    parcela: integer('parcela').notNull(),
    parcelas: integer('parcelas').notNull(),
    valor: money('valor').notNull(),
    vencimento: day('vencimento').notNull(),
    pagoEm: day('pago_em'),
    valorPago: money('valor_pago'),
    inativadaEm: timestamp('inativada_em', { withTimezone: true }),
    motivoInativacao: text('motivo_inativacao').$type<InactivationReasonId>(),
    observacaoInativacao: text('observacao_inativacao'),
    boletoId: uuid('boleto_id').references(() => files.id),
    observacoes: text('observacoes'),
    criadoPor: uuid('criado_por'),
    ...timestamps,
  },
  (t) => [
    unique('faturas_apolice_numero_uq').on(t.apoliceId, t.numero),
    index('faturas_apolice_idx').on(t.apoliceId, t.vencimento),
    index('faturas_vencimento_idx').on(t.vencimento, t.id),
    index('faturas_criado_idx').on(t.criadoEm, t.id),
    index('faturas_valor_idx').on(t.valor, t.id),
    index('faturas_numero_idx').on(t.numero, t.id),
    // The overdue ones, for the policy's and the group's payment alerts and the 'vencida' filter.
    index('faturas_abertas_idx')
      .on(t.vencimento, t.apoliceId)
      .where(sql`${t.pagoEm} is null and ${t.inativadaEm} is null`),
    check('faturas_parcela_ck', sql`${t.parcela} >= 1 and ${t.parcela} <= ${t.parcelas}`),
    check('faturas_valor_ck', sql`${t.valor} > 0`),
  ],
);
