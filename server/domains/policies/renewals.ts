import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { pagedOf } from '../../../src/contract/common';
import { policyAccess as access, policyApi as api } from '../../../src/contract/manifests/policies';
import type { Paged } from '../../../src/contract/common';
import type { RenewalItem, RenewalLimit, RenewalListQuery } from '../../../src/contract/policy-renewals';
import { renewalItemRecord, renewalListQuery } from '../../../src/contract/policy-renewals';
import type { Db } from '../../db/client';
import { creditAnswers, creditConsults, insurers, policies, quotations } from '../../db/schema';
import { listPage } from '../../lib/listing';
import { typed } from '../../lib/route-schema';
import { viewerOf, visibleWhere } from '../../lib/visibility';
import type { Viewer } from '../../lib/visibility';
import { principalOf } from '../../plugins/auth';
import { cancelledBy, policySelect, todayIso } from './repository';
import { toPolicy } from './service';

const DAY_MS = 86_400_000;
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * The limits in force of each group, by insurer: the same rule as the guarantee quotation's comparison
 * (server/domains/quotations costs.ts `limitsFor`): the highest approved answer still in force of a
 * consult not cancelled; used = insured amounts of the group's policies in force at that insurer plus
 * its open quotations that chose it. Read for all the page's groups at once (three queries).
 */
async function limitsByGroup(db: Db, groupIds: string[], today: string) {
  const result = new Map<string, RenewalLimit[]>();
  if (groupIds.length === 0) return result;
  const [approved, fromPolicies, fromQuotations] = await Promise.all([
    db
      .select({
        grupoId: creditConsults.grupoId,
        seguradoraId: creditAnswers.seguradoraId,
        seguradora: insurers.nome,
        limite: sql<number>`max(${creditAnswers.limiteAprovado})::float8`,
      })
      .from(creditAnswers)
      .innerJoin(creditConsults, eq(creditConsults.id, creditAnswers.consultaId))
      .innerJoin(insurers, eq(insurers.id, creditAnswers.seguradoraId))
      .where(
        and(
          inArray(creditConsults.grupoId, groupIds),
          ne(creditConsults.status, 'cancelada'),
          eq(creditAnswers.status, 'aprovado'),
          gte(creditAnswers.vigenciaFim, today),
          sql`${creditAnswers.limiteAprovado} is not null`,
        ),
      )
      .groupBy(creditConsults.grupoId, creditAnswers.seguradoraId, insurers.nome),
    db
      .select({
        grupoId: policies.grupoId,
        seguradoraId: policies.seguradoraId,
        total: sql<number>`sum(${policies.importanciaSegurada})::float8`,
      })
      .from(policies)
      .where(and(inArray(policies.grupoId, groupIds), gte(policies.vigenciaFim, today)))
      .groupBy(policies.grupoId, policies.seguradoraId),
    db
      .select({
        grupoId: quotations.grupoId,
        seguradoraId: quotations.seguradoraId,
        total: sql<number>`sum(${quotations.importanciaSegurada})::float8`,
      })
      .from(quotations)
      .where(
        and(
          inArray(quotations.grupoId, groupIds),
          eq(quotations.status, 'em_andamento'),
          ne(quotations.etapa, 'apolice_emitida'),
          sql`${quotations.seguradoraId} is not null`,
        ),
      )
      .groupBy(quotations.grupoId, quotations.seguradoraId),
  ]);
  const used = new Map<string, number>();
  for (const r of [...fromPolicies, ...fromQuotations]) {
    const key = `${r.grupoId}:${r.seguradoraId}`;
    used.set(key, (used.get(key) ?? 0) + r.total);
  }
  for (const a of approved) {
    const list = result.get(a.grupoId) ?? [];
    list.push({
      seguradora: { id: a.seguradoraId, nome: a.seguradora },
      aprovado: a.limite,
      disponivel: cents(a.limite - (used.get(`${a.grupoId}:${a.seguradoraId}`) ?? 0)),
    });
    result.set(a.grupoId, list);
  }
  return result;
}

/**
 * GET /v1/garantia/apolices/vencendo?dias=30|60|90: the visible policies, not cancelled, whose current
 * term ends between today and today + dias; judicial first (a court case attached), then by term end.
 */
export async function listRenewals(db: Db, viewer: Viewer, q: RenewalListQuery): Promise<Paged<RenewalItem>> {
  const today = todayIso();
  const until = addDays(today, q.dias);
  const where = and(
    visibleWhere(viewer, 'apolice'),
    sql`not ${cancelledBy(today)}`,
    gte(policies.vigenciaFimAtual, today),
    lte(policies.vigenciaFimAtual, until),
  );
  const page = await listPage(
    db,
    {
      table: policies,
      key: policies.id,
      where,
      orderBy: [sql`(${policies.processoNumero} is null)`, asc(policies.vigenciaFimAtual), asc(policies.id)],
      select: (filter) => policySelect(db, today).where(filter).$dynamic(),
    },
    q.page,
    q.page_size,
  );
  const limits = await limitsByGroup(db, [...new Set(page.rows.map((r) => r.policy.grupoId))], today);
  const items = page.rows.map((r): RenewalItem => {
    const p = toPolicy(r);
    const own = limits.get(r.policy.grupoId) ?? [];
    return {
      ...p,
      judicial: r.policy.processoNumero !== null,
      dias_restantes: Math.round(
        (Date.parse(`${p.vigencia_fim_atual}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS,
      ),
      limites: [...own].sort(
        (a, b) =>
          Number(b.seguradora.id === p.seguradora.id) - Number(a.seguradora.id === p.seguradora.id) ||
          b.disponivel - a.disponivel,
      ),
    };
  });
  return { items, total_count: page.total };
}

/** The radar's route, registered by the policies' route plugin (one plugin per domain). */
export async function renewalRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  app.get(
    api.renewals,
    {
      config: { access: access.view },
      schema: {
        summary: 'Apólices que vencem nos próximos 30, 60 ou 90 dias, judiciais primeiro, com os limites',
        querystring: renewalListQuery,
        response: { 200: pagedOf(renewalItemRecord) },
      },
    },
    async (req) => listRenewals(app.db, await viewerOf(app.db, principalOf(req)), req.query),
  );
}
