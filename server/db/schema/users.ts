import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accessProfiles } from './access-profiles';
import { offices } from './offices';
import { areas, structures } from './reference';

export const users = pgTable(
  'usuarios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nome: text('nome').notNull(),
    apelido: text('apelido').notNull(),
    email: text('email').notNull().unique(),
    telefone: text('telefone'),
    senhaHash: text('senha_hash'),
    senhaExpiraEm: timestamp('senha_expira_em', { withTimezone: true }),
    perfilId: uuid('perfil_id').references(() => accessProfiles.id),
    areaId: text('area_id')
      .notNull()
      .references(() => areas.id),
    estruturaId: text('estrutura_id').references(() => structures.id),
    posicao: text('posicao'),
    escritorioId: uuid('escritorio_id').references(() => offices.id),
    avatarUrl: text('avatar_url'),
    termosAceitosEm: timestamp('termos_aceitos_em', { withTimezone: true }),
    ativo: boolean('ativo').notNull().default(true),
    /** The page the user chose to land on after login ('dashboard'); null: their area's quotation list. */
    paginaInicial: text('pagina_inicial').$type<'dashboard'>(),
    /**
     * Carried in every access token (`tv`); deactivation and a password change or reset bump it, so
     * tokens issued before end at their next request instead of living out their 15 minutes.
     */
    versaoToken: integer('versao_token').notNull().default(0),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('usuarios_perfil_idx').on(t.perfilId)],
);
