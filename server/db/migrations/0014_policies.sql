CREATE TABLE "apolices_endossos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"apolice_id" uuid NOT NULL,
	"numero" text NOT NULL,
	"tipo" text NOT NULL,
	"data_efeito" date NOT NULL,
	"valor" numeric(15, 2),
	"nova_vigencia_fim" date,
	"descricao" text,
	"premio" numeric(15, 2),
	"motivo_cancelamento_id" uuid,
	"com_restituicao" boolean,
	"valor_restituicao" numeric(15, 2),
	"criado_por" uuid,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apolices_endossos_numero_uq" UNIQUE("apolice_id","numero"),
	CONSTRAINT "apolices_endossos_tipo_ck" CHECK ("apolices_endossos"."tipo" in ('aumento_is', 'reducao_is', 'prorrogacao', 'alteracao_cadastral', 'cancelamento'))
);
--> statement-breakpoint
ALTER TABLE "apolices" ADD COLUMN "tipo_emissao" text DEFAULT 'nova' NOT NULL;--> statement-breakpoint
ALTER TABLE "apolices" ADD COLUMN "segurado_tipo" text;--> statement-breakpoint
ALTER TABLE "apolices" ADD COLUMN "segurado_documento" text;--> statement-breakpoint
ALTER TABLE "apolices" ADD COLUMN "segurado_nome" text;--> statement-breakpoint
ALTER TABLE "apolices" ADD COLUMN "comissao" numeric(9, 4);--> statement-breakpoint
ALTER TABLE "apolices" ADD COLUMN "processo_numero" text;--> statement-breakpoint
ALTER TABLE "apolices" ADD COLUMN "processo_tribunal_id" uuid;--> statement-breakpoint
ALTER TABLE "apolices" ADD COLUMN "processo_unidade_id" uuid;--> statement-breakpoint
ALTER TABLE "apolices" ADD COLUMN "solicitada_por" uuid;--> statement-breakpoint
ALTER TABLE "apolices" ADD COLUMN "importancia_atual" numeric(15, 2);--> statement-breakpoint
ALTER TABLE "apolices" ADD COLUMN "vigencia_fim_atual" date;--> statement-breakpoint
ALTER TABLE "apolices" ADD COLUMN "cancelada_em" date;--> statement-breakpoint
ALTER TABLE "apolices" ADD COLUMN "em_endosso" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "apolices_endossos" ADD CONSTRAINT "apolices_endossos_apolice_id_apolices_id_fk" FOREIGN KEY ("apolice_id") REFERENCES "public"."apolices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apolices_endossos" ADD CONSTRAINT "apolices_endossos_motivo_cancelamento_id_motivos_cancelamento_id_fk" FOREIGN KEY ("motivo_cancelamento_id") REFERENCES "public"."motivos_cancelamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apolices_endossos_apolice_idx" ON "apolices_endossos" USING btree ("apolice_id","data_efeito","criado_em");--> statement-breakpoint
CREATE INDEX "apolices_endossos_criado_idx" ON "apolices_endossos" USING btree ("criado_em","id");--> statement-breakpoint
ALTER TABLE "apolices" ADD CONSTRAINT "apolices_processo_tribunal_id_tribunais_id_fk" FOREIGN KEY ("processo_tribunal_id") REFERENCES "public"."tribunais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apolices" ADD CONSTRAINT "apolices_processo_unidade_id_varas_id_fk" FOREIGN KEY ("processo_unidade_id") REFERENCES "public"."varas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apolices_criado_idx" ON "apolices" USING btree ("criado_em","id");--> statement-breakpoint
UPDATE "apolices" SET "importancia_atual" = "importancia_segurada", "vigencia_fim_atual" = "vigencia_fim", "solicitada_por" = "criado_por";--> statement-breakpoint
UPDATE "apolices" a SET "tipo_emissao" = c."tipo_emissao", "segurado_tipo" = c."segurado_tipo", "segurado_documento" = c."segurado_documento", "segurado_nome" = c."segurado_nome", "processo_numero" = c."processo_numero", "processo_tribunal_id" = c."processo_tribunal_id", "processo_unidade_id" = c."processo_unidade_id", "solicitada_por" = coalesce(c."responsavel_id", a."criado_por") FROM "cotacoes_garantia" c WHERE c."id" = a."cotacao_id";--> statement-breakpoint
CREATE FUNCTION apolices_atual() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An insert that knows nothing of endorsements (the quotation's) stores the issued values as current.
  NEW.importancia_atual := coalesce(NEW.importancia_atual, NEW.importancia_segurada);
  NEW.vigencia_fim_atual := coalesce(NEW.vigencia_fim_atual, NEW.vigencia_fim);
  NEW.solicitada_por := coalesce(NEW.solicitada_por, NEW.criado_por);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER apolices_atual_trg BEFORE INSERT ON "apolices" FOR EACH ROW EXECUTE FUNCTION apolices_atual();--> statement-breakpoint
CREATE INDEX "apolices_vigencia_fim_atual_idx" ON "apolices" USING btree ("vigencia_fim_atual","id");--> statement-breakpoint
CREATE INDEX "apolices_tomador_idx" ON "apolices" USING btree ("tomador_id","criado_em");--> statement-breakpoint
CREATE INDEX "apolices_seguradora_idx" ON "apolices" USING btree ("seguradora_id","criado_em");--> statement-breakpoint
CREATE INDEX "apolices_numero_idx" ON "apolices" USING btree ("numero");
