import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { structures } from './reference';

/** The modules and actions a profile may grant: catalogs fixed by the contract, written by the seed. */
export const modules = pgTable('modulos', {
  id: text('id').primaryKey(),
  nome: text('nome').notNull(),
});

export const actions = pgTable('acoes', {
  id: text('id').primaryKey(),
  nome: text('nome').notNull(),
  moduloId: text('modulo_id')
    .notNull()
    .references(() => modules.id),
});

export const accessProfiles = pgTable('perfis_acesso', {
  id: uuid('id').primaryKey().defaultRandom(),
  nome: text('nome').notNull().unique(),
  ativo: boolean('ativo').notNull().default(true),
  criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
});

export const profileModules = pgTable(
  'perfis_acesso_modulos',
  {
    perfilId: uuid('perfil_id')
      .notNull()
      .references(() => accessProfiles.id, { onDelete: 'cascade' }),
    moduloId: text('modulo_id')
      .notNull()
      .references(() => modules.id),
  },
  (t) => [primaryKey({ columns: [t.perfilId, t.moduloId] })],
);

export const profileActions = pgTable(
  'perfis_acesso_acoes',
  {
    perfilId: uuid('perfil_id')
      .notNull()
      .references(() => accessProfiles.id, { onDelete: 'cascade' }),
    acaoId: text('acao_id')
      .notNull()
      .references(() => actions.id),
  },
  (t) => [primaryKey({ columns: [t.perfilId, t.acaoId] })],
);

/** Structure suggestions of an access profile, each with the user position it suggests. */
export const profileStructureSuggestions = pgTable(
  'perfis_acesso_estruturas',
  {
    perfilId: uuid('perfil_id')
      .notNull()
      .references(() => accessProfiles.id, { onDelete: 'cascade' }),
    estruturaId: text('estrutura_id')
      .notNull()
      .references(() => structures.id),
    posicao: text('posicao').notNull(),
  },
  (t) => [primaryKey({ columns: [t.perfilId, t.estruturaId, t.posicao] })],
);
