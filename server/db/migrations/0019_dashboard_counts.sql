CREATE TABLE "dashboard_apolices_emitidas" (
	"seguradora_id" uuid NOT NULL,
	"emitida_em" date NOT NULL,
	"apolices" integer NOT NULL,
	"premio" numeric NOT NULL,
	"comissao" numeric NOT NULL,
	CONSTRAINT "dashboard_apolices_emitidas_pk" PRIMARY KEY("emitida_em","seguradora_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_faturas_abertas" (
	"seguradora_id" uuid NOT NULL,
	"vencimento" date NOT NULL,
	"quantidade" integer NOT NULL,
	"valor" numeric(15, 2) NOT NULL,
	CONSTRAINT "dashboard_faturas_abertas_pk" PRIMARY KEY("vencimento","seguradora_id")
);
--> statement-breakpoint
CREATE TABLE "dashboard_cotacoes_resultado" (
	"mes" text NOT NULL,
	"resultado" text NOT NULL,
	"quantidade" integer NOT NULL,
	CONSTRAINT "dashboard_cotacoes_resultado_pk" PRIMARY KEY("mes","resultado")
);
--> statement-breakpoint
CREATE TABLE "dashboard_cotacoes_etapa" (
	"etapa" text NOT NULL,
	"desde" date NOT NULL,
	"quantidade" integer NOT NULL,
	CONSTRAINT "dashboard_cotacoes_etapa_pk" PRIMARY KEY("etapa","desde")
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
    CREATE TEMP TABLE contagens_delta (sinal int, status text, etapa text, etapa_desde timestamptz, criado_em timestamptz);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO pg_temp.contagens_delta SELECT -1, status, etapa, etapa_desde, criado_em FROM linhas_antigas;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO pg_temp.contagens_delta SELECT 1, status, etapa, etapa_desde, criado_em FROM linhas_novas;
  END IF;
  WITH s AS (
    SELECT etapa, (etapa_desde AT TIME ZONE 'America/Sao_Paulo')::date AS desde, sum(sinal)::int AS n
    FROM pg_temp.contagens_delta
    WHERE status = 'em_andamento' AND etapa <> 'apolice_emitida'
    GROUP BY 1, 2 HAVING sum(sinal) <> 0
    ORDER BY 1, 2
  )
  INSERT INTO dashboard_cotacoes_etapa AS c (etapa, desde, quantidade)
  SELECT etapa, desde, n FROM s
  ON CONFLICT (etapa, desde) DO UPDATE SET quantidade = c.quantidade + excluded.quantidade;
  WITH s AS (
    SELECT to_char(criado_em AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM') AS mes,
      CASE WHEN status = 'cancelada' THEN 'perdida'
           WHEN etapa = 'apolice_emitida' THEN 'ganha' ELSE 'aberta' END AS resultado,
      sum(sinal)::int AS n
    FROM pg_temp.contagens_delta
    WHERE status IN ('em_andamento', 'cancelada')
    GROUP BY 1, 2 HAVING sum(sinal) <> 0
    ORDER BY 1, 2
  )
  INSERT INTO dashboard_cotacoes_resultado AS c (mes, resultado, quantidade)
  SELECT mes, resultado, n FROM s
  ON CONFLICT (mes, resultado) DO UPDATE SET quantidade = c.quantidade + excluded.quantidade;
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
INSERT INTO dashboard_cotacoes_etapa (etapa, desde, quantidade)
SELECT etapa, (etapa_desde AT TIME ZONE 'America/Sao_Paulo')::date, count(*)::int
FROM cotacoes_garantia WHERE status = 'em_andamento' AND etapa <> 'apolice_emitida' GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO dashboard_cotacoes_resultado (mes, resultado, quantidade)
SELECT to_char(criado_em AT TIME ZONE 'America/Sao_Paulo', 'YYYY-MM'),
  CASE WHEN status = 'cancelada' THEN 'perdida' WHEN etapa = 'apolice_emitida' THEN 'ganha' ELSE 'aberta' END,
  count(*)::int
FROM cotacoes_garantia WHERE status IN ('em_andamento', 'cancelada') GROUP BY 1, 2;
--> statement-breakpoint
-- Open invoices by insurer and due day (the overdue panel sums the days before today), kept the same
-- way: one aggregated upsert per statement over the transition tables, the insurer read from the policy.
CREATE FUNCTION faturas_contagens() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF to_regclass('pg_temp.faturas_delta') IS NULL THEN
    CREATE TEMP TABLE faturas_delta (sinal int, apolice_id uuid, vencimento date, valor numeric);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO pg_temp.faturas_delta SELECT -1, apolice_id, vencimento, valor FROM linhas_antigas
      WHERE pago_em IS NULL AND inativada_em IS NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO pg_temp.faturas_delta SELECT 1, apolice_id, vencimento, valor FROM linhas_novas
      WHERE pago_em IS NULL AND inativada_em IS NULL;
  END IF;
  WITH s AS (
    SELECT d.vencimento, p.seguradora_id, sum(d.sinal)::int AS n, sum(d.sinal * d.valor) AS valor
    FROM pg_temp.faturas_delta d JOIN apolices p ON p.id = d.apolice_id
    GROUP BY 1, 2 HAVING sum(d.sinal) <> 0 OR sum(d.sinal * d.valor) <> 0
    ORDER BY 1, 2
  )
  INSERT INTO dashboard_faturas_abertas AS c (vencimento, seguradora_id, quantidade, valor)
  SELECT vencimento, seguradora_id, n, valor FROM s
  ON CONFLICT (vencimento, seguradora_id)
    DO UPDATE SET quantidade = c.quantidade + excluded.quantidade, valor = c.valor + excluded.valor;
  DELETE FROM pg_temp.faturas_delta;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER faturas_contagens_ins AFTER INSERT ON "faturas"
  REFERENCING NEW TABLE AS linhas_novas FOR EACH STATEMENT EXECUTE FUNCTION faturas_contagens();--> statement-breakpoint
CREATE TRIGGER faturas_contagens_upd AFTER UPDATE ON "faturas"
  REFERENCING OLD TABLE AS linhas_antigas NEW TABLE AS linhas_novas FOR EACH STATEMENT EXECUTE FUNCTION faturas_contagens();--> statement-breakpoint
CREATE TRIGGER faturas_contagens_del AFTER DELETE ON "faturas"
  REFERENCING OLD TABLE AS linhas_antigas FOR EACH STATEMENT EXECUTE FUNCTION faturas_contagens();--> statement-breakpoint
-- A policy moved to another insurer takes its open invoices' counts along.
CREATE FUNCTION apolices_seguradora_contagens() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH f AS (
    SELECT vencimento, count(*)::int AS n, sum(valor) AS valor FROM faturas
    WHERE apolice_id = NEW.id AND pago_em IS NULL AND inativada_em IS NULL GROUP BY 1
  ), s AS (
    SELECT vencimento, OLD.seguradora_id AS seguradora_id, -n AS n, -valor AS valor FROM f
    UNION ALL SELECT vencimento, NEW.seguradora_id, n, valor FROM f
    ORDER BY 1, 2
  )
  INSERT INTO dashboard_faturas_abertas AS c (vencimento, seguradora_id, quantidade, valor)
  SELECT vencimento, seguradora_id, n, valor FROM s
  ON CONFLICT (vencimento, seguradora_id)
    DO UPDATE SET quantidade = c.quantidade + excluded.quantidade, valor = c.valor + excluded.valor;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER apolices_seguradora_contagens_trg AFTER UPDATE OF seguradora_id ON "apolices"
  FOR EACH ROW WHEN (OLD.seguradora_id IS DISTINCT FROM NEW.seguradora_id)
  EXECUTE FUNCTION apolices_seguradora_contagens();--> statement-breakpoint
INSERT INTO dashboard_faturas_abertas (vencimento, seguradora_id, quantidade, valor)
SELECT f.vencimento, p.seguradora_id, count(*)::int, sum(f.valor)
FROM faturas f JOIN apolices p ON p.id = f.apolice_id
WHERE f.pago_em IS NULL AND f.inativada_em IS NULL GROUP BY 1, 2;
--> statement-breakpoint
-- Policies issued by insurer and day (the premium panels), kept the same way.
CREATE FUNCTION apolices_contagens() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF to_regclass('pg_temp.apolices_delta') IS NULL THEN
    CREATE TEMP TABLE apolices_delta (sinal int, seguradora_id uuid, emitida_em date, premio numeric, comissao numeric);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO pg_temp.apolices_delta
      SELECT -1, seguradora_id, emitida_em, premio, premio * coalesce(comissao, 0) / 100 FROM linhas_antigas;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO pg_temp.apolices_delta
      SELECT 1, seguradora_id, emitida_em, premio, premio * coalesce(comissao, 0) / 100 FROM linhas_novas;
  END IF;
  WITH s AS (
    SELECT emitida_em, seguradora_id, sum(sinal)::int AS n, sum(sinal * premio) AS premio,
      sum(sinal * comissao) AS comissao
    FROM pg_temp.apolices_delta
    GROUP BY 1, 2 HAVING sum(sinal) <> 0 OR sum(sinal * premio) <> 0 OR sum(sinal * comissao) <> 0
    ORDER BY 1, 2
  )
  INSERT INTO dashboard_apolices_emitidas AS c (emitida_em, seguradora_id, apolices, premio, comissao)
  SELECT emitida_em, seguradora_id, n, premio, comissao FROM s
  ON CONFLICT (emitida_em, seguradora_id) DO UPDATE SET apolices = c.apolices + excluded.apolices,
    premio = c.premio + excluded.premio, comissao = c.comissao + excluded.comissao;
  DELETE FROM pg_temp.apolices_delta;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER apolices_contagens_ins AFTER INSERT ON "apolices"
  REFERENCING NEW TABLE AS linhas_novas FOR EACH STATEMENT EXECUTE FUNCTION apolices_contagens();--> statement-breakpoint
CREATE TRIGGER apolices_contagens_upd AFTER UPDATE ON "apolices"
  REFERENCING OLD TABLE AS linhas_antigas NEW TABLE AS linhas_novas FOR EACH STATEMENT EXECUTE FUNCTION apolices_contagens();--> statement-breakpoint
CREATE TRIGGER apolices_contagens_del AFTER DELETE ON "apolices"
  REFERENCING OLD TABLE AS linhas_antigas FOR EACH STATEMENT EXECUTE FUNCTION apolices_contagens();--> statement-breakpoint
INSERT INTO dashboard_apolices_emitidas (emitida_em, seguradora_id, apolices, premio, comissao)
SELECT emitida_em, seguradora_id, count(*)::int, sum(premio), sum(premio * coalesce(comissao, 0) / 100)
FROM apolices GROUP BY 1, 2;
