CREATE TABLE "corretoras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"razao_social" text NOT NULL,
	"nome_fantasia" text,
	"cnpj" text NOT NULL,
	"codigo_susep" text,
	"email" text,
	"telefone" text,
	"contato" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corretoras_cnpj_unique" UNIQUE("cnpj")
);
--> statement-breakpoint
CREATE TABLE "motivos_cancelamento_modalidades" (
	"motivo_id" uuid NOT NULL,
	"modalidade_id" uuid NOT NULL,
	CONSTRAINT "motivos_cancelamento_modalidades_motivo_id_modalidade_id_pk" PRIMARY KEY("motivo_id","modalidade_id")
);
--> statement-breakpoint
CREATE TABLE "motivos_cancelamento" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "motivos_cancelamento_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "seguradoras_contatos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seguradora_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"email" text,
	"telefone" text,
	"cargo" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seguradoras_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seguradora_id" uuid NOT NULL,
	"email" text NOT NULL,
	"descricao" text,
	CONSTRAINT "seguradoras_emails_uq" UNIQUE("seguradora_id","email")
);
--> statement-breakpoint
CREATE TABLE "seguradoras_submodalidades" (
	"seguradora_id" uuid NOT NULL,
	"submodalidade_id" uuid NOT NULL,
	CONSTRAINT "seguradoras_submodalidades_seguradora_id_submodalidade_id_pk" PRIMARY KEY("seguradora_id","submodalidade_id")
);
--> statement-breakpoint
CREATE TABLE "seguradoras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome" text NOT NULL,
	"razao_social" text NOT NULL,
	"cnpj" text NOT NULL,
	"codigo_susep" text,
	"site" text,
	"telefone" text,
	"logo_arquivo_id" uuid,
	"consulta_mercado" boolean DEFAULT true NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seguradoras_cnpj_unique" UNIQUE("cnpj")
);
--> statement-breakpoint
CREATE TABLE "modalidades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"area_id" text NOT NULL,
	"icone_arquivo_id" uuid,
	"ordem" integer DEFAULT 0 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "escritorios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome" text NOT NULL,
	"cnpj" text,
	"email" text,
	"telefone" text,
	"cidade" text,
	"uf" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "escritorios_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "perfis_acesso_estruturas" (
	"perfil_id" uuid NOT NULL,
	"estrutura_id" text NOT NULL,
	"posicao" text NOT NULL,
	CONSTRAINT "perfis_acesso_estruturas_perfil_id_estrutura_id_posicao_pk" PRIMARY KEY("perfil_id","estrutura_id","posicao")
);
--> statement-breakpoint
CREATE TABLE "permissoes_cotacao" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"area_id" text NOT NULL,
	"alvo_tipo" text NOT NULL,
	"alvo_id" uuid NOT NULL,
	"grupo_economico_id" uuid,
	"submodalidade_id" uuid NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submodalidades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"modalidade_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"icone_arquivo_id" uuid,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submodalidades_modalidade_nome_uq" UNIQUE("modalidade_id","nome")
);
--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "escritorio_id" uuid;--> statement-breakpoint
ALTER TABLE "motivos_cancelamento_modalidades" ADD CONSTRAINT "motivos_cancelamento_modalidades_motivo_id_motivos_cancelamento_id_fk" FOREIGN KEY ("motivo_id") REFERENCES "public"."motivos_cancelamento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "motivos_cancelamento_modalidades" ADD CONSTRAINT "motivos_cancelamento_modalidades_modalidade_id_modalidades_id_fk" FOREIGN KEY ("modalidade_id") REFERENCES "public"."modalidades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seguradoras_contatos" ADD CONSTRAINT "seguradoras_contatos_seguradora_id_seguradoras_id_fk" FOREIGN KEY ("seguradora_id") REFERENCES "public"."seguradoras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seguradoras_emails" ADD CONSTRAINT "seguradoras_emails_seguradora_id_seguradoras_id_fk" FOREIGN KEY ("seguradora_id") REFERENCES "public"."seguradoras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seguradoras_submodalidades" ADD CONSTRAINT "seguradoras_submodalidades_seguradora_id_seguradoras_id_fk" FOREIGN KEY ("seguradora_id") REFERENCES "public"."seguradoras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seguradoras_submodalidades" ADD CONSTRAINT "seguradoras_submodalidades_submodalidade_id_submodalidades_id_fk" FOREIGN KEY ("submodalidade_id") REFERENCES "public"."submodalidades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seguradoras" ADD CONSTRAINT "seguradoras_logo_arquivo_id_arquivos_id_fk" FOREIGN KEY ("logo_arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modalidades" ADD CONSTRAINT "modalidades_area_id_areas_negocio_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas_negocio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modalidades" ADD CONSTRAINT "modalidades_icone_arquivo_id_arquivos_id_fk" FOREIGN KEY ("icone_arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perfis_acesso_estruturas" ADD CONSTRAINT "perfis_acesso_estruturas_perfil_id_perfis_acesso_id_fk" FOREIGN KEY ("perfil_id") REFERENCES "public"."perfis_acesso"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perfis_acesso_estruturas" ADD CONSTRAINT "perfis_acesso_estruturas_estrutura_id_estruturas_id_fk" FOREIGN KEY ("estrutura_id") REFERENCES "public"."estruturas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissoes_cotacao" ADD CONSTRAINT "permissoes_cotacao_area_id_areas_negocio_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas_negocio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permissoes_cotacao" ADD CONSTRAINT "permissoes_cotacao_submodalidade_id_submodalidades_id_fk" FOREIGN KEY ("submodalidade_id") REFERENCES "public"."submodalidades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submodalidades" ADD CONSTRAINT "submodalidades_modalidade_id_modalidades_id_fk" FOREIGN KEY ("modalidade_id") REFERENCES "public"."modalidades"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submodalidades" ADD CONSTRAINT "submodalidades_icone_arquivo_id_arquivos_id_fk" FOREIGN KEY ("icone_arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seguradoras_contatos_seguradora_idx" ON "seguradoras_contatos" USING btree ("seguradora_id");--> statement-breakpoint
CREATE INDEX "escritorios_nome_idx" ON "escritorios" USING btree ("nome");--> statement-breakpoint
CREATE INDEX "permissoes_cotacao_alvo_idx" ON "permissoes_cotacao" USING btree ("area_id","alvo_id");--> statement-breakpoint
CREATE INDEX "submodalidades_modalidade_idx" ON "submodalidades" USING btree ("modalidade_id");--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_escritorio_id_escritorios_id_fk" FOREIGN KEY ("escritorio_id") REFERENCES "public"."escritorios"("id") ON DELETE no action ON UPDATE no action;