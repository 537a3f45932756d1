CREATE TABLE "cotacoes_agro_custos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cotacao_id" uuid NOT NULL,
	"seguradora_id" uuid NOT NULL,
	"importancia_segurada" numeric(15, 2) NOT NULL,
	"taxa" numeric(9, 4) NOT NULL,
	"subvencao_percentual" numeric(9, 4) DEFAULT 0 NOT NULL,
	"franquia_percentual" numeric(9, 4) DEFAULT 0 NOT NULL,
	"validade" date NOT NULL,
	"opcoes" jsonb NOT NULL,
	"forma_aprovada" text,
	"observacoes" text,
	"criado_por" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cotacoes_agro_custos_uq" UNIQUE("cotacao_id","seguradora_id")
);
--> statement-breakpoint
CREATE TABLE "cotacoes_agro_arquivos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cotacao_id" uuid NOT NULL,
	"arquivo_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cotacoes_agro_arquivos_uq" UNIQUE("cotacao_id","arquivo_id")
);
--> statement-breakpoint
CREATE TABLE "cotacoes_agro" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"numero" serial NOT NULL,
	"situacao" text DEFAULT 'aguardando_custos' NOT NULL,
	"produto" text NOT NULL,
	"cobertura" text NOT NULL,
	"convidado" boolean DEFAULT false NOT NULL,
	"criado_por" text NOT NULL,
	"grupo_id" uuid,
	"escritorio_id" uuid,
	"produtor_documento" text NOT NULL,
	"produtor_nome" text NOT NULL,
	"produtor_email" text,
	"produtor_telefone" text,
	"propriedade_nome" text NOT NULL,
	"municipio" text NOT NULL,
	"uf" text NOT NULL,
	"codigo_ibge" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"area_ha" numeric(14, 4) NOT NULL,
	"cultura" text,
	"cafe_especie" text,
	"cafe_variedade" text,
	"cafe_sistema" text,
	"cafe_ano_plantio" integer,
	"cafe_espacamento_linhas" numeric(9, 4),
	"cafe_espacamento_plantas" numeric(9, 4),
	"cafe_numero_plantas" integer,
	"cafe_produtividade" numeric(9, 4),
	"classificacao_solo" text,
	"grupo_operacao" text NOT NULL,
	"nivel_cobertura" integer,
	"preco_unitario" numeric(15, 2),
	"importancia_segurada" numeric(15, 2),
	"subvencao_percentual" numeric(9, 4),
	"franquia_percentual" numeric(9, 4),
	"observacoes" text,
	"aprovacao_custo_id" uuid,
	"aprovacao_forma" text,
	"aprovacao_premio" numeric(15, 2),
	"motivo_reprovacao" text,
	"numero_proposta" text,
	"apolice_numero" text,
	"apolice_vigencia_inicio" date,
	"apolice_vigencia_fim" date,
	"justificativa_cancelamento" text,
	"croqui" jsonb,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cotacoes_agro_numero_unique" UNIQUE("numero"),
	CONSTRAINT "cotacoes_agro_produto_ck" CHECK ("cotacoes_agro"."produto" in ('cafezal', 'agricola')),
	CONSTRAINT "cotacoes_agro_cobertura_ck" CHECK ("cotacoes_agro"."cobertura" in ('multirrisco', 'granizo'))
);
--> statement-breakpoint
CREATE TABLE "municipios" (
	"codigo_ibge" text PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"uf" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cotacoes_agro_custos" ADD CONSTRAINT "cotacoes_agro_custos_cotacao_id_cotacoes_agro_id_fk" FOREIGN KEY ("cotacao_id") REFERENCES "public"."cotacoes_agro"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacoes_agro_custos" ADD CONSTRAINT "cotacoes_agro_custos_seguradora_id_seguradoras_id_fk" FOREIGN KEY ("seguradora_id") REFERENCES "public"."seguradoras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacoes_agro_arquivos" ADD CONSTRAINT "cotacoes_agro_arquivos_cotacao_id_cotacoes_agro_id_fk" FOREIGN KEY ("cotacao_id") REFERENCES "public"."cotacoes_agro"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacoes_agro_arquivos" ADD CONSTRAINT "cotacoes_agro_arquivos_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacoes_agro" ADD CONSTRAINT "cotacoes_agro_grupo_id_grupos_economicos_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupos_economicos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cotacoes_agro" ADD CONSTRAINT "cotacoes_agro_escritorio_id_escritorios_id_fk" FOREIGN KEY ("escritorio_id") REFERENCES "public"."escritorios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cotacoes_agro_custos_seguradora_idx" ON "cotacoes_agro_custos" USING btree ("seguradora_id");--> statement-breakpoint
CREATE INDEX "cotacoes_agro_arquivos_arquivo_idx" ON "cotacoes_agro_arquivos" USING btree ("arquivo_id");--> statement-breakpoint
CREATE INDEX "cotacoes_agro_criado_idx" ON "cotacoes_agro" USING btree ("criado_em","id");--> statement-breakpoint
CREATE INDEX "cotacoes_agro_area_idx" ON "cotacoes_agro" USING btree ("area_ha","id");--> statement-breakpoint
CREATE INDEX "cotacoes_agro_situacao_idx" ON "cotacoes_agro" USING btree ("situacao","criado_em","id");--> statement-breakpoint
CREATE INDEX "cotacoes_agro_criado_por_idx" ON "cotacoes_agro" USING btree ("criado_por","criado_em","id");--> statement-breakpoint
CREATE INDEX "cotacoes_agro_grupo_idx" ON "cotacoes_agro" USING btree ("grupo_id","criado_em","id");--> statement-breakpoint
CREATE INDEX "cotacoes_agro_escritorio_idx" ON "cotacoes_agro" USING btree ("escritorio_id");--> statement-breakpoint
CREATE INDEX "municipios_uf_idx" ON "municipios" USING btree ("uf");--> statement-breakpoint
-- The list's sort by the producer's folded name, and its search (producer, property, municipality,
-- and the producer's CPF/CNPJ digits), as docs/architecture.md "Listas que escalam" asks of a new list.
CREATE INDEX IF NOT EXISTS "cotacoes_agro_produtor_dobra_idx" ON "cotacoes_agro" USING btree (dobra(produtor_nome), id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cotacoes_agro_produtor_trgm_idx" ON "cotacoes_agro" USING gin (dobra(produtor_nome) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cotacoes_agro_propriedade_trgm_idx" ON "cotacoes_agro" USING gin (dobra(propriedade_nome) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cotacoes_agro_municipio_trgm_idx" ON "cotacoes_agro" USING gin (dobra(municipio) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cotacoes_agro_documento_trgm_idx" ON "cotacoes_agro" USING gin (produtor_documento gin_trgm_ops);
--> statement-breakpoint
-- The municipalities' suggest: folded name contains-search, and the list of one UF by name.
CREATE INDEX IF NOT EXISTS "municipios_nome_trgm_idx" ON "municipios" USING gin (dobra(nome) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "municipios_uf_nome_idx" ON "municipios" USING btree (uf, dobra(nome));
