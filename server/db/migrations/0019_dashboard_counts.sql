CREATE TABLE "dashboard_cotacoes_resultado" (
	"grupo_id" uuid NOT NULL,
	"mes" text NOT NULL,
	"resultado" text NOT NULL,
	"quantidade" integer NOT NULL,
	CONSTRAINT "dashboard_cotacoes_resultado_pk" PRIMARY KEY("mes","resultado","grupo_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_cotacoes_etapa" (
	"grupo_id" uuid NOT NULL,
	"etapa" text NOT NULL,
	"desde" date NOT NULL,
	"quantidade" integer NOT NULL,
	CONSTRAINT "dashboard_cotacoes_etapa_pk" PRIMARY KEY("etapa","desde","grupo_id")
);
--> statement-breakpoint
-- The dashboard's counts of guarantee quotations (docs/dashboard.md, "Contagens"), kept by statement
-- triggers over the transition tables: one aggregated upsert per statement, so a bulk insert (the seed,
-- the legacy import) costs one pass and not one upsert per row. Keys are taken in a fixed order so two
-- concurrent statements never wait on each other's counters in opposite orders.
CREATE FUNCTION cotacoes_garantia_contagens() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The rows the statement took away (-1) and put (+1), whichever operation fired.
  IF to_regclass('pg_temp.contagens_delta') IS NULL THEN
    CREATE TEMP TABLE contagens_delta (
      sinal int, grupo_id uuid, status text, etapa text, etapa_desde timestamptz, criado_em timestamptz
    );
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO pg_temp.contagens_delta SELECT -1, grupo_id, status, etapa, etapa_desde, criado_em FROM linhas_antigas;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO pg_temp.contagens_delta SELECT 1, grupo_id, status, etapa, etapa_desde, criado_em FROM linhas_novas;
  END IF;
  WITH s AS (
    SELECT etapa, (etapa_desde AT TIME ZONE 'America/Sao_Paulo')::date AS desde, grupo_id, sum(sinal)::int AS n
    FROM pg_temp.contagens_delta
    WHERE status = 'em_andamento' AND etapa <> 'apolice_emitida'
    GROUP BY 1, 2, 3 HAVING sum(sinal) <> 0
    ORDER BY 1, 2, 3
  )
  INSERT INTO dashboard_cotacoes_etapa AS c (etapa, desde, grupo_id, quantidade)
  SELECT etapa, desde, grupo_id, n FROM s
  ON CONFLICT (etapa, desde, grupo_id) DO UPDATE SET quantidade = c.quantidade + excluded.quantidade;
  WITH s AS (
    SELECT to_char(criado_em AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM') AS mes,
      CASE WHEN status = 'cancelada' THEN 'perdida'
           WHEN etapa = 'apolice_emitida' THEN 'ganha' ELSE 'aberta' END AS resultado,
      grupo_id, sum(sinal)::int AS n
    FROM pg_temp.contagens_delta
    WHERE status IN ('em_andamento', 'cancelada')
    GROUP BY 1, 2, 3 HAVING sum(sinal) <> 0
    ORDER BY 1, 2, 3
  )
  INSERT INTO dashboard_cotacoes_resultado AS c (mes, resultado, grupo_id, quantidade)
  SELECT mes, resultado, grupo_id, n FROM s
  ON CONFLICT (mes, resultado, grupo_id) DO UPDATE SET quantidade = c.quantidade + excluded.quantidade;
  DELETE FROM pg_temp.contagens_delta;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER cotacoes_garantia_contagens_ins AFTER INSERT ON "cotacoes_garantia"
  REFERENCING NEW TABLE AS linhas_novas FOR EACH STATEMENT EXECUTE FUNCTION cotacoes_garantia_contagens();--> statement-breakpoint
CREATE TRIGGER cotacoes_garantia_contagens_upd AFTER UPDATE ON "cotacoes_garantia"
  REFERENCING OLD TABLE AS linhas_antigas NEW TABLE AS linhas_novas FOR EACH STATEMENT EXECUTE FUNCTION cotacoes_garantia_contagens();--> statement-breakpoint
CREATE TRIGGER cotacoes_garantia_contagens_del AFTER DELETE ON "cotacoes_garantia"
  REFERENCING OLD TABLE AS linhas_antigas FOR EACH STATEMENT EXECUTE FUNCTION cotacoes_garantia_contagens();--> statement-breakpoint
-- The rows from before this migration.
INSERT INTO dashboard_cotacoes_etapa (etapa, desde, grupo_id, quantidade)
SELECT etapa, (etapa_desde AT TIME ZONE 'America/Sao_Paulo')::date, grupo_id, count(*)::int
FROM cotacoes_garantia WHERE status = 'em_andamento' AND etapa <> 'apolice_emitida' GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO dashboard_cotacoes_resultado (mes, resultado, grupo_id, quantidade)
SELECT to_char(criado_em AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM'),
  CASE WHEN status = 'cancelada' THEN 'perdida' WHEN etapa = 'apolice_emitida' THEN 'ganha' ELSE 'aberta' END,
  grupo_id, count(*)::int
FROM cotacoes_garantia WHERE status IN ('em_andamento', 'cancelada') GROUP BY 1, 2, 3;
