CREATE TABLE "contadores_tentativas" (
	"chave" text PRIMARY KEY NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"janela_inicio" timestamp with time zone DEFAULT now() NOT NULL,
	"falhas" integer DEFAULT 0 NOT NULL,
	"bloqueado_ate" timestamp with time zone,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "versao_token" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "sucessor_cifrado" text;--> statement-breakpoint
CREATE INDEX "contadores_tentativas_atualizado_idx" ON "contadores_tentativas" USING btree ("atualizado_em");