/**
 * The policies at 100,000 rows with 300,000 endorsements (and 4,000 endorsement requests with a critique
 * each): /apolices page 1 sorted by term end, a broad text search (every taker's name), a medium one and
 * a selective one (policy numbers), the renewal radar ('Vencendo' in 90 days) and one policy's detail
 * read (the policy with its names, its endorsements, its requests and their open critiques), each against
 * the ideal indexed read of the same rows in the same run, with p50 and p99 (tests/bench/lists.ts; goal
 * ≥ 40 %). Alone: `node --import tsx tests/bench/policy-list.ts` (BENCH_DATABASE_URL adds PostgreSQL, in
 * a database named BENCH_DB_PREFIX_<uuid>; BENCH_PGLITE=0 leaves PGlite out).
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { policies, subModalities } from '../../server/db/schema';
import type { ListSubject } from './lists';
import { LIST_ROWS, benchListOf, printListBench } from './lists';

const GROUPS = 100;
const ENDORSEMENTS_PER_POLICY = 3;
const PAGE_SIZE = 5;
/** Every taker's name holds it: all 100,000 policies match. */
const BROAD = 'tomador';
/** 300 policy numbers hold it. */
const SEARCH = '123';
/** One policy number holds it. */
const SELECTIVE = '12345';
/** One policy in REQUEST_EVERY has two endorsement requests (one sent, one created), each with a critique. */
const REQUEST_EVERY = 50;
/** The policy whose detail is read: one of the hundred thousand, with requests. */
const DETAIL = 4_250;

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
    await db.execute(sql`
      insert into solicitacoes_endosso (apolice_id, tipo, data_efeito, valor, estado, enviada_em, criado_em)
      select md5('p' || i)::uuid, 'aumento_is', current_date, 500, (array['enviada', 'criada'])[r],
        case when r = 1 then now() - interval '20 days' end, now() - make_interval(mins => r)
      from generate_series(${REQUEST_EVERY}::int, ${LIST_ROWS}::int, ${REQUEST_EVERY}::int) i, generate_series(1, 2) r`);
    await db.execute(sql`
      insert into criticas (entidade, entidade_id, texto)
      select 'solicitacao_endosso', id, 'Falta o aditivo assinado.' from solicitacoes_endosso`);
    await db.execute(sql`update apolices set em_endosso = true
      where id in (select apolice_id from solicitacoes_endosso)`);
    // Vacuumed as autovacuum keeps live tables, and so it does not start during the measurement.
    await db.execute(sql`vacuum analyze`);
  },
  async scenarios({ get: api, ideal }) {
    const list = (query: string) => api(`/v1/garantia/apolices?page=1&page_size=${PAGE_SIZE}&${query}`);
    const detailId = uuidOf('p', DETAIL);
    // The columns the API reads: `*` would also read the stored folded number (numero_dobra).
    const columns = sql.join(
      Object.values(getTableColumns(policies)).map((c) => sql`p.${sql.identifier(c.name)}`),
      sql`, `,
    );
    const newest = sql`order by p.criado_em desc, p.id desc limit ${PAGE_SIZE}`;
    const byNumber = (text: string) =>
      ideal(
        sql`select ${columns} from apolices p where p.numero_dobra like ${`%${text.toUpperCase()}%`} ${newest}`,
      );
    return [
      [
        'Página 1 por fim de vigência',
        list('sort=vigencia_fim&direction=asc'),
        ideal(sql`select ${columns} from apolices p order by p.vigencia_fim_atual, p.id limit ${PAGE_SIZE}`),
      ],
      [
        `Busca '${BROAD}' (todas)`,
        list(`query=${BROAD}`),
        ideal(
          sql`select ${columns} from apolices p
              where p.numero_dobra like ${`%${BROAD.toUpperCase()}%`} or p.tomador_id in (select e.id from empresas e
                where e.nome_fantasia_dobra like ${`%${BROAD.toUpperCase()}%`}
                  or e.razao_social_dobra like ${`%${BROAD.toUpperCase()}%`})
              ${newest}`,
        ),
      ],
      [`Busca '${SEARCH}' (300)`, list(`query=${SEARCH}`), byNumber(SEARCH)],
      [`Busca '${SELECTIVE}' (1)`, list(`query=${SELECTIVE}`), byNumber(SELECTIVE)],
      [
        'Vencendo em 90 dias',
        api(`/v1/garantia/apolices/vencendo?dias=90&page=1&page_size=${PAGE_SIZE}`),
        ideal(
          sql`select ${columns} from apolices p where p.cancelada_em is null
                and p.vigencia_fim_atual between current_date and current_date + 90
              order by (p.processo_numero is null), p.vigencia_fim_atual, p.id limit ${PAGE_SIZE}`,
        ),
      ],
      [
        'Detalhe (endossos, solicitações, críticas)',
        api(`/v1/garantia/apolices/${detailId}`),
        // One round trip: the policy, its endorsements in order, its requests newest first with their
        // open critiques counted.
        ideal(
          sql`select ${columns},
                (select json_agg(e order by e.data_efeito, e.criado_em, e.id) from apolices_endossos e
                  where e.apolice_id = p.id) as endossos,
                (select json_agg(json_build_object('solicitacao', s, 'criticas_abertas',
                    (select count(*) from criticas c where c.entidade = 'solicitacao_endosso'
                      and c.entidade_id = s.id and c.status = 'aberta')) order by s.criado_em desc, s.id desc)
                  from solicitacoes_endosso s where s.apolice_id = p.id) as solicitacoes
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
      printListBench(
        await benchListOf(policyList, process.env.BENCH_DATABASE_URL, {
          prefix: process.env.BENCH_DB_PREFIX,
        }),
      );
  };
  run().catch((error: unknown) => {
    console.error('Benchmark de apólices interrompido:', error);
    process.exit(1);
  });
}
