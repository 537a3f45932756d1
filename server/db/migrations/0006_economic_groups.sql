CREATE TABLE "empresas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"grupo_id" uuid NOT NULL,
	"cnpj" text NOT NULL,
	"razao_social" text NOT NULL,
	"nome_fantasia" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"cnae_codigo" text,
	"cnae_descricao" text,
	"cep" text,
	"logradouro" text,
	"numero" text,
	"complemento" text,
	"bairro" text,
	"cidade" text,
	"uf" text,
	"codigo_ibge" text,
	"telefone" text,
	"email" text,
	"subsidiaria" boolean DEFAULT false NOT NULL,
	"principal" boolean DEFAULT false NOT NULL,
	"vigencia_maxima_meses" integer DEFAULT 60 NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "empresas_favoritas" (
	"usuario_id" uuid NOT NULL,
	"empresa_id" uuid NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "empresas_favoritas_usuario_id_empresa_id_pk" PRIMARY KEY("usuario_id","empresa_id")
);
--> statement-breakpoint
CREATE TABLE "grupos_economicos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cnpj" text NOT NULL,
	"razao_social" text NOT NULL,
	"nome_fantasia" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"cnae_codigo" text,
	"cnae_descricao" text,
	"cep" text,
	"logradouro" text,
	"numero" text,
	"complemento" text,
	"bairro" text,
	"cidade" text,
	"uf" text,
	"codigo_ibge" text,
	"telefone" text,
	"email" text,
	"status_id" text DEFAULT 'em_cadastro' NOT NULL,
	"responsavel_id" uuid,
	"escritorio_id" uuid,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grupos_economicos_status_ck" CHECK ("grupos_economicos"."status_id" in ('em_cadastro', 'em_analise', 'aprovado', 'bloqueado'))
);
--> statement-breakpoint
CREATE TABLE "grupos_contatos_relacionamento" (
	"grupo_id" uuid NOT NULL,
	"contato_id" uuid NOT NULL,
	CONSTRAINT "grupos_contatos_relacionamento_grupo_id_contato_id_pk" PRIMARY KEY("grupo_id","contato_id")
);
--> statement-breakpoint
CREATE TABLE "grupos_documentos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"grupo_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"ano" integer,
	"descricao" text,
	"arquivo_id" uuid NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grupos_documentos_tipo_ck" CHECK (("grupos_documentos"."tipo" = 'balanco' and "grupos_documentos"."ano" is not null) or ("grupos_documentos"."tipo" = 'outro' and "grupos_documentos"."descricao" is not null))
);
--> statement-breakpoint
CREATE TABLE "segurados" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tipo" text NOT NULL,
	"numero_documento" text NOT NULL,
	"nome" text NOT NULL,
	"cep" text,
	"logradouro" text,
	"numero" text,
	"complemento" text,
	"bairro" text,
	"cidade" text,
	"uf" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "segurados_numero_documento_unique" UNIQUE("numero_documento"),
	CONSTRAINT "segurados_tipo_ck" CHECK ("segurados"."tipo" in ('fisica', 'juridica'))
);
--> statement-breakpoint
CREATE TABLE "pessoas_ceps" (
	"cep" text PRIMARY KEY NOT NULL,
	"dados" jsonb NOT NULL,
	"consultado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pessoas_bancos" (
	"ispb" text PRIMARY KEY NOT NULL,
	"compe" text,
	"nome" text NOT NULL,
	"nome_completo" text NOT NULL,
	"versao" bigint
);
--> statement-breakpoint
CREATE TABLE "pessoas_cnaes" (
	"codigo" text PRIMARY KEY NOT NULL,
	"descricao" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pessoas_empresas" (
	"cnpj" text PRIMARY KEY NOT NULL,
	"dados" jsonb NOT NULL,
	"origem" text NOT NULL,
	"consultado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "empresas" ADD CONSTRAINT "empresas_grupo_id_grupos_economicos_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupos_economicos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresas_favoritas" ADD CONSTRAINT "empresas_favoritas_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresas_favoritas" ADD CONSTRAINT "empresas_favoritas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupos_economicos" ADD CONSTRAINT "grupos_economicos_responsavel_id_usuarios_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupos_economicos" ADD CONSTRAINT "grupos_economicos_escritorio_id_escritorios_id_fk" FOREIGN KEY ("escritorio_id") REFERENCES "public"."escritorios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupos_contatos_relacionamento" ADD CONSTRAINT "grupos_contatos_relacionamento_grupo_id_grupos_economicos_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupos_economicos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupos_contatos_relacionamento" ADD CONSTRAINT "grupos_contatos_relacionamento_contato_id_seguradoras_contatos_id_fk" FOREIGN KEY ("contato_id") REFERENCES "public"."seguradoras_contatos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupos_documentos" ADD CONSTRAINT "grupos_documentos_grupo_id_grupos_economicos_id_fk" FOREIGN KEY ("grupo_id") REFERENCES "public"."grupos_economicos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupos_documentos" ADD CONSTRAINT "grupos_documentos_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "empresas_cnpj_uq" ON "empresas" USING btree ("cnpj");--> statement-breakpoint
CREATE INDEX "empresas_grupo_idx" ON "empresas" USING btree ("grupo_id","principal");--> statement-breakpoint
CREATE INDEX "empresas_favoritas_empresa_idx" ON "empresas_favoritas" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "grupos_economicos_cnpj_uq" ON "grupos_economicos" USING btree ("cnpj");--> statement-breakpoint
CREATE INDEX "grupos_economicos_responsavel_idx" ON "grupos_economicos" USING btree ("responsavel_id");--> statement-breakpoint
CREATE INDEX "grupos_economicos_escritorio_idx" ON "grupos_economicos" USING btree ("escritorio_id");--> statement-breakpoint
CREATE INDEX "grupos_contatos_contato_idx" ON "grupos_contatos_relacionamento" USING btree ("contato_id");--> statement-breakpoint
CREATE INDEX "grupos_documentos_grupo_idx" ON "grupos_documentos" USING btree ("grupo_id","tipo");--> statement-breakpoint
CREATE INDEX "pessoas_cnaes_descricao_idx" ON "pessoas_cnaes" USING btree ("descricao");--> statement-breakpoint
-- The lists and pickers of groups, companies, wallets and insureds (as 0005 does for the others): btree
-- indexes of dobra(col) with the list's tie-breaker serve the sorted page 1, and trigram GIN indexes
-- serve contains-search by name or by CNPJ/document digits.
CREATE INDEX IF NOT EXISTS "grupos_economicos_razao_social_dobra_idx" ON "grupos_economicos" USING btree (dobra(razao_social), id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "grupos_economicos_nome_fantasia_dobra_idx" ON "grupos_economicos" USING btree (dobra(nome_fantasia), id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "grupos_economicos_cnpj_id_idx" ON "grupos_economicos" USING btree (cnpj, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "grupos_economicos_responsavel_razao_dobra_idx" ON "grupos_economicos" USING btree (responsavel_id, dobra(razao_social), id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "grupos_economicos_responsavel_cnpj_idx" ON "grupos_economicos" USING btree (responsavel_id, cnpj, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "grupos_economicos_razao_social_trgm_idx" ON "grupos_economicos" USING gin (dobra(razao_social) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "grupos_economicos_nome_fantasia_trgm_idx" ON "grupos_economicos" USING gin (dobra(nome_fantasia) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "grupos_economicos_cnpj_trgm_idx" ON "grupos_economicos" USING gin (cnpj gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "empresas_grupo_razao_social_dobra_idx" ON "empresas" USING btree (grupo_id, dobra(razao_social), id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "empresas_grupo_nome_fantasia_dobra_idx" ON "empresas" USING btree (grupo_id, dobra(nome_fantasia), id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "empresas_grupo_cnpj_idx" ON "empresas" USING btree (grupo_id, cnpj, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "empresas_razao_social_trgm_idx" ON "empresas" USING gin (dobra(razao_social) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "empresas_nome_fantasia_trgm_idx" ON "empresas" USING gin (dobra(nome_fantasia) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "empresas_cnpj_trgm_idx" ON "empresas" USING gin (cnpj gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "segurados_nome_dobra_idx" ON "segurados" USING btree (dobra(nome), id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "segurados_nome_trgm_idx" ON "segurados" USING gin (dobra(nome) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "segurados_documento_trgm_idx" ON "segurados" USING gin (numero_documento gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
-- The personal-data API's suggests (server/pessoas/repository.ts): contains-search of the folded CNAE
-- description and bank names, and of the code digits.
CREATE INDEX IF NOT EXISTS "pessoas_cnaes_descricao_trgm_idx" ON "pessoas_cnaes" USING gin (dobra(descricao) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pessoas_cnaes_codigo_trgm_idx" ON "pessoas_cnaes" USING gin (codigo gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pessoas_bancos_nome_trgm_idx" ON "pessoas_bancos" USING gin (dobra(nome) gin_trgm_ops) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pessoas_bancos_nome_completo_trgm_idx" ON "pessoas_bancos" USING gin (dobra(nome_completo) gin_trgm_ops) WITH (fastupdate = off);
