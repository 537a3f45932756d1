ALTER TABLE "usuarios" ADD COLUMN "pagina_inicial" text;--> statement-breakpoint
ALTER TABLE "cotacoes_garantia" ADD COLUMN "etapa_desde" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "cotacoes_agro" ADD COLUMN "situacao_desde" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "cotacoes_garantia_abertas_etapa_idx" ON "cotacoes_garantia" USING btree ("etapa","etapa_desde") WHERE "cotacoes_garantia"."status" = 'em_andamento';--> statement-breakpoint
CREATE INDEX "cotacoes_garantia_criado_resultado_idx" ON "cotacoes_garantia" USING btree ("criado_em","status","etapa");--> statement-breakpoint
CREATE INDEX "apolices_emitida_idx" ON "apolices" USING btree ("emitida_em","seguradora_id","premio","comissao");--> statement-breakpoint
CREATE INDEX "cotacoes_agro_situacao_desde_idx" ON "cotacoes_agro" USING btree ("situacao","situacao_desde");--> statement-breakpoint
CREATE INDEX "cotacoes_agro_criado_situacao_idx" ON "cotacoes_agro" USING btree ("criado_em","situacao");--> statement-breakpoint
-- Rows from before this migration: their last write is the best known stage entry.
UPDATE "cotacoes_garantia" SET "etapa_desde" = "atualizado_em";--> statement-breakpoint
UPDATE "cotacoes_agro" SET "situacao_desde" = "atualizado_em";--> statement-breakpoint
CREATE FUNCTION cotacoes_garantia_etapa() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.etapa IS DISTINCT FROM OLD.etapa THEN NEW.etapa_desde := now(); END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER cotacoes_garantia_etapa_trg BEFORE UPDATE ON "cotacoes_garantia" FOR EACH ROW EXECUTE FUNCTION cotacoes_garantia_etapa();--> statement-breakpoint
CREATE FUNCTION cotacoes_agro_situacao() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.situacao IS DISTINCT FROM OLD.situacao THEN NEW.situacao_desde := now(); END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER cotacoes_agro_situacao_trg BEFORE UPDATE ON "cotacoes_agro" FOR EACH ROW EXECUTE FUNCTION cotacoes_agro_situacao();
