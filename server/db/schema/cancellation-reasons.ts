import { boolean, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { modalities } from './modalities';

/** A reason to cancel a policy, offered for the modalities it applies to. */
export const cancellationReasons = pgTable('motivos_cancelamento', {
  id: uuid('id').primaryKey().defaultRandom(),
  nome: text('nome').notNull().unique(),
  ativo: boolean('ativo').notNull().default(true),
  ...timestamps,
});

export const cancellationReasonModalities = pgTable(
  'motivos_cancelamento_modalidades',
  {
    motivoId: uuid('motivo_id')
      .notNull()
      .references(() => cancellationReasons.id, { onDelete: 'cascade' }),
    modalidadeId: uuid('modalidade_id')
      .notNull()
      .references(() => modalities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.motivoId, t.modalidadeId] })],
);
