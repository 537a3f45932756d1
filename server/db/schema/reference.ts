import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

export const areas = pgTable('areas_negocio', {
  id: text('id').primaryKey(),
  nome: text('nome').notNull(),
});

export const structures = pgTable('estruturas', {
  id: text('id').primaryKey(),
  nome: text('nome').notNull(),
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

/** Generated secrets (JWT signing key), kept in the database so every instance shares them. */
export const settings = pgTable('configuracoes', {
  chave: text('chave').primaryKey(),
  valor: text('valor').notNull(),
});
