/**
 * The policies at 100,000 rows with 300,000 endorsements: /apolices page 1 sorted by term end, a text
 * search, the renewal radar ('Vencendo' in 90 days) and one policy's detail read (the policy with its
 * names and its endorsements), each against the ideal indexed read of the same rows in the same run
 * (tests/bench/lists.ts; goal ≥ 40 %). Alone: `node --import tsx tests/bench/policy-list.ts`
 * (BENCH_DATABASE_URL adds PostgreSQL, BENCH_PGLITE=0 leaves PGlite out).
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { subModalities } from '../../server/db/schema';
import type { ListSubject } from './lists';
import { LIST_ROWS, benchListOf, printListBench } from './lists';

const GROUPS = 100;
const ENDORSEMENTS_PER_POLICY = 3;
const PAGE_SIZE = 5;
const SEARCH = '123';
/** The policy whose detail is read: one of the hundred thousand. */
const DETAIL = 4_242;

/** The uuid the fill gives row `n` of a kind: md5(prefix || n) read as a uuid, as in SQL. */
function uuidOf(prefix: string, n: number): string {
  const hex = crypto.createHash('md5').update(`${prefix}${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const policyList: ListSubject = {
  rowsName: 'apólices (300.000 endossos)',
  async fill(db) {
    const [sub] = await db
      .select({ id: subModalities.id })
      .from(subModalities)
      .where(eq(subModalities.nome, 'EXECUTANTE CONSTRUTOR'));
    if (!sub) throw new Error('sub-modalidade do seed ausente');
    await db.execute(sql`
      insert into grupos_economicos (id, cnpj, razao_social, nome_fantasia)
      select md5('g' || i)::uuid, lpad(i::text, 14, '0'), 'Grupo ' || md5(i::text), 'Grupo ' || i
      from generate_series(1, ${GROUPS}) i`);
    await db.execute(sql`
      insert into empresas (id, grupo_id, cnpj, razao_social, nome_fantasia, principal)
      select md5('e' || i)::uuid, md5('g' || i)::uuid, lpad((100000 + i)::text, 14, '9'),
        'Tomador ' || md5(i::text), 'Tomador ' || md5(i::text), true
      from generate_series(1, ${GROUPS}) i`);
    await db.execute(sql`
      insert into seguradoras (id, nome, razao_social, cnpj)
      values (md5('s1')::uuid, 'Seguradora Bench', 'Seguradora Bench S.A.', '99999999000191')`);
    // Terms spread over four years around today, so the 90-day radar holds about 6 % of them.
    await db.execute(sql`
      insert into apolices (id, numero, seguradora_id, grupo_id, tomador_id, submodalidade_id, emitida_em,
        vigencia_inicio, vigencia_fim, premio, importancia_segurada, importancia_atual, vigencia_fim_atual,
        processo_numero, criado_em, atualizado_em)
      select md5('p' || i)::uuid, lpad(i::text, 10, '0'), md5('s1')::uuid, md5('g' || (1 + i % ${GROUPS}))::uuid,
        md5('e' || (1 + i % ${GROUPS}))::uuid, ${sub.id}, current_date - 400, current_date - 400,
        current_date - 730 + (i % 1461), 1200 + i, 100000 + i, 100000 + i, current_date - 730 + (i % 1461),
        case when i % 7 = 0 then lpad(i::text, 20, '0') end, now() - make_interval(mins => i), now()
      from generate_series(1, ${LIST_ROWS}) i`);
    await db.execute(sql`
      insert into apolices_endossos (apolice_id, numero, tipo, data_efeito, valor, criado_em, atualizado_em)
      select md5('p' || i)::uuid, e::text, 'aumento_is', current_date - 400 + e, 1000, now(), now()
      from generate_series(1, ${LIST_ROWS}) i, generate_series(1, ${ENDORSEMENTS_PER_POLICY}) e`);
    // Vacuumed as autovacuum keeps live tables, and so it does not start during the measurement.
    await db.execute(sql`vacuum analyze`);
  },
  async scenarios({ get: api, ideal }) {
    const list = (query: string) => api(`/v1/garantia/apolices?page=1&page_size=${PAGE_SIZE}&${query}`);
    const term = `%${SEARCH}%`;
    const detailId = uuidOf('p', DETAIL);
    return [
      [
        'Página 1 por fim de vigência',
        list('sort=vigencia_fim&direction=asc'),
        ideal(sql`select * from apolices order by vigencia_fim_atual, id limit ${PAGE_SIZE}`),
      ],
      [
        `Busca '${SEARCH}'`,
        list(`query=${SEARCH}`),
        ideal(
          sql`select * from apolices where upper(numero) like ${term}
              order by criado_em desc, id desc limit ${PAGE_SIZE}`,
        ),
      ],
      [
        'Vencendo em 90 dias',
        api(`/v1/garantia/apolices/vencendo?dias=90&page=1&page_size=${PAGE_SIZE}`),
        ideal(
          sql`select * from apolices where cancelada_em is null
                and vigencia_fim_atual between current_date and current_date + 90
              order by (processo_numero is null), vigencia_fim_atual, id limit ${PAGE_SIZE}`,
        ),
      ],
      [
        'Detalhe de uma apólice com endossos',
        api(`/v1/garantia/apolices/${detailId}`),
        ideal(
          sql`select p.*, (select json_agg(e order by e.data_efeito, e.criado_em) from apolices_endossos e
                where e.apolice_id = p.id) as endossos
              from apolices p where p.id = ${detailId}`,
        ),
      ],
    ];
  },
};

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const run = async () => {
    if (process.env.BENCH_PGLITE !== '0') printListBench(await benchListOf(policyList));
    if (process.env.BENCH_DATABASE_URL)
      printListBench(await benchListOf(policyList, process.env.BENCH_DATABASE_URL));
  };
  run().catch((error: unknown) => {
    console.error('Benchmark de apólices interrompido:', error);
    process.exit(1);
  });
}
