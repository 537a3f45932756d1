-- Lists that scale, step 2 (issue 8): the folded keys stored. EXPLAIN (ANALYZE) on PostgreSQL showed where
-- a list's time went: in dobra() itself. Its translate() over 48 accented letters costs 10-20 us a call,
-- and every row a query visits calls it again: the 1,005 rows an index scan walks for page 201 (11 ms,
-- against 0.1 ms for page 1) and the rechecks of a contains-search, in its count and in its page (some
-- 2,400 calls for 'abc' over 100,000 offices). So each folded column gets a stored twin, <col>_dobra,
-- GENERATED ALWAYS AS (dobra(col)): computed once per write, read as plain text. The btree and trigram
-- indexes of 0005, 0006, 0009 and 0010 move from the expression to the twin (same names), and the sort
-- indexes whose tie-breaker is not the id INCLUDE it, so a deep page picks its ids by an index-only scan
-- (server/lib/listing.ts `listPage`). The twins are not in the Drizzle schema, so no select, insert,
-- update or audit row sees them; server/lib/listing.ts `folded` names them (its STORED_FOLDS lists them).
-- dobra() stays: it generates the twins (a change of its body needs them recomputed and reindexed).
ALTER TABLE "escritorios"
  ADD COLUMN IF NOT EXISTS "nome_dobra" text GENERATED ALWAYS AS (dobra(nome)) STORED,
  ADD COLUMN IF NOT EXISTS "cidade_dobra" text GENERATED ALWAYS AS (dobra(cidade)) STORED;
--> statement-breakpoint
ALTER TABLE "usuarios"
  ADD COLUMN IF NOT EXISTS "nome_dobra" text GENERATED ALWAYS AS (dobra(nome)) STORED,
  ADD COLUMN IF NOT EXISTS "email_dobra" text GENERATED ALWAYS AS (dobra(email)) STORED,
  ADD COLUMN IF NOT EXISTS "apelido_dobra" text GENERATED ALWAYS AS (dobra(apelido)) STORED;
--> statement-breakpoint
ALTER TABLE "perfis_acesso"
  ADD COLUMN IF NOT EXISTS "nome_dobra" text GENERATED ALWAYS AS (dobra(nome)) STORED;
--> statement-breakpoint
ALTER TABLE "motivos_cancelamento"
  ADD COLUMN IF NOT EXISTS "nome_dobra" text GENERATED ALWAYS AS (dobra(nome)) STORED;
--> statement-breakpoint
ALTER TABLE "modalidades"
  ADD COLUMN IF NOT EXISTS "nome_dobra" text GENERATED ALWAYS AS (dobra(nome)) STORED;
--> statement-breakpoint
ALTER TABLE "submodalidades"
  ADD COLUMN IF NOT EXISTS "nome_dobra" text GENERATED ALWAYS AS (dobra(nome)) STORED;
--> statement-breakpoint
ALTER TABLE "seguradoras"
  ADD COLUMN IF NOT EXISTS "nome_dobra" text GENERATED ALWAYS AS (dobra(nome)) STORED,
  ADD COLUMN IF NOT EXISTS "razao_social_dobra" text GENERATED ALWAYS AS (dobra(razao_social)) STORED;
--> statement-breakpoint
ALTER TABLE "seguradoras_contatos"
  ADD COLUMN IF NOT EXISTS "nome_dobra" text GENERATED ALWAYS AS (dobra(nome)) STORED,
  ADD COLUMN IF NOT EXISTS "cargo_dobra" text GENERATED ALWAYS AS (dobra(cargo)) STORED,
  ADD COLUMN IF NOT EXISTS "email_dobra" text GENERATED ALWAYS AS (dobra(email)) STORED;
--> statement-breakpoint
ALTER TABLE "corretoras"
  ADD COLUMN IF NOT EXISTS "razao_social_dobra" text GENERATED ALWAYS AS (dobra(razao_social)) STORED,
  ADD COLUMN IF NOT EXISTS "nome_fantasia_dobra" text GENERATED ALWAYS AS (dobra(nome_fantasia)) STORED;
--> statement-breakpoint
ALTER TABLE "tribunais"
  ADD COLUMN IF NOT EXISTS "sigla_dobra" text GENERATED ALWAYS AS (dobra(sigla)) STORED,
  ADD COLUMN IF NOT EXISTS "nome_dobra" text GENERATED ALWAYS AS (dobra(nome)) STORED,
  ADD COLUMN IF NOT EXISTS "codigo_dobra" text GENERATED ALWAYS AS (dobra(codigo)) STORED;
