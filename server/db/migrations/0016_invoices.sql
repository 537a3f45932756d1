CREATE TABLE "faturas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"apolice_id" uuid NOT NULL,
	"endosso_id" uuid,
	"numero" text NOT NULL,
	"parcela" integer NOT NULL,
	"parcelas" integer NOT NULL,
	"valor" numeric(15, 2) NOT NULL,
	"vencimento" date NOT NULL,
	"pago_em" date,
	"valor_pago" numeric(15, 2),
	"inativada_em" timestamp with time zone,
	"motivo_inativacao" text,
	"observacao_inativacao" text,
	"boleto_id" uuid,
	"observacoes" text,
	"criado_por" uuid,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faturas_apolice_numero_uq" UNIQUE("apolice_id","numero"),
	CONSTRAINT "faturas_parcela_ck" CHECK ("faturas"."parcela" >= 1 and "faturas"."parcela" <= "faturas"."parcelas"),
	CONSTRAINT "faturas_valor_ck" CHECK ("faturas"."valor" > 0)
);
--> statement-breakpoint
ALTER TABLE "faturas" ADD CONSTRAINT "faturas_apolice_id_apolices_id_fk" FOREIGN KEY ("apolice_id") REFERENCES "public"."apolices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faturas" ADD CONSTRAINT "faturas_endosso_id_apolices_endossos_id_fk" FOREIGN KEY ("endosso_id") REFERENCES "public"."apolices_endossos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faturas" ADD CONSTRAINT "faturas_boleto_id_arquivos_id_fk" FOREIGN KEY ("boleto_id") REFERENCES "public"."arquivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faturas_apolice_idx" ON "faturas" USING btree ("apolice_id","vencimento");--> statement-breakpoint
CREATE INDEX "faturas_vencimento_idx" ON "faturas" USING btree ("vencimento","id");--> statement-breakpoint
CREATE INDEX "faturas_criado_idx" ON "faturas" USING btree ("criado_em","id");--> statement-breakpoint
CREATE INDEX "faturas_valor_idx" ON "faturas" USING btree ("valor","id");--> statement-breakpoint
CREATE INDEX "faturas_numero_idx" ON "faturas" USING btree ("numero","id");--> statement-breakpoint
CREATE INDEX "faturas_abertas_idx" ON "faturas" USING btree ("vencimento","apolice_id") WHERE "faturas"."pago_em" is null and "faturas"."inativada_em" is null;