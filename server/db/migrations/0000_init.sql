CREATE TABLE "perfis_acesso" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "perfis_acesso_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "acoes" (
	"id" text PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"modulo_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "areas_negocio" (
	"id" text PRIMARY KEY NOT NULL,
	"nome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modulos" (
	"id" text PRIMARY KEY NOT NULL,
	"nome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perfis_acesso_acoes" (
	"perfil_id" uuid NOT NULL,
	"acao_id" text NOT NULL,
	CONSTRAINT "perfis_acesso_acoes_perfil_id_acao_id_pk" PRIMARY KEY("perfil_id","acao_id")
);
--> statement-breakpoint
CREATE TABLE "perfis_acesso_modulos" (
	"perfil_id" uuid NOT NULL,
	"modulo_id" text NOT NULL,
	CONSTRAINT "perfis_acesso_modulos_perfil_id_modulo_id_pk" PRIMARY KEY("perfil_id","modulo_id")
);
--> statement-breakpoint
CREATE TABLE "configuracoes" (
	"chave" text PRIMARY KEY NOT NULL,
	"valor" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estruturas" (
	"id" text PRIMARY KEY NOT NULL,
	"nome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome" text NOT NULL,
	"apelido" text NOT NULL,
	"email" text NOT NULL,
	"telefone" text,
	"senha_hash" text,
	"senha_expira_em" timestamp with time zone,
	"perfil_id" uuid,
	"area_id" text NOT NULL,
	"estrutura_id" text,
	"posicao" text,
	"avatar_url" text,
	"termos_aceitos_em" timestamp with time zone,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuarios_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "recuperacoes_senha" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"usuario_id" uuid NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	CONSTRAINT "recuperacoes_senha_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	"revogado_em" timestamp with time zone,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "varas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tribunal_id" uuid NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"comarca" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "varas_tribunal_codigo_uq" UNIQUE("tribunal_id","codigo")
);
--> statement-breakpoint
CREATE TABLE "tribunais" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"segmento" integer NOT NULL,
	"codigo_tr" text NOT NULL,
	"codigo" text NOT NULL,
	"sigla" text NOT NULL,
	"nome" text NOT NULL,
	"uf" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tribunais_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
ALTER TABLE "acoes" ADD CONSTRAINT "acoes_modulo_id_modulos_id_fk" FOREIGN KEY ("modulo_id") REFERENCES "public"."modulos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perfis_acesso_acoes" ADD CONSTRAINT "perfis_acesso_acoes_perfil_id_perfis_acesso_id_fk" FOREIGN KEY ("perfil_id") REFERENCES "public"."perfis_acesso"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perfis_acesso_acoes" ADD CONSTRAINT "perfis_acesso_acoes_acao_id_acoes_id_fk" FOREIGN KEY ("acao_id") REFERENCES "public"."acoes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perfis_acesso_modulos" ADD CONSTRAINT "perfis_acesso_modulos_perfil_id_perfis_acesso_id_fk" FOREIGN KEY ("perfil_id") REFERENCES "public"."perfis_acesso"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "perfis_acesso_modulos" ADD CONSTRAINT "perfis_acesso_modulos_modulo_id_modulos_id_fk" FOREIGN KEY ("modulo_id") REFERENCES "public"."modulos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_perfil_id_perfis_acesso_id_fk" FOREIGN KEY ("perfil_id") REFERENCES "public"."perfis_acesso"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_area_id_areas_negocio_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas_negocio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_estrutura_id_estruturas_id_fk" FOREIGN KEY ("estrutura_id") REFERENCES "public"."estruturas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recuperacoes_senha" ADD CONSTRAINT "recuperacoes_senha_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "varas" ADD CONSTRAINT "varas_tribunal_id_tribunais_id_fk" FOREIGN KEY ("tribunal_id") REFERENCES "public"."tribunais"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usuarios_perfil_idx" ON "usuarios" USING btree ("perfil_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_subject_idx" ON "refresh_tokens" USING btree ("subject");--> statement-breakpoint
CREATE INDEX "varas_tribunal_idx" ON "varas" USING btree ("tribunal_id");--> statement-breakpoint
CREATE INDEX "tribunais_nome_idx" ON "tribunais" USING btree ("nome");