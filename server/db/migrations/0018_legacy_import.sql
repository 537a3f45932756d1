CREATE TABLE "importacoes_legado_erros" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"importacao_id" uuid NOT NULL,
	"fase" text NOT NULL,
	"linha" integer NOT NULL,
	"coluna" text,
	"motivo" text NOT NULL,
	"original" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "importacoes_legado" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tipo" text NOT NULL,
	"arquivo" text NOT NULL,
	"nome" text NOT NULL,
	"formato" text NOT NULL,
	"tamanho" integer NOT NULL,
	"criado_por" uuid NOT NULL,
	"area" text NOT NULL,
	"visao" jsonb NOT NULL,
	"status" text DEFAULT 'em_validacao' NOT NULL,
	"lidas" integer DEFAULT 0 NOT NULL,
	"importadas" integer DEFAULT 0 NOT NULL,
	"ignoradas" integer DEFAULT 0 NOT NULL,
	"erros" integer DEFAULT 0 NOT NULL,
	"progresso" integer DEFAULT 0 NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"colunas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"previa" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"erro" text,
	"tarefa_validacao_id" uuid,
	"tarefa_importacao_id" uuid,
	"concluido_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "importacoes_legado_status_ck" CHECK ("importacoes_legado"."status" in ('em_validacao', 'aguardando_confirmacao', 'importando', 'concluida', 'concluida_com_erros', 'cancelada', 'falhou'))
);
--> statement-breakpoint
ALTER TABLE "importacoes_legado_erros" ADD CONSTRAINT "importacoes_legado_erros_importacao_id_importacoes_legado_id_fk" FOREIGN KEY ("importacao_id") REFERENCES "public"."importacoes_legado"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importacoes_legado" ADD CONSTRAINT "importacoes_legado_criado_por_usuarios_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importacoes_legado" ADD CONSTRAINT "importacoes_legado_tarefa_validacao_id_tarefas_id_fk" FOREIGN KEY ("tarefa_validacao_id") REFERENCES "public"."tarefas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importacoes_legado" ADD CONSTRAINT "importacoes_legado_tarefa_importacao_id_tarefas_id_fk" FOREIGN KEY ("tarefa_importacao_id") REFERENCES "public"."tarefas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "importacoes_legado_erros_idx" ON "importacoes_legado_erros" USING btree ("importacao_id","fase","linha");--> statement-breakpoint
CREATE INDEX "importacoes_legado_criado_idx" ON "importacoes_legado" USING btree ("criado_em","id");