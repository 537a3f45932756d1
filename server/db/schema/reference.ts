import { pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Catalogs fixed by the contract (src/contract/permissions: AREAS, STRUCTURES) and written by the seed,
 * referenced by several domains: users, access profiles, modalities and quote permissions.
 */
export const areas = pgTable('areas_negocio', {
  id: text('id').primaryKey(),
  nome: text('nome').notNull(),
});

export const structures = pgTable('estruturas', {
  id: text('id').primaryKey(),
  nome: text('nome').notNull(),
});
