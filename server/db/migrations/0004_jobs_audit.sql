CREATE TABLE "tarefas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tipo" text NOT NULL,
	"payload" jsonb NOT NULL,
	"situacao" text DEFAULT 'pendente' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"max_tentativas" integer DEFAULT 8 NOT NULL,
	"executar_apos" timestamp with time zone DEFAULT now() NOT NULL,
	"travada_ate" timestamp with time zone,
	"travada_por" text,
	"progresso" integer DEFAULT 0 NOT NULL,
	"resultado" jsonb,
	"erro" text,
	"criado_por" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auditoria" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entidade" text NOT NULL,
	"entidade_id" uuid NOT NULL,
	"acao" text NOT NULL,
	"usuario_id" text NOT NULL,
	"usuario_nome" text NOT NULL,
	"antes" jsonb,
	"depois" jsonb,
	"requisicao_id" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "tarefas_fila_idx" ON "tarefas" USING btree ("situacao","executar_apos");--> statement-breakpoint
CREATE INDEX "auditoria_entidade_idx" ON "auditoria" USING btree ("entidade","entidade_id","criado_em");