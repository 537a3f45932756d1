CREATE TABLE "idempotencia" (
	"sujeito" text NOT NULL,
	"chave" uuid NOT NULL,
	"impressao" text NOT NULL,
	"metodo" text NOT NULL,
	"url" text NOT NULL,
	"situacao" text NOT NULL,
	"dono" uuid NOT NULL,
	"status" integer,
	"cabecalhos" jsonb,
	"corpo" text,
	"iniciado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotencia_sujeito_chave_pk" PRIMARY KEY("sujeito","chave")
);
--> statement-breakpoint
CREATE TABLE "arquivos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome_original" text NOT NULL,
	"tipo" text NOT NULL,
	"tamanho" bigint NOT NULL,
	"sha256" text NOT NULL,
	"criado_por" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
CREATE INDEX "idempotencia_expira_idx" ON "idempotencia" USING btree ("expira_em");--> statement-breakpoint
CREATE INDEX "refresh_tokens_parent_idx" ON "refresh_tokens" USING btree ("parent_id");