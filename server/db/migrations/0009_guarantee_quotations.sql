CREATE TABLE "apolices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cotacao_id" uuid,
	"numero" text NOT NULL,
	"seguradora_id" uuid NOT NULL,
	"grupo_id" uuid NOT NULL,
	"tomador_id" uuid NOT NULL,
	"submodalidade_id" uuid NOT NULL,
	"emitida_em" date NOT NULL,
	"vigencia_inicio" date NOT NULL,
	"vigencia_fim" date NOT NULL,
	"premio" numeric(15, 2) NOT NULL,
	"importancia_segurada" numeric(15, 2) NOT NULL,
	"arquivo_id" uuid,
	"criado_por" uuid,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apolices_cotacao_id_unique" UNIQUE("cotacao_id"),
	CONSTRAINT "apolices_seguradora_numero_uq" UNIQUE("seguradora_id","numero")
);
--> statement-breakpoint
CREATE TABLE "cotacoes_garantia_custos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cotacao_id" uuid NOT NULL,
	"seguradora_id" uuid NOT NULL,
	"status" text DEFAULT 'aguardando' NOT NULL,
	"premio" numeric(15, 2),
	"taxa" numeric(9, 4),
	"importancia_segurada" numeric(15, 2),
	"comissao" numeric(9, 4),
	"validade" date,
	"observacoes" text,
	"motivo_declinio" text,
	"justificativa_limite" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cotacoes_garantia_custos_uq" UNIQUE("cotacao_id","seguradora_id")
);
--> statement-breakpoint
CREATE TABLE "cotacoes_garantia_criticas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cotacao_id" uuid NOT NULL,
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
CREATE TABLE "cotacoes_garantia_minutas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cotacao_id" uuid NOT NULL,
	"seguradora_id" uuid NOT NULL,
	"status" text NOT NULL,
	"arquivo_id" uuid,
	"solicitada_em" timestamp with time zone,
	"emitida_em" timestamp with time zone,
	"aprovacao_solicitada_em" timestamp with time zone,
	"decidida_em" timestamp with time zone,
	"motivo" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cotacoes_garantia" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"numero" serial NOT NULL,
	"status" text DEFAULT 'em_andamento' NOT NULL,
	"etapa" text DEFAULT 'dados_processo' NOT NULL,
	"etapas_canceladas" text[] DEFAULT '{}'::text[] NOT NULL,
	"grupo_id" uuid NOT NULL,
	"tomador_id" uuid NOT NULL,
	"tomador_nome" text NOT NULL,
	"modalidade_id" uuid NOT NULL,
	"submodalidade_id" uuid NOT NULL,
	"tipo_emissao" text NOT NULL,
	"segurado_tipo" text NOT NULL,
	"segurado_documento" text NOT NULL,
	"segurado_nome" text NOT NULL,
	"segurado_cep" text,
	"segurado_logradouro" text,
	"segurado_numero" text,
	"segurado_complemento" text,
	"segurado_uf" text,
	"segurado_cidade" text,
	"segurado_bairro" text,
	"importancia_segurada" numeric(15, 2) NOT NULL,
	"vigencia_inicio" date NOT NULL,
	"vigencia_fim" date NOT NULL,
	"recurso_tipo" text,
	"recurso_valor" numeric(15, 2),
	"recurso_percentual" numeric(9, 4),
	"processo_numero" text,
	"processo_tribunal_id" uuid,
	"processo_unidade_id" uuid,
	"objeto" text,
	"seguradora_id" uuid,
	"justificativa_cancelamento" text,
	"responsavel_id" uuid,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cotacoes_garantia_numero_unique" UNIQUE("numero"),
	CONSTRAINT "cotacoes_garantia_status_ck" CHECK ("cotacoes_garantia"."status" in ('em_andamento', 'cancelada'))
);
--> statement-breakpoint
ALTER TABLE "submodalidades" ADD COLUMN "exige_processo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "submodalidades" ADD COLUMN "exige_recurso" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "apolices" ADD CONSTRAINT "apolices_cotacao_id_cotacoes_garantia_id_fk" FOREIGN KEY ("cotacao_id") REFERENCES "public"."cotacoes_garantia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apolices" ADD CONSTRAINT "apolices_seguradora_id_seguradoras_id_fk" FOREIGN KEY ("seguradora_id") REFERENCES "public"."seguradoras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apolices" ADD CONSTRAINT "apolices_grupo_id_grupos_economicos_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupos_economicos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apolices" ADD CONSTRAINT "apolices_tomador_id_empresas_id_fk" FOREIGN KEY ("tomador_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apolices" ADD CONSTRAINT "apolices_submodalidade_id_submodalidades_id_fk" FOREIGN KEY ("submodalidade_id") REFERENCES "public"."submodalidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apolices" ADD CONSTRAINT "apolices_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacoes_garantia_custos" ADD CONSTRAINT "cotacoes_garantia_custos_cotacao_id_cotacoes_garantia_id_fk" FOREIGN KEY ("cotacao_id") REFERENCES "public"."cotacoes_garantia"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacoes_garantia_custos" ADD CONSTRAINT "cotacoes_garantia_custos_seguradora_id_seguradoras_id_fk" FOREIGN KEY ("seguradora_id") REFERENCES "public"."seguradoras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacoes_garantia_criticas" ADD CONSTRAINT "cotacoes_garantia_criticas_cotacao_id_cotacoes_garantia_id_fk" FOREIGN KEY ("cotacao_id") REFERENCES "public"."cotacoes_garantia"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacoes_garantia_minutas" ADD CONSTRAINT "cotacoes_garantia_minutas_cotacao_id_cotacoes_garantia_id_fk" FOREIGN KEY ("cotacao_id") REFERENCES "public"."cotacoes_garantia"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacoes_garantia_minutas" ADD CONSTRAINT "cotacoes_garantia_minutas_seguradora_id_seguradoras_id_fk" FOREIGN KEY ("seguradora_id") REFERENCES "public"."seguradoras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacoes_garantia_minutas" ADD CONSTRAINT "cotacoes_garantia_minutas_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacoes_garantia" ADD CONSTRAINT "cotacoes_garantia_grupo_id_grupos_economicos_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupos_economicos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacoes_garantia" ADD CONSTRAINT "cotacoes_garantia_tomador_id_empresas_id_fk" FOREIGN KEY ("tomador_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacoes_garantia" ADD CONSTRAINT "cotacoes_garantia_modalidade_id_modalidades_id_fk" FOREIGN KEY ("modalidade_id") REFERENCES "public"."modalidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacoes_garantia" ADD CONSTRAINT "cotacoes_garantia_submodalidade_id_submodalidades_id_fk" FOREIGN KEY ("submodalidade_id") REFERENCES "public"."submodalidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacoes_garantia" ADD CONSTRAINT "cotacoes_garantia_processo_tribunal_id_tribunais_id_fk" FOREIGN KEY ("processo_tribunal_id") REFERENCES "public"."tribunais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacoes_garantia" ADD CONSTRAINT "cotacoes_garantia_processo_unidade_id_varas_id_fk" FOREIGN KEY ("processo_unidade_id") REFERENCES "public"."varas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacoes_garantia" ADD CONSTRAINT "cotacoes_garantia_seguradora_id_seguradoras_id_fk" FOREIGN KEY ("seguradora_id") REFERENCES "public"."seguradoras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apolices_grupo_seguradora_idx" ON "apolices" USING btree ("grupo_id","seguradora_id");--> statement-breakpoint
CREATE INDEX "cotacoes_garantia_custos_seguradora_idx" ON "cotacoes_garantia_custos" USING btree ("seguradora_id");--> statement-breakpoint
CREATE INDEX "cotacoes_garantia_criticas_cotacao_idx" ON "cotacoes_garantia_criticas" USING btree ("cotacao_id","criado_em");--> statement-breakpoint
CREATE INDEX "cotacoes_garantia_criticas_abertas_idx" ON "cotacoes_garantia_criticas" USING btree ("status","criado_em");--> statement-breakpoint
CREATE INDEX "cotacoes_garantia_minutas_cotacao_idx" ON "cotacoes_garantia_minutas" USING btree ("cotacao_id","criado_em");--> statement-breakpoint
CREATE INDEX "cotacoes_garantia_criado_idx" ON "cotacoes_garantia" USING btree ("criado_em","id");--> statement-breakpoint
CREATE INDEX "cotacoes_garantia_tomador_idx" ON "cotacoes_garantia" USING btree ("tomador_id","criado_em","id");--> statement-breakpoint
CREATE INDEX "cotacoes_garantia_grupo_idx" ON "cotacoes_garantia" USING btree ("grupo_id","criado_em","id");--> statement-breakpoint
CREATE INDEX "cotacoes_garantia_status_idx" ON "cotacoes_garantia" USING btree ("status","criado_em","id");--> statement-breakpoint
CREATE INDEX "cotacoes_garantia_etapa_idx" ON "cotacoes_garantia" USING btree ("etapa","criado_em","id");--> statement-breakpoint
CREATE INDEX "cotacoes_garantia_seguradora_idx" ON "cotacoes_garantia" USING btree ("seguradora_id","grupo_id");--> statement-breakpoint
CREATE INDEX "cotacoes_garantia_responsavel_idx" ON "cotacoes_garantia" USING btree ("responsavel_id","criado_em","id");--> statement-breakpoint
-- The list's search (borrower, insured and its document) and its sort by the borrower's folded name.
CREATE INDEX IF NOT EXISTS "cotacoes_garantia_tomador_trgm_idx" ON "cotacoes_garantia" USING gin (dobra(tomador_nome) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cotacoes_garantia_segurado_trgm_idx" ON "cotacoes_garantia" USING gin (dobra(segurado_nome) gin_trgm_ops);
--> statement-breakpoint
-- Judicial sub-modalities ask for the court case, the appeal (recursal) ones for the deposit too.
UPDATE "submodalidades" SET "exige_processo" = true WHERE "nome" LIKE 'JUDICIAL%';
--> statement-breakpoint
UPDATE "submodalidades" SET "exige_recurso" = true WHERE "nome" LIKE 'JUDICIAL RECURSAL%';
