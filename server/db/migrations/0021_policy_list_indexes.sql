DROP INDEX "apolices_numero_idx";--> statement-breakpoint
CREATE INDEX "apolices_importancia_atual_idx" ON "apolices" USING btree ("importancia_atual","id");--> statement-breakpoint
CREATE INDEX "apolices_submodalidade_idx" ON "apolices" USING btree ("submodalidade_id","criado_em");--> statement-breakpoint
CREATE INDEX "apolices_em_endosso_idx" ON "apolices" USING btree ("criado_em","id") WHERE "apolices"."em_endosso";--> statement-breakpoint
CREATE INDEX "apolices_cancelada_idx" ON "apolices" USING btree ("cancelada_em") WHERE "apolices"."cancelada_em" is not null;--> statement-breakpoint
CREATE INDEX "apolices_vencendo_idx" ON "apolices" USING btree (("processo_numero" is null),"vigencia_fim_atual","id");--> statement-breakpoint
CREATE INDEX "apolices_numero_idx" ON "apolices" USING btree ("numero","id");--> statement-breakpoint
-- The policy number's search: a stored folded twin (as migration 0012 gives every searched column) and
-- its trigram index, so a search over 100,000 policies finds its matches instead of scanning the table.
ALTER TABLE "apolices"
  ADD COLUMN IF NOT EXISTS "numero_dobra" text GENERATED ALWAYS AS (dobra(numero)) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "apolices_numero_trgm_idx" ON "apolices" USING gin (numero_dobra gin_trgm_ops) WITH (fastupdate = off);
