import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditedEntity } from '../../../src/contract/audit';
import type { CritiqueStateId } from '../../../src/contract/guarantee-quotations';
import { timestamps } from './columns';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Critiques of any record with a workflow (server/domains/critiques): keyed by the record's kind, as
 * the audit names it ('cotacao_garantia'), and its id. No foreign key: the kinds live in different
 * tables, and records with a workflow are cancelled, never deleted.
 */
export const critiques = pgTable(
  'criticas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entidade: text('entidade').$type<AuditedEntity>().notNull(),
    entidadeId: uuid('entidade_id').notNull(),
    texto: text('texto').notNull(),
    status: text('status').$type<CritiqueStateId>().notNull().default('aberta'),
    autorId: uuid('autor_id'),
    reenvios: integer('reenvios').notNull().default(0),
    reenviadaEm: at('reenviada_em'),
    regularizadaEm: at('regularizada_em'),
    regularizadaPor: uuid('regularizada_por'),
    resolucao: text('resolucao'),
    ...timestamps,
  },
  (t) => [
    index('criticas_entidade_idx').on(t.entidade, t.entidadeId, t.criadoEm),
    index('criticas_abertas_idx').on(t.entidade, t.status, t.criadoEm),
  ],
);
