import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Paged } from '../../src/contract/common';
import type { DashboardPanel } from '../../src/contract/dashboard';
import { DASHBOARD_PANEL_IDS } from '../../src/contract/dashboard';
import { economicGroups } from '../../server/db/schema';
import { insertUser, tokenOf } from './group-fixtures';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';

let server: TestServer;
let admin: string;
let partner: string;
let partnerGroup: string;

const get = (url: string, token?: string) =>
  server.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

async function panel(id: string, query = '', token = admin): Promise<DashboardPanel> {
  const res = await get(`/v1/dashboard/${id}${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DashboardPanel>();
}

async function rows<T>(query: SQL): Promise<T[]> {
  const result: unknown = await server.database.db.execute(query);
  return (result as { rows: T[] }).rows;
}

const value = (p: DashboardPanel, key: string, series: string) =>
  p.linhas.find((l) => l.chave === key)?.valores[series];
const total = (p: DashboardPanel, series: string) =>
  p.linhas.reduce((sum, l) => sum + (l.valores[series] ?? 0), 0);

beforeAll(async () => {
  server = await startTestServer({ demoData: true });
  admin = await server.adminToken();
  // A wallet-restricted partner, responsible for the demo records' group; one open quotation and one
  // policy are moved to another group, which the partner's totals must leave out.
  const partnerId = await insertUser(server, 'Paula Parceira', true, 'corretor_parceiro');
  partner = await tokenOf(server, partnerId, ['dashboard'], ['dashboard_inicial']);
  const [first] = await rows<{ grupo_id: string }>(
    sql`select grupo_id from apolices order by emitida_em limit 1`,
  );
  partnerGroup = first?.grupo_id ?? '';
  const [other] = await rows<{ id: string }>(
    sql`select id from grupos_economicos where id <> ${partnerGroup} order by id limit 1`,
  );
  await server.database.db
    .update(economicGroups)
    .set({ responsavelId: partnerId })
    .where(eq(economicGroups.id, partnerGroup));
  await server.database.db.execute(
    sql`update cotacoes_garantia set grupo_id = ${other?.id} where id = (select id from cotacoes_garantia
        where status = 'em_andamento' and etapa <> 'apolice_emitida' order by numero limit 1)`,
  );
  await server.database.db.execute(
    sql`update apolices set grupo_id = ${other?.id} where id = (select id from apolices
        where emitida_em >= current_date - 330 order by numero limit 1)`,
  );
}, 60_000);
afterAll(() => server.close());

describe('each panel equals a direct count of the demo rows', () => {
  it('open quotations by stage (garantia and agro)', async () => {
    const p = await panel('etapas', '?area=garantia');
    const direct = await rows<{ etapa: string; n: number }>(
      sql`select etapa, count(*)::int as n from cotacoes_garantia where status = 'em_andamento' group by etapa`,
    );
    for (const r of direct.filter((d) => d.etapa !== 'apolice_emitida'))
      expect(value(p, r.etapa, 'quantidade'), r.etapa).toBe(r.n);
    expect(total(p, 'quantidade')).toBeGreaterThan(0);
    expect(p.linhas.map((l) => l.chave)).not.toContain('apolice_emitida');

    const agro = await panel('etapas', '?area=agro');
    const directAgro = await rows<{ situacao: string; n: number }>(
      sql`select situacao, count(*)::int as n from cotacoes_agro
          where situacao not in ('apolice_emitida', 'cancelada') group by situacao`,
    );
    expect(total(agro, 'quantidade')).toBe(directAgro.reduce((s, r) => s + r.n, 0));
    for (const r of directAgro) expect(value(agro, r.situacao, 'quantidade')).toBe(r.n);
  });

  it('how long quotations wait in their stage comes from when they entered it', async () => {
    await server.database.db.execute(
      sql`update cotacoes_garantia set etapa_desde = now() - interval '10 days'
          where id = (select id from cotacoes_garantia where status = 'em_andamento' and etapa = 'dados_processo' limit 1)`,
    );
    const p = await panel('etapas');
    expect(value(p, 'dados_processo', 'max_dias')).toBe(10);
  });

  it('the counts the whole area reads follow every write, and give the median and maximum days', async () => {
    // A stage change, a cancellation and a new quotation (a copy), each a plain write: the
    // trigger keeps the counts table current whoever writes.
    await server.database.db.execute(
      sql`update cotacoes_garantia set etapa = 'aguardando_cotacao', etapa_desde = now() - interval '3 days'
          where id in (select id from cotacoes_garantia where status = 'em_andamento' and etapa = 'dados_processo' order by numero limit 2)`,
    );
    await server.database.db.execute(
      sql`update cotacoes_garantia set status = 'cancelada'
          where id = (select id from cotacoes_garantia where status = 'em_andamento' and etapa = 'solicitar_minuta' order by numero limit 1)`,
    );
    await server.database.db.execute(
      sql`insert into cotacoes_garantia (grupo_id, tomador_id, tomador_nome, modalidade_id, submodalidade_id,
            tipo_emissao, segurado_tipo, segurado_documento, segurado_nome, importancia_segurada,
            vigencia_inicio, vigencia_fim, status, etapa, criado_em, etapa_desde)
          select grupo_id, tomador_id, tomador_nome, modalidade_id, submodalidade_id, tipo_emissao, segurado_tipo,
            segurado_documento, segurado_nome, importancia_segurada, vigencia_inicio, vigencia_fim,
            'em_andamento', 'emissao_apolice', now() - interval '40 days', now() - interval '25 days'
          from cotacoes_garantia order by numero limit 1`,
    );
    const p = await panel('etapas');
    const direct = await rows<{ etapa: string; n: number; mediana: number; maximo: number }>(
      sql`select etapa, count(*)::int as n,
            percentile_cont(0.5) within group (order by (now() at time zone 'America/Sao_Paulo')::date - (etapa_desde at time zone 'America/Sao_Paulo')::date)::float8 as mediana,
            max((now() at time zone 'America/Sao_Paulo')::date - (etapa_desde at time zone 'America/Sao_Paulo')::date)::int as maximo
          from cotacoes_garantia where status = 'em_andamento' and etapa <> 'apolice_emitida' group by etapa`,
    );
    expect(direct.length).toBeGreaterThan(1);
    for (const r of direct) {
      expect(value(p, r.etapa, 'quantidade'), r.etapa).toBe(r.n);
      expect(value(p, r.etapa, 'mediana_dias'), r.etapa).toBe(Math.round(r.mediana * 10) / 10);
      expect(value(p, r.etapa, 'max_dias'), r.etapa).toBe(r.maximo);
    }
    expect(value(p, 'emissao_apolice', 'max_dias')).toBeGreaterThanOrEqual(25);

    const year = await panel('resultados', '?periodo=ano');
    const [cohort] = await rows<{ ganhas: number; perdidas: number; abertas: number }>(
      sql`select count(*) filter (where status = 'em_andamento' and etapa = 'apolice_emitida')::int as ganhas,
                 count(*) filter (where status = 'cancelada')::int as perdidas,
                 count(*) filter (where status = 'em_andamento' and etapa <> 'apolice_emitida')::int as abertas
          from cotacoes_garantia where criado_em >= ${`${year.periodo.de}T00:00:00-03:00`}::timestamptz`,
    );
    expect(total(year, 'abertas')).toBe(cohort?.abertas);
    expect(total(year, 'perdidas')).toBe(cohort?.perdidas);
    expect(total(year, 'ganhas')).toBe(cohort?.ganhas);
  });

  it('won and lost per month: the quotations created in the month, by how they ended', async () => {
    const p = await panel('resultados', '?periodo=ano');
    expect(p.linhas).toHaveLength(12);
    const [direct] = await rows<{ ganhas: number; perdidas: number; abertas: number }>(
      sql`select count(*) filter (where status = 'em_andamento' and etapa = 'apolice_emitida')::int as ganhas,
                 count(*) filter (where status = 'cancelada')::int as perdidas,
                 count(*) filter (where status = 'em_andamento' and etapa <> 'apolice_emitida')::int as abertas
          from cotacoes_garantia where criado_em >= ${`${p.periodo.de}T00:00:00-03:00`}::timestamptz`,
    );
    expect(total(p, 'ganhas')).toBe(direct?.ganhas);
    expect(total(p, 'perdidas')).toBe(direct?.perdidas);
    expect(total(p, 'abertas')).toBe(direct?.abertas);
    expect((direct?.ganhas ?? 0) + (direct?.perdidas ?? 0)).toBeGreaterThan(0);
  });

  it('premium and commission issued per month and per insurer', async () => {
    const byMonth = await panel('premios-mes', '?periodo=ano');
    const byInsurer = await panel('premios-seguradora', '?periodo=ano');
    const [direct] = await rows<{ premio: number; comissao: number; n: number }>(
      sql`select sum(premio)::float8 as premio, sum(premio * coalesce(comissao, 0) / 100)::float8 as comissao,
                 count(*)::int as n
          from apolices where emitida_em between ${byMonth.periodo.de}::date and ${byMonth.periodo.ate}::date`,
    );
    expect(direct?.n).toBeGreaterThan(0);
    expect(total(byMonth, 'apolices')).toBe(direct?.n);
    expect(total(byMonth, 'premio')).toBeCloseTo(direct?.premio ?? 0, 2);
    expect(total(byMonth, 'comissao')).toBeCloseTo(direct?.comissao ?? 0, 2);
    expect(total(byInsurer, 'premio')).toBeCloseTo(direct?.premio ?? 0, 2);
    expect(total(byInsurer, 'apolices')).toBe(direct?.n);
    // Each insurer's figure is the row count of the list it opens (issued in the period).
    for (const l of byInsurer.linhas) {
      const list = await get(
        `/v1/garantia/apolices?seguradora_id=${l.chave}&emitida_de=${byInsurer.periodo.de}&emitida_ate=${byInsurer.periodo.ate}&page_size=-1`,
        admin,
      );
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json<Paged<unknown>>().total_count, l.rotulo).toBe(l.valores.apolices);
    }
  });

  it('policies expiring in 30/60/90 days: the rows of the list the figure opens', async () => {
    const p = await panel('vencimentos');
    for (const days of [30, 60, 90]) {
      const res = await get(`/v1/garantia/apolices/vencendo?dias=${days}&page_size=-1`, admin);
      expect(res.statusCode).toBe(200);
      expect(value(p, String(days), 'apolices'), `${days}`).toBe(res.json<Paged<unknown>>().total_count);
    }
  });

  it('the expiring counts follow a new policy, a term change, a cancellation (today and future), an amount change and a delete', async () => {
    const expiring = () =>
      rows<{ n: number; importancia: number; dias: number }>(
        sql`select d.dias, count(p.id)::int as n, coalesce(sum(p.importancia_atual), 0)::float8 as importancia
            from (values (30), (60), (90)) d(dias)
            left join apolices p on p.vigencia_fim_atual between current_date and current_date + d.dias
              and not (p.cancelada_em is not null and p.cancelada_em <= current_date)
            group by 1`,
      );
    const check = async (label: string) => {
      const p = await panel('vencimentos');
      for (const d of await expiring()) {
        expect(value(p, String(d.dias), 'apolices'), `${label}: ${d.dias}`).toBe(d.n);
        expect(value(p, String(d.dias), 'importancia'), `${label}: ${d.dias}`).toBeCloseTo(d.importancia, 2);
      }
    };
    const db = server.database.db;
    // A copy of a policy that ends in 10 days, with its own amount (the insert trigger fills the current
    // values from the issued ones).
    await db.execute(
      sql`insert into apolices (numero, seguradora_id, grupo_id, tomador_id, submodalidade_id, emitida_em,
            vigencia_inicio, vigencia_fim, premio, comissao, importancia_segurada)
          select 'VENC-1', seguradora_id, grupo_id, tomador_id, submodalidade_id, emitida_em,
            vigencia_inicio, current_date + 10, premio, comissao, 777777.77
          from apolices order by numero limit 1`,
    );
    await check('nova apólice');
    await db.execute(sql`update apolices set vigencia_fim_atual = current_date + 45 where numero = 'VENC-1'`);
    await check('prorrogada');
    await db.execute(sql`update apolices set importancia_atual = 1234.56 where numero = 'VENC-1'`);
    await check('importância');
    await db.execute(sql`update apolices set cancelada_em = current_date + 5 where numero = 'VENC-1'`);
    await check('cancelamento futuro');
    await db.execute(sql`update apolices set cancelada_em = current_date where numero = 'VENC-1'`);
    await check('cancelada hoje');
    await db.execute(
      sql`update apolices set cancelada_em = null, grupo_id = (select grupo_id from apolices order by numero desc limit 1)
          where numero = 'VENC-1'`,
    );
    await check('cancelamento desfeito, outro grupo');
    await db.execute(sql`delete from apolices where numero = 'VENC-1'`);
    await check('excluída');
  });

  it('credit limit approved per insurer for the top groups', async () => {
    const p = await panel('limites');
    const direct = await rows<{ grupo_id: string; seguradora_id: string; aprovado: number }>(
      sql`select c.grupo_id, r.seguradora_id, max(r.limite_aprovado)::float8 as aprovado
          from limites_credito_respostas r join limites_credito_consultas c on c.id = r.consulta_id
          where c.status <> 'cancelada' and r.status = 'aprovado' and r.vigencia_fim >= current_date
            and r.limite_aprovado is not null
          group by 1, 2`,
    );
    expect(p.linhas.length).toBeGreaterThan(0);
    for (const l of p.linhas) {
      const d = direct.find((r) => `${r.grupo_id}:${r.seguradora_id}` === l.chave);
      expect(l.valores.aprovado).toBe(d?.aprovado);
    }
    expect(new Set(p.linhas.map((l) => l.ref?.grupo_id)).size).toBeLessThanOrEqual(5);
  });

  it('open critiques and overdue endorsement requests', async () => {
    const p = await panel('pendencias');
    const direct = await rows<{ entidade: string; n: number }>(
      sql`select entidade, count(*)::int as n from criticas where status = 'aberta' group by entidade`,
    );
    const n = (e: string) => direct.find((d) => d.entidade === e)?.n ?? 0;
    expect(value(p, 'criticas_cotacoes', 'quantidade')).toBe(n('cotacao_garantia'));
    const [requests] = await rows<{ n: number }>(
      sql`select count(distinct entidade_id)::int as n from criticas
          where entidade = 'solicitacao_endosso' and status = 'aberta'`,
    );
    expect(value(p, 'criticas_solicitacoes', 'quantidade')).toBe(requests?.n);
    const critiqued = await get(
      '/v1/garantia/endossos/solicitacoes?com_critica_aberta=true&page_size=-1',
      admin,
    );
    expect(critiqued.statusCode).toBe(200);
    expect(value(p, 'criticas_solicitacoes', 'quantidade')).toBe(
      critiqued.json<Paged<unknown>>().total_count,
    );
    const late = await get('/v1/garantia/endossos/solicitacoes?atrasadas=true&page_size=-1', admin);
    expect(value(p, 'solicitacoes_atrasadas', 'quantidade')).toBe(late.json<Paged<unknown>>().total_count);
    expect(value(p, 'solicitacoes_atrasadas', 'quantidade')).toBeGreaterThan(0);
  });
});

describe('overdue invoices', () => {
  const overdueByInsurer = (group?: string) =>
    rows<{ seguradora_id: string; n: number; valor: number }>(
      sql`select p.seguradora_id, count(*)::int as n, sum(f.valor)::float8 as valor
          from faturas f join apolices p on p.id = f.apolice_id
          where f.pago_em is null and f.inativada_em is null and f.vencimento < current_date
            ${group ? sql`and p.grupo_id = ${group}` : sql``}
          group by 1`,
    );

  it('count and amount by insurer equal a direct count of the demo invoices, as the list filters them', async () => {
    const p = await panel('faturas');
    const direct = await overdueByInsurer();
    expect(direct.length).toBeGreaterThan(0);
    expect(p.linhas.map((l) => l.chave).sort()).toEqual(direct.map((d) => d.seguradora_id).sort());
    for (const d of direct) {
      expect(value(p, d.seguradora_id, 'quantidade')).toBe(d.n);
      expect(value(p, d.seguradora_id, 'valor')).toBeCloseTo(d.valor, 2);
      const list = await get(
        `/v1/faturas?situacao=vencida&seguradora_id=${d.seguradora_id}&page_size=-1`,
        admin,
      );
      expect(list.statusCode).toBe(200);
      expect(list.json<Paged<unknown>>().total_count).toBe(d.n);
    }
  });

  it('the counts the whole area reads follow payments, inactivations, new invoices and a change of insurer', async () => {
    await server.database.db.execute(
      sql`update faturas set pago_em = current_date, valor_pago = valor
          where id = (select id from faturas where pago_em is null and inativada_em is null and vencimento < current_date order by numero limit 1)`,
    );
    await server.database.db.execute(
      sql`update faturas set inativada_em = now(), motivo_inativacao = 'substituida'
          where id = (select id from faturas where pago_em is null and inativada_em is null and vencimento < current_date order by numero desc limit 1)`,
    );
    await server.database.db.execute(
      sql`insert into faturas (apolice_id, numero, parcela, parcelas, valor, vencimento)
          select id, 'BENCH-X', 1, 1, 123.45, current_date - 3 from apolices order by numero limit 1`,
    );
    const [policy] = await rows<{ id: string; seguradora_id: string }>(
      sql`select p.id, p.seguradora_id from apolices p
          where exists (select 1 from faturas f where f.apolice_id = p.id and f.pago_em is null and f.inativada_em is null and f.vencimento < current_date)
          order by p.numero limit 1`,
    );
    const [other] = await rows<{ id: string }>(
      sql`select id from seguradoras where id <> ${policy?.seguradora_id} order by nome limit 1`,
    );
    await server.database.db.execute(
      sql`update apolices set seguradora_id = ${other?.id} where id = ${policy?.id}`,
    );
    const p = await panel('faturas');
    const direct = await overdueByInsurer();
    expect(p.linhas.map((l) => l.chave).sort()).toEqual(direct.map((d) => d.seguradora_id).sort());
    for (const d of direct) {
      expect(value(p, d.seguradora_id, 'quantidade')).toBe(d.n);
      expect(value(p, d.seguradora_id, 'valor')).toBeCloseTo(d.valor, 2);
    }

    // The premium counts follow the same writes (the policy's insurer changed above).
    const byInsurer = await panel('premios-seguradora', '?periodo=ano');
    const issued = await rows<{ seguradora_id: string; n: number; premio: number }>(
      sql`select seguradora_id, count(*)::int as n, sum(premio)::float8 as premio from apolices
          where emitida_em between ${byInsurer.periodo.de}::date and ${byInsurer.periodo.ate}::date group by 1`,
    );
    for (const d of issued) {
      expect(value(byInsurer, d.seguradora_id, 'apolices')).toBe(d.n);
      expect(value(byInsurer, d.seguradora_id, 'premio')).toBeCloseTo(d.premio, 2);
    }
  });

  it("a wallet-restricted user's totals leave out other groups' policies", async () => {
    const mine = await panel('faturas', '', partner);
    const direct = await overdueByInsurer(partnerGroup);
    expect(total(mine, 'quantidade')).toBe(direct.reduce((sum, d) => sum + d.n, 0));
    expect(total(mine, 'quantidade')).toBeGreaterThan(0);
    expect(total(mine, 'quantidade')).toBeLessThan(total(await panel('faturas'), 'quantidade'));
  });

  it('is a guarantee panel: agro invoices do not exist in the current model', async () => {
    const res = await get('/v1/dashboard/faturas?area=agro', admin);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/não existe para a área agro/);
  });
});

describe('visibility: a wallet-restricted user sees only their groups', () => {
  it("excludes other groups' quotations, policies, limits and pending items", async () => {
    const mine = await panel('etapas', '', partner);
    const [direct] = await rows<{ n: number }>(
      sql`select count(*)::int as n from cotacoes_garantia
          where status = 'em_andamento' and etapa <> 'apolice_emitida' and grupo_id = ${partnerGroup}`,
    );
    const all = await panel('etapas');
    expect(total(mine, 'quantidade')).toBe(direct?.n);
    expect(total(mine, 'quantidade')).toBeLessThan(total(all, 'quantidade'));

    const premiums = await panel('premios-seguradora', '?periodo=ano', partner);
    const [policies] = await rows<{ n: number }>(
      sql`select count(*)::int as n from apolices where grupo_id = ${partnerGroup}
          and emitida_em between ${premiums.periodo.de}::date and ${premiums.periodo.ate}::date`,
    );
    expect(total(premiums, 'apolices')).toBe(policies?.n);
    expect(total(premiums, 'apolices')).toBeLessThan(
      total(await panel('premios-seguradora', '?periodo=ano'), 'apolices'),
    );

    const limits = await panel('limites', '', partner);
    for (const l of limits.linhas) expect(l.ref?.grupo_id).toBe(partnerGroup);
  });
});

describe('access and bad input', () => {
  it('401 without a token, 403 without dashboard_inicial, 403 for an area the user does not work in', async () => {
    for (const id of DASHBOARD_PANEL_IDS) expect((await get(`/v1/dashboard/${id}`)).statusCode).toBe(401);
    const noAction = await server.tokenWith({ modules: ['dashboard'], actions: [], area: 'garantia' });
    expect((await get('/v1/dashboard/etapas', noAction)).statusCode).toBe(403);
    const agroOnly = await server.tokenWith({
      modules: ['dashboard'],
      actions: ['dashboard_inicial'],
      area: 'agronegocio',
    });
    const res = await get('/v1/dashboard/etapas?area=garantia', agroOnly);
    expect(res.statusCode).toBe(403);
    expect(res.json<{ error_description: string }>().error_description).toMatch(/área garantia/);
    // Their own area by default.
    expect((await panel('etapas', '', agroOnly)).area).toBe('agro');
  });

  it('400 with a Portuguese message for a bad period or area, or a guarantee-only panel read as agro', async () => {
    for (const q of ['?periodo=semana', '?area=vida', '?periodo=']) {
      const res = await get(`/v1/dashboard/etapas${q}`, admin);
      expect(res.statusCode, q).toBe(400);
      expect(res.body).toMatch(/período|área/);
    }
    const res = await get('/v1/dashboard/vencimentos?area=agro', admin);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/não existe para a área agro/);
  });
});
