-- Lists that scale (issue 8). Every list sorts and searches by the accent- and case-insensitive form
-- of its text columns. That form is the IMMUTABLE function dobra(), which server/lib/listing.ts `folded`
-- emits, so the btree indexes below serve the sorted page 1 (with the list's tie-breaker as their last
-- column) and the trigram (pg_trgm) GIN indexes serve contains-search (LIKE '%x%').
-- translate() before upper(): upper() of non-ASCII letters depends on the locale, ASCII does not.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dobra(texto text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ select upper(translate(texto, 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ', 'AAAAAEEEEIIIIOOOOOUUUUCNaaaaaeeeeiiiiooooouuuucn')) $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "escritorios_nome_dobra_idx" ON "escritorios" USING btree (dobra(nome), nome);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "escritorios_cidade_dobra_idx" ON "escritorios" USING btree (dobra(cidade), nome);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "escritorios_uf_nome_idx" ON "escritorios" USING btree (uf, nome);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "usuarios_nome_dobra_idx" ON "usuarios" USING btree (dobra(nome), id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "usuarios_email_dobra_idx" ON "usuarios" USING btree (dobra(email), id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "usuarios_apelido_dobra_idx" ON "usuarios" USING btree (dobra(apelido), id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "perfis_acesso_nome_dobra_idx" ON "perfis_acesso" USING btree (dobra(nome), id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "motivos_cancelamento_nome_dobra_idx" ON "motivos_cancelamento" USING btree (dobra(nome), nome);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "modalidades_area_nome_dobra_idx" ON "modalidades" USING btree (area_id, dobra(nome), id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "modalidades_area_ordem_idx" ON "modalidades" USING btree (area_id, ordem, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "submodalidades_modalidade_nome_dobra_idx" ON "submodalidades" USING btree (modalidade_id, dobra(nome), id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seguradoras_nome_dobra_idx" ON "seguradoras" USING btree (dobra(nome), id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seguradoras_cnpj_id_idx" ON "seguradoras" USING btree (cnpj, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seguradoras_contatos_nome_dobra_idx" ON "seguradoras_contatos" USING btree (seguradora_id, dobra(nome), id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seguradoras_contatos_cargo_dobra_idx" ON "seguradoras_contatos" USING btree (seguradora_id, dobra(cargo), id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "corretoras_razao_social_dobra_idx" ON "corretoras" USING btree (dobra(razao_social), id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "corretoras_cnpj_id_idx" ON "corretoras" USING btree (cnpj, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tribunais_sigla_dobra_idx" ON "tribunais" USING btree (dobra(sigla), codigo);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tribunais_nome_dobra_idx" ON "tribunais" USING btree (dobra(nome), codigo);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tribunais_segmento_codigo_idx" ON "tribunais" USING btree (segmento, codigo);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "varas_tribunal_nome_dobra_idx" ON "varas" USING btree (tribunal_id, dobra(nome), codigo);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "varas_tribunal_comarca_dobra_idx" ON "varas" USING btree (tribunal_id, dobra(comarca), codigo);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "escritorios_nome_trgm_idx" ON "escritorios" USING gin (dobra(nome) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "escritorios_cidade_trgm_idx" ON "escritorios" USING gin (dobra(cidade) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "escritorios_cnpj_trgm_idx" ON "escritorios" USING gin (cnpj gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "usuarios_nome_trgm_idx" ON "usuarios" USING gin (dobra(nome) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "usuarios_apelido_trgm_idx" ON "usuarios" USING gin (dobra(apelido) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "usuarios_email_trgm_idx" ON "usuarios" USING gin (dobra(email) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "perfis_acesso_nome_trgm_idx" ON "perfis_acesso" USING gin (dobra(nome) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "motivos_cancelamento_nome_trgm_idx" ON "motivos_cancelamento" USING gin (dobra(nome) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "modalidades_nome_trgm_idx" ON "modalidades" USING gin (dobra(nome) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "submodalidades_nome_trgm_idx" ON "submodalidades" USING gin (dobra(nome) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seguradoras_nome_trgm_idx" ON "seguradoras" USING gin (dobra(nome) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seguradoras_razao_social_trgm_idx" ON "seguradoras" USING gin (dobra(razao_social) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seguradoras_cnpj_trgm_idx" ON "seguradoras" USING gin (cnpj gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seguradoras_contatos_nome_trgm_idx" ON "seguradoras_contatos" USING gin (dobra(nome) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seguradoras_contatos_email_trgm_idx" ON "seguradoras_contatos" USING gin (dobra(email) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seguradoras_contatos_cargo_trgm_idx" ON "seguradoras_contatos" USING gin (dobra(cargo) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "corretoras_razao_social_trgm_idx" ON "corretoras" USING gin (dobra(razao_social) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "corretoras_nome_fantasia_trgm_idx" ON "corretoras" USING gin (dobra(nome_fantasia) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "corretoras_cnpj_trgm_idx" ON "corretoras" USING gin (cnpj gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tribunais_sigla_trgm_idx" ON "tribunais" USING gin (dobra(sigla) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tribunais_nome_trgm_idx" ON "tribunais" USING gin (dobra(nome) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tribunais_codigo_trgm_idx" ON "tribunais" USING gin (dobra(codigo) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "varas_codigo_trgm_idx" ON "varas" USING gin (dobra(codigo) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "varas_nome_trgm_idx" ON "varas" USING gin (dobra(nome) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "varas_comarca_trgm_idx" ON "varas" USING gin (dobra(comarca) gin_trgm_ops) WITH (fastupdate = off);