--> statement-breakpoint
ALTER TABLE "varas"
  ADD COLUMN IF NOT EXISTS "nome_dobra" text GENERATED ALWAYS AS (dobra(nome)) STORED,
  ADD COLUMN IF NOT EXISTS "comarca_dobra" text GENERATED ALWAYS AS (dobra(comarca)) STORED,
  ADD COLUMN IF NOT EXISTS "codigo_dobra" text GENERATED ALWAYS AS (dobra(codigo)) STORED;
--> statement-breakpoint
ALTER TABLE "grupos_economicos"
  ADD COLUMN IF NOT EXISTS "razao_social_dobra" text GENERATED ALWAYS AS (dobra(razao_social)) STORED,
  ADD COLUMN IF NOT EXISTS "nome_fantasia_dobra" text GENERATED ALWAYS AS (dobra(nome_fantasia)) STORED;
--> statement-breakpoint
ALTER TABLE "empresas"
  ADD COLUMN IF NOT EXISTS "razao_social_dobra" text GENERATED ALWAYS AS (dobra(razao_social)) STORED,
  ADD COLUMN IF NOT EXISTS "nome_fantasia_dobra" text GENERATED ALWAYS AS (dobra(nome_fantasia)) STORED;
--> statement-breakpoint
ALTER TABLE "segurados"
  ADD COLUMN IF NOT EXISTS "nome_dobra" text GENERATED ALWAYS AS (dobra(nome)) STORED;
--> statement-breakpoint
ALTER TABLE "pessoas_cnaes"
  ADD COLUMN IF NOT EXISTS "descricao_dobra" text GENERATED ALWAYS AS (dobra(descricao)) STORED;
--> statement-breakpoint
ALTER TABLE "pessoas_bancos"
  ADD COLUMN IF NOT EXISTS "nome_dobra" text GENERATED ALWAYS AS (dobra(nome)) STORED,
  ADD COLUMN IF NOT EXISTS "nome_completo_dobra" text GENERATED ALWAYS AS (dobra(nome_completo)) STORED;
--> statement-breakpoint
ALTER TABLE "cotacoes_garantia"
  ADD COLUMN IF NOT EXISTS "tomador_nome_dobra" text GENERATED ALWAYS AS (dobra(tomador_nome)) STORED,
  ADD COLUMN IF NOT EXISTS "segurado_nome_dobra" text GENERATED ALWAYS AS (dobra(segurado_nome)) STORED;
--> statement-breakpoint
ALTER TABLE "cotacoes_agro"
  ADD COLUMN IF NOT EXISTS "produtor_nome_dobra" text GENERATED ALWAYS AS (dobra(produtor_nome)) STORED,
  ADD COLUMN IF NOT EXISTS "propriedade_nome_dobra" text GENERATED ALWAYS AS (dobra(propriedade_nome)) STORED,
  ADD COLUMN IF NOT EXISTS "municipio_dobra" text GENERATED ALWAYS AS (dobra(municipio)) STORED;
--> statement-breakpoint
ALTER TABLE "municipios"
  ADD COLUMN IF NOT EXISTS "nome_dobra" text GENERATED ALWAYS AS (dobra(nome)) STORED;
