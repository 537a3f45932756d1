CREATE TABLE "criticas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entidade" text NOT NULL,
	"entidade_id" uuid NOT NULL,
	"texto" text NOT NULL,
	"status" text DEFAULT 'aberta' NOT NULL,
	"autor_id" uuid,
	"reenvios" integer DEFAULT 0 NOT NULL,
	"reenviada_em" timestamp with time zone,
	"regularizada_em" timestamp with time zone,
	"regularizada_por" uuid,
	"resolucao" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "criticas_entidade_idx" ON "criticas" USING btree ("entidade","entidade_id","criado_em");--> statement-breakpoint
CREATE INDEX "criticas_abertas_idx" ON "criticas" USING btree ("entidade","status","criado_em");--> statement-breakpoint
INSERT INTO "criticas" ("id", "entidade", "entidade_id", "texto", "status", "autor_id", "reenvios", "reenviada_em", "regularizada_em", "regularizada_por", "resolucao", "criado_em", "atualizado_em")
SELECT "id", 'cotacao_garantia', "cotacao_id", "texto", "status", "autor_id", "reenvios", "reenviada_em", "regularizada_em", "regularizada_por", "resolucao", "criado_em", "atualizado_em" FROM "cotacoes_garantia_criticas";--> statement-breakpoint
DROP TABLE "cotacoes_garantia_criticas" CASCADE;
