CREATE INDEX "cotacoes_garantia_importancia_idx" ON "cotacoes_garantia" USING btree ("importancia_segurada","id");--> statement-breakpoint
CREATE INDEX "cotacoes_garantia_vigencia_fim_idx" ON "cotacoes_garantia" USING btree ("vigencia_fim","id");--> statement-breakpoint
-- The contains-search of the insured's document (digits): a trigram index, as the names have (0009).
CREATE INDEX IF NOT EXISTS "cotacoes_garantia_segurado_doc_trgm_idx" ON "cotacoes_garantia" USING gin ("segurado_documento" gin_trgm_ops);