--> statement-breakpoint
DROP INDEX IF EXISTS "escritorios_nome_dobra_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "escritorios_nome_dobra_idx" ON "escritorios" USING btree (nome_dobra, nome) INCLUDE (id);
--> statement-breakpoint
DROP INDEX IF EXISTS "escritorios_cidade_dobra_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "escritorios_cidade_dobra_idx" ON "escritorios" USING btree (cidade_dobra, nome) INCLUDE (id);
--> statement-breakpoint
DROP INDEX IF EXISTS "usuarios_nome_dobra_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "usuarios_nome_dobra_idx" ON "usuarios" USING btree (nome_dobra, id);
--> statement-breakpoint
DROP INDEX IF EXISTS "usuarios_email_dobra_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "usuarios_email_dobra_idx" ON "usuarios" USING btree (email_dobra, id);
--> statement-breakpoint
DROP INDEX IF EXISTS "usuarios_apelido_dobra_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "usuarios_apelido_dobra_idx" ON "usuarios" USING btree (apelido_dobra, id);
--> statement-breakpoint
DROP INDEX IF EXISTS "perfis_acesso_nome_dobra_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "perfis_acesso_nome_dobra_idx" ON "perfis_acesso" USING btree (nome_dobra, id);
--> statement-breakpoint
DROP INDEX IF EXISTS "motivos_cancelamento_nome_dobra_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "motivos_cancelamento_nome_dobra_idx" ON "motivos_cancelamento" USING btree (nome_dobra, nome) INCLUDE (id);
--> statement-breakpoint
DROP INDEX IF EXISTS "modalidades_area_nome_dobra_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "modalidades_area_nome_dobra_idx" ON "modalidades" USING btree (area_id, nome_dobra, id);
--> statement-breakpoint
DROP INDEX IF EXISTS "submodalidades_modalidade_nome_dobra_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "submodalidades_modalidade_nome_dobra_idx" ON "submodalidades" USING btree (modalidade_id, nome_dobra, id);
--> statement-breakpoint
DROP INDEX IF EXISTS "seguradoras_nome_dobra_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seguradoras_nome_dobra_idx" ON "seguradoras" USING btree (nome_dobra, id);
--> statement-breakpoint
DROP INDEX IF EXISTS "seguradoras_contatos_nome_dobra_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seguradoras_contatos_nome_dobra_idx" ON "seguradoras_contatos" USING btree (seguradora_id, nome_dobra, id);
--> statement-breakpoint
DROP INDEX IF EXISTS "seguradoras_contatos_cargo_dobra_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seguradoras_contatos_cargo_dobra_idx" ON "seguradoras_contatos" USING btree (seguradora_id, cargo_dobra, id);
--> statement-breakpoint
DROP INDEX IF EXISTS "corretoras_razao_social_dobra_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "corretoras_razao_social_dobra_idx" ON "corretoras" USING btree (razao_social_dobra, id);
--> statement-breakpoint
DROP INDEX IF EXISTS "tribunais_sigla_dobra_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tribunais_sigla_dobra_idx" ON "tribunais" USING btree (sigla_dobra, codigo) INCLUDE (id);
--> statement-breakpoint
DROP INDEX IF EXISTS "tribunais_nome_dobra_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tribunais_nome_dobra_idx" ON "tribunais" USING btree (nome_dobra, codigo) INCLUDE (id);
--> statement-breakpoint
DROP INDEX IF EXISTS "varas_tribunal_nome_dobra_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "varas_tribunal_nome_dobra_idx" ON "varas" USING btree (tribunal_id, nome_dobra, codigo) INCLUDE (id);
--> statement-breakpoint
DROP INDEX IF EXISTS "varas_tribunal_comarca_dobra_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "varas_tribunal_comarca_dobra_idx" ON "varas" USING btree (tribunal_id, comarca_dobra, codigo) INCLUDE (id);
--> statement-breakpoint
DROP INDEX IF EXISTS "escritorios_nome_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "escritorios_nome_trgm_idx" ON "escritorios" USING gin (nome_dobra gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS "escritorios_cidade_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "escritorios_cidade_trgm_idx" ON "escritorios" USING gin (cidade_dobra gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS "usuarios_nome_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "usuarios_nome_trgm_idx" ON "usuarios" USING gin (nome_dobra gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS "usuarios_apelido_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "usuarios_apelido_trgm_idx" ON "usuarios" USING gin (apelido_dobra gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS "usuarios_email_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "usuarios_email_trgm_idx" ON "usuarios" USING gin (email_dobra gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS "perfis_acesso_nome_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "perfis_acesso_nome_trgm_idx" ON "perfis_acesso" USING gin (nome_dobra gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS "motivos_cancelamento_nome_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "motivos_cancelamento_nome_trgm_idx" ON "motivos_cancelamento" USING gin (nome_dobra gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS "modalidades_nome_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "modalidades_nome_trgm_idx" ON "modalidades" USING gin (nome_dobra gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS "submodalidades_nome_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "submodalidades_nome_trgm_idx" ON "submodalidades" USING gin (nome_dobra gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS "seguradoras_nome_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seguradoras_nome_trgm_idx" ON "seguradoras" USING gin (nome_dobra gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS "seguradoras_razao_social_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seguradoras_razao_social_trgm_idx" ON "seguradoras" USING gin (razao_social_dobra gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS "seguradoras_contatos_nome_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seguradoras_contatos_nome_trgm_idx" ON "seguradoras_contatos" USING gin (nome_dobra gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS "seguradoras_contatos_email_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seguradoras_contatos_email_trgm_idx" ON "seguradoras_contatos" USING gin (email_dobra gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS "seguradoras_contatos_cargo_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seguradoras_contatos_cargo_trgm_idx" ON "seguradoras_contatos" USING gin (cargo_dobra gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS "corretoras_razao_social_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "corretoras_razao_social_trgm_idx" ON "corretoras" USING gin (razao_social_dobra gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS "corretoras_nome_fantasia_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "corretoras_nome_fantasia_trgm_idx" ON "corretoras" USING gin (nome_fantasia_dobra gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS "tribunais_sigla_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tribunais_sigla_trgm_idx" ON "tribunais" USING gin (sigla_dobra gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS "tribunais_nome_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tribunais_nome_trgm_idx" ON "tribunais" USING gin (nome_dobra gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS "tribunais_codigo_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tribunais_codigo_trgm_idx" ON "tribunais" USING gin (codigo_dobra gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS "varas_codigo_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "varas_codigo_trgm_idx" ON "varas" USING gin (codigo_dobra gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS "varas_nome_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "varas_nome_trgm_idx" ON "varas" USING gin (nome_dobra gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS "varas_comarca_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "varas_comarca_trgm_idx" ON "varas" USING gin (comarca_dobra gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS "grupos_economicos_razao_social_dobra_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "grupos_economicos_razao_social_dobra_idx" ON "grupos_economicos" USING btree (razao_social_dobra, id);
--> statement-breakpoint
DROP INDEX IF EXISTS "grupos_economicos_nome_fantasia_dobra_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "grupos_economicos_nome_fantasia_dobra_idx" ON "grupos_economicos" USING btree (nome_fantasia_dobra, id);
--> statement-breakpoint
DROP INDEX IF EXISTS "grupos_economicos_responsavel_razao_dobra_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "grupos_economicos_responsavel_razao_dobra_idx" ON "grupos_economicos" USING btree (responsavel_id, razao_social_dobra, id);
--> statement-breakpoint
DROP INDEX IF EXISTS "grupos_economicos_razao_social_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "grupos_economicos_razao_social_trgm_idx" ON "grupos_economicos" USING gin (razao_social_dobra gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS "grupos_economicos_nome_fantasia_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "grupos_economicos_nome_fantasia_trgm_idx" ON "grupos_economicos" USING gin (nome_fantasia_dobra gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS "empresas_grupo_razao_social_dobra_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "empresas_grupo_razao_social_dobra_idx" ON "empresas" USING btree (grupo_id, razao_social_dobra, id);
--> statement-breakpoint
DROP INDEX IF EXISTS "empresas_grupo_nome_fantasia_dobra_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "empresas_grupo_nome_fantasia_dobra_idx" ON "empresas" USING btree (grupo_id, nome_fantasia_dobra, id);
--> statement-breakpoint
DROP INDEX IF EXISTS "empresas_razao_social_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "empresas_razao_social_trgm_idx" ON "empresas" USING gin (razao_social_dobra gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS "empresas_nome_fantasia_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "empresas_nome_fantasia_trgm_idx" ON "empresas" USING gin (nome_fantasia_dobra gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS "segurados_nome_dobra_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "segurados_nome_dobra_idx" ON "segurados" USING btree (nome_dobra, id);
--> statement-breakpoint
DROP INDEX IF EXISTS "segurados_nome_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "segurados_nome_trgm_idx" ON "segurados" USING gin (nome_dobra gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS "pessoas_cnaes_descricao_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pessoas_cnaes_descricao_trgm_idx" ON "pessoas_cnaes" USING gin (descricao_dobra gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS "pessoas_bancos_nome_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pessoas_bancos_nome_trgm_idx" ON "pessoas_bancos" USING gin (nome_dobra gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS "pessoas_bancos_nome_completo_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pessoas_bancos_nome_completo_trgm_idx" ON "pessoas_bancos" USING gin (nome_completo_dobra gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
DROP INDEX IF EXISTS "cotacoes_garantia_tomador_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cotacoes_garantia_tomador_trgm_idx" ON "cotacoes_garantia" USING gin (tomador_nome_dobra gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS "cotacoes_garantia_segurado_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cotacoes_garantia_segurado_trgm_idx" ON "cotacoes_garantia" USING gin (segurado_nome_dobra gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS "cotacoes_agro_produtor_dobra_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cotacoes_agro_produtor_dobra_idx" ON "cotacoes_agro" USING btree (produtor_nome_dobra, id);
--> statement-breakpoint
DROP INDEX IF EXISTS "cotacoes_agro_produtor_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cotacoes_agro_produtor_trgm_idx" ON "cotacoes_agro" USING gin (produtor_nome_dobra gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS "cotacoes_agro_propriedade_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cotacoes_agro_propriedade_trgm_idx" ON "cotacoes_agro" USING gin (propriedade_nome_dobra gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS "cotacoes_agro_municipio_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cotacoes_agro_municipio_trgm_idx" ON "cotacoes_agro" USING gin (municipio_dobra gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS "municipios_nome_trgm_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "municipios_nome_trgm_idx" ON "municipios" USING gin (nome_dobra gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS "municipios_uf_nome_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "municipios_uf_nome_idx" ON "municipios" USING btree (uf, nome_dobra);
--> statement-breakpoint
DROP INDEX IF EXISTS "escritorios_uf_nome_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "escritorios_uf_nome_idx" ON "escritorios" USING btree (uf, nome) INCLUDE (id);
--> statement-breakpoint
DROP INDEX IF EXISTS "tribunais_segmento_codigo_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tribunais_segmento_codigo_idx" ON "tribunais" USING btree (segmento, codigo) INCLUDE (id);
