CREATE TABLE "dashboard_apolices_vencimento" (
	"vigencia_fim" date NOT NULL,
	"cancelada_em" date NOT NULL,
	"apolices" integer NOT NULL,
	"importancia" numeric NOT NULL,
	CONSTRAINT "dashboard_apolices_vencimento_pk" PRIMARY KEY("vigencia_fim","cancelada_em")
);
--> statement-breakpoint
DROP INDEX "apolices_grupo_seguradora_idx";--> statement-breakpoint
CREATE INDEX "cotacoes_garantia_limite_usado_idx" ON "cotacoes_garantia" USING btree ("grupo_id","seguradora_id","importancia_segurada") WHERE "cotacoes_garantia"."status" = 'em_andamento' and "cotacoes_garantia"."etapa" <> 'apolice_emitida' and "cotacoes_garantia"."seguradora_id" is not null;--> statement-breakpoint
CREATE INDEX "apolices_solicitada_idx" ON "apolices" USING btree ("solicitada_por");--> statement-breakpoint
CREATE INDEX "apolices_grupo_seguradora_idx" ON "apolices" USING btree ("grupo_id","seguradora_id","vigencia_fim","importancia_segurada");--> statement-breakpoint
-- Policies by current term end and cancellation day (docs/dashboard.md, "Contagens"), kept by statement
-- triggers as the other counts: one aggregated upsert per statement, the transition tables read directly
-- (no scratch table), keys in a fixed order. An update that moves none of the three columns nets to
-- zero and writes nothing.
CREATE FUNCTION apolices_vencimento_contagens() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO dashboard_apolices_vencimento AS c (vigencia_fim, cancelada_em, apolices, importancia)
    SELECT vigencia_fim_atual, coalesce(cancelada_em, 'infinity'), count(*)::int, coalesce(sum(importancia_atual), 0)
    FROM linhas_novas WHERE vigencia_fim_atual IS NOT NULL
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (vigencia_fim, cancelada_em)
      DO UPDATE SET apolices = c.apolices + excluded.apolices, importancia = c.importancia + excluded.importancia;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO dashboard_apolices_vencimento AS c (vigencia_fim, cancelada_em, apolices, importancia)
    SELECT vigencia_fim_atual, coalesce(cancelada_em, 'infinity'), -count(*)::int, -coalesce(sum(importancia_atual), 0)
    FROM linhas_antigas WHERE vigencia_fim_atual IS NOT NULL
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (vigencia_fim, cancelada_em)
      DO UPDATE SET apolices = c.apolices + excluded.apolices, importancia = c.importancia + excluded.importancia;
  ELSE
    WITH d AS (
      SELECT -1 AS sinal, vigencia_fim_atual, cancelada_em, importancia_atual FROM linhas_antigas
      UNION ALL SELECT 1, vigencia_fim_atual, cancelada_em, importancia_atual FROM linhas_novas
    ), s AS (
      SELECT vigencia_fim_atual AS vigencia_fim, coalesce(cancelada_em, 'infinity') AS cancelada_em,
        sum(sinal)::int AS n, coalesce(sum(sinal * importancia_atual), 0) AS importancia
      FROM d WHERE vigencia_fim_atual IS NOT NULL
      GROUP BY 1, 2 HAVING sum(sinal) <> 0 OR coalesce(sum(sinal * importancia_atual), 0) <> 0
      ORDER BY 1, 2
    )
    INSERT INTO dashboard_apolices_vencimento AS c (vigencia_fim, cancelada_em, apolices, importancia)
    SELECT vigencia_fim, cancelada_em, n, importancia FROM s
    ON CONFLICT (vigencia_fim, cancelada_em)
      DO UPDATE SET apolices = c.apolices + excluded.apolices, importancia = c.importancia + excluded.importancia;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER apolices_vencimento_contagens_ins AFTER INSERT ON "apolices"
  REFERENCING NEW TABLE AS linhas_novas FOR EACH STATEMENT EXECUTE FUNCTION apolices_vencimento_contagens();--> statement-breakpoint
CREATE TRIGGER apolices_vencimento_contagens_upd AFTER UPDATE ON "apolices"
  REFERENCING OLD TABLE AS linhas_antigas NEW TABLE AS linhas_novas FOR EACH STATEMENT EXECUTE FUNCTION apolices_vencimento_contagens();--> statement-breakpoint
CREATE TRIGGER apolices_vencimento_contagens_del AFTER DELETE ON "apolices"
  REFERENCING OLD TABLE AS linhas_antigas FOR EACH STATEMENT EXECUTE FUNCTION apolices_vencimento_contagens();--> statement-breakpoint
-- The policies from before this migration.
INSERT INTO dashboard_apolices_vencimento (vigencia_fim, cancelada_em, apolices, importancia)
SELECT vigencia_fim_atual, coalesce(cancelada_em, 'infinity'), count(*)::int, coalesce(sum(importancia_atual), 0)
FROM apolices WHERE vigencia_fim_atual IS NOT NULL GROUP BY 1, 2;
