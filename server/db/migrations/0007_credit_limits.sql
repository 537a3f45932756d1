CREATE TABLE "limites_credito_respostas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consulta_id" uuid NOT NULL,
	"seguradora_id" uuid NOT NULL,
	"status" text DEFAULT 'aguardando' NOT NULL,
	"limite_aprovado" numeric(15, 2),
	"taxa_minima" numeric(7, 4),
	"vigencia_inicio" date,
	"vigencia_fim" date,
	"estrutura_ccg" text,
	"tipo_regra_aprovacao" text,
	"tipo_regra_premio" text,
	"observacoes" text,
	"canal" text DEFAULT 'email' NOT NULL,
	"enviado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"respondido_em" timestamp with time zone,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "limites_credito_respostas_status_ck" CHECK ("limites_credito_respostas"."status" in ('aguardando', 'em_analise', 'aprovado', 'recusado'))
);
--> statement-breakpoint
CREATE TABLE "limites_credito_cocorretagem" (
	"consulta_id" uuid PRIMARY KEY NOT NULL,
	"ativo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "limites_credito_cocorretagem_corretoras" (
	"consulta_id" uuid NOT NULL,
	"corretora_id" uuid NOT NULL,
	"percentagem_participacao" numeric(5, 2) NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "limites_credito_cocorretagem_corretoras_consulta_id_corretora_id_pk" PRIMARY KEY("consulta_id","corretora_id")
);
--> statement-breakpoint
CREATE TABLE "limites_credito_consultas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"grupo_id" uuid NOT NULL,
	"valor_solicitado" numeric(15, 2) NOT NULL,
	"status" text DEFAULT 'em_andamento' NOT NULL,
	"antecessora_id" uuid,
	"observacoes" text,
	"criado_por" uuid,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "limites_credito_consultas_status_ck" CHECK ("limites_credito_consultas"."status" in ('em_andamento', 'concluida', 'cancelada'))
);
--> statement-breakpoint
CREATE TABLE "limites_credito_documentos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consulta_id" uuid NOT NULL,
	"documento_id" uuid,
	"nome" text NOT NULL,
	"arquivo_id" uuid NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "limites_credito_respostas" ADD CONSTRAINT "limites_credito_respostas_consulta_id_limites_credito_consultas_id_fk" FOREIGN KEY ("consulta_id") REFERENCES "public"."limites_credito_consultas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limites_credito_respostas" ADD CONSTRAINT "limites_credito_respostas_seguradora_id_seguradoras_id_fk" FOREIGN KEY ("seguradora_id") REFERENCES "public"."seguradoras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limites_credito_cocorretagem" ADD CONSTRAINT "limites_credito_cocorretagem_consulta_id_limites_credito_consultas_id_fk" FOREIGN KEY ("consulta_id") REFERENCES "public"."limites_credito_consultas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limites_credito_cocorretagem_corretoras" ADD CONSTRAINT "limites_credito_cocorretagem_corretoras_consulta_id_limites_credito_consultas_id_fk" FOREIGN KEY ("consulta_id") REFERENCES "public"."limites_credito_consultas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limites_credito_cocorretagem_corretoras" ADD CONSTRAINT "limites_credito_cocorretagem_corretoras_corretora_id_corretoras_id_fk" FOREIGN KEY ("corretora_id") REFERENCES "public"."corretoras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limites_credito_consultas" ADD CONSTRAINT "limites_credito_consultas_grupo_id_grupos_economicos_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupos_economicos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limites_credito_consultas" ADD CONSTRAINT "limites_credito_consultas_antecessora_id_limites_credito_consultas_id_fk" FOREIGN KEY ("antecessora_id") REFERENCES "public"."limites_credito_consultas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limites_credito_documentos" ADD CONSTRAINT "limites_credito_documentos_consulta_id_limites_credito_consultas_id_fk" FOREIGN KEY ("consulta_id") REFERENCES "public"."limites_credito_consultas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limites_credito_documentos" ADD CONSTRAINT "limites_credito_documentos_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "limites_credito_respostas_consulta_uq" ON "limites_credito_respostas" USING btree ("consulta_id","seguradora_id");--> statement-breakpoint
CREATE INDEX "limites_credito_respostas_seguradora_idx" ON "limites_credito_respostas" USING btree ("seguradora_id","enviado_em");--> statement-breakpoint
CREATE INDEX "limites_credito_cocorretagem_corretora_idx" ON "limites_credito_cocorretagem_corretoras" USING btree ("corretora_id");--> statement-breakpoint
CREATE INDEX "limites_credito_consultas_grupo_idx" ON "limites_credito_consultas" USING btree ("grupo_id","criado_em","id");--> statement-breakpoint
CREATE INDEX "limites_credito_consultas_antecessora_idx" ON "limites_credito_consultas" USING btree ("antecessora_id");--> statement-breakpoint
CREATE INDEX "limites_credito_documentos_consulta_idx" ON "limites_credito_documentos" USING btree ("consulta_id","ordem");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "limites_credito_respostas_pendentes_idx" ON "limites_credito_respostas" USING btree ("enviado_em","id") WHERE "status" in ('aguardando', 'em_analise');
