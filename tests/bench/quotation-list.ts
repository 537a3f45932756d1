/**
 * The guarantee quotations' list at 100,000 rows, with a cost line and an audit row each:
 * page 1 of one borrower sorted by date, the cancelled ones (a status filter) and a contains-search,
 * each against the ideal indexed read of the same rows (tests/bench/lists.ts). Alone:
 * `node --import tsx tests/bench/quotation-list.ts` (BENCH_DATABASE_URL adds PostgreSQL, BENCH_PGLITE=0
 * leaves PGlite out).
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { quotations, subModalities } from '../../server/db/schema';
import { folded } from '../../server/lib/listing';
import type { ListSubject } from './lists';
import { LIST_ROWS, benchListOf, printListBench } from './lists';

const GROUPS = 100;
const PAGE_SIZE = 5;
const SEARCH = 'abc';
/** One borrower of the hundred: about 1,000 quotations. */
const BORROWER = 7;

/** The uuid the fill gives row `n` of a kind: md5(prefix || n) read as a uuid, as in SQL. */
function uuidOf(prefix: string, n: number): string {
  const hex = crypto.createHash('md5').update(`${prefix}${n}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const quotationList: ListSubject = {
  rowsName: 'cotações de garantia',
  async fill(db) {
    const [sub] = await db
      .select({ id: subModalities.id, modalidadeId: subModalities.modalidadeId })
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
    await db.execute(sql`
      insert into cotacoes_garantia (grupo_id, tomador_id, tomador_nome, modalidade_id, submodalidade_id,
        tipo_emissao, segurado_tipo, segurado_documento, segurado_nome, importancia_segurada,
        vigencia_inicio, vigencia_fim, status, etapa, criado_em, atualizado_em)
      select md5('g' || (1 + i % ${GROUPS}))::uuid, md5('e' || (1 + i % ${GROUPS}))::uuid,
        'Tomador ' || md5((1 + i % ${GROUPS})::text), ${sub.modalidadeId}, ${sub.id}, 'nova', 'PJ',
        lpad(i::text, 14, '0'), 'Segurado ' || md5((i * 7)::text), 1000 + i, current_date, current_date + 365,
        case when i % 10 = 0 then 'cancelada' else 'em_andamento' end,
        (array['dados_processo', 'aguardando_cotacao', 'solicitar_minuta', 'aprovacao_minuta', 'emissao_apolice', 'apolice_emitida'])[1 + i % 6],
        now() - make_interval(mins => i), now()
      from generate_series(1, ${LIST_ROWS}) i`);
    await db.execute(sql`
      insert into cotacoes_garantia_custos (cotacao_id, seguradora_id, status, premio, taxa)
      select id, md5('s1')::uuid, 'cotado', importancia_segurada * 0.012, 1.2 from cotacoes_garantia`);
    await db.execute(sql`
      insert into auditoria (entidade, entidade_id, acao, usuario_id, usuario_nome, depois)
      select 'cotacao_garantia', id, 'criar', 'bench', 'Bench', '{}'::jsonb from cotacoes_garantia`);
    // Vacuumed as autovacuum keeps live tables, and so it does not start during the measurement.
    await db.execute(sql`vacuum analyze`);
  },
  async scenarios({ get: api, ideal }) {
    const get = (query: string) => api(`/v1/garantia/cotacoes?page=1&page_size=${PAGE_SIZE}&${query}`);
    const borrowerId = uuidOf('e', BORROWER);
    const term = `%${SEARCH.toUpperCase()}%`;
    return [
      [
        'Página 1 de um tomador, por data',
        get(`tomador_id=${borrowerId}&sort=criado_em&direction=desc`),
        ideal(
          sql`select * from cotacoes_garantia where tomador_id = ${borrowerId}
              order by criado_em desc, id desc limit ${PAGE_SIZE}`,
        ),
      ],
      [
        'Situação: canceladas',
        get('status=cancelada'),
        ideal(
          sql`select * from cotacoes_garantia where status = 'cancelada'
              order by criado_em desc, id desc limit ${PAGE_SIZE}`,
        ),
      ],
      [
        `Busca '${SEARCH}'`,
        get(`query=${SEARCH}`),
        ideal(
          sql`select * from cotacoes_garantia
              where ${folded(quotations.tomadorNome)} like ${term} or ${folded(quotations.seguradoNome)} like ${term}
              order by criado_em desc, id desc limit ${PAGE_SIZE}`,
        ),
      ],
    ];
  },
};

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const run = async () => {
    if (process.env.BENCH_PGLITE !== '0') printListBench(await benchListOf(quotationList));
    if (process.env.BENCH_DATABASE_URL)
      printListBench(await benchListOf(quotationList, process.env.BENCH_DATABASE_URL));
  };
  run().catch((error: unknown) => {
    console.error('Benchmark de cotações interrompido:', error);
    process.exit(1);
  });
}
