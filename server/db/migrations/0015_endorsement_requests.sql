CREATE TABLE "solicitacoes_endosso" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"apolice_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"data_efeito" date NOT NULL,
	"valor" numeric(15, 2),
	"nova_vigencia_fim" date,
	"descricao" text,
	"motivo_cancelamento_id" uuid,
	"com_restituicao" boolean,
	"valor_restituicao" numeric(15, 2),
	"estado" text DEFAULT 'criada' NOT NULL,
	"enviada_em" timestamp with time zone,
	"decidida_em" timestamp with time zone,
	"motivo_reprovacao" text,
	"endosso_id" uuid,
	"criado_por" uuid,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "solicitacoes_endosso_estado_ck" CHECK ("solicitacoes_endosso"."estado" in ('criada', 'enviada', 'aceita', 'reprovada', 'cancelada')),
	CONSTRAINT "solicitacoes_endosso_tipo_ck" CHECK ("solicitacoes_endosso"."tipo" in ('aumento_is', 'reducao_is', 'prorrogacao', 'alteracao_cadastral', 'cancelamento'))
);
--> statement-breakpoint
ALTER TABLE "solicitacoes_endosso" ADD CONSTRAINT "solicitacoes_endosso_apolice_id_apolices_id_fk" FOREIGN KEY ("apolice_id") REFERENCES "public"."apolices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacoes_endosso" ADD CONSTRAINT "solicitacoes_endosso_motivo_cancelamento_id_motivos_cancelamento_id_fk" FOREIGN KEY ("motivo_cancelamento_id") REFERENCES "public"."motivos_cancelamento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacoes_endosso" ADD CONSTRAINT "solicitacoes_endosso_endosso_id_apolices_endossos_id_fk" FOREIGN KEY ("endosso_id") REFERENCES "public"."apolices_endossos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "solicitacoes_endosso_apolice_idx" ON "solicitacoes_endosso" USING btree ("apolice_id","criado_em");--> statement-breakpoint
CREATE INDEX "solicitacoes_endosso_criado_idx" ON "solicitacoes_endosso" USING btree ("criado_em","id");--> statement-breakpoint
CREATE INDEX "solicitacoes_endosso_estado_idx" ON "solicitacoes_endosso" USING btree ("estado","enviada_em");