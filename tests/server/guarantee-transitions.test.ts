import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, critiques, quotations } from '../../server/db/schema';
import { quotationTransitions, stateOf } from '../../server/domains/quotations/record';
import { ALL_QUOTATIONS } from '../../server/domains/quotations/scope';
import { allowedActions, runTransition } from '../../server/lib/transition';
import { actionsFrom } from '../../src/contract/workflow-table';
import type { QuotationAction } from '../../src/contract/workflows/guarantee-quotations';
import { QUOTATION_WORKFLOW } from '../../src/contract/workflows/guarantee-quotations';
import { loggedIn } from './auth-helpers';
import type { TestServer } from './harness';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, startTestServer } from './harness';
import type { Fixtures } from './route-samples';
import { createFixtures } from './route-samples';

/**
 * The guarantee quotation's table, run through the one transition runner against a database: in every
 * state, each action the table allows moves the quotation to the table's state and writes exactly one
 * audit row named after it; each action it does not allow is a 409 that changes nothing (the row as it
 * was, no audit row). The guard holds the guarded actions back while a critique is open.
 */
let server: TestServer;
let token: string;
let fx: Fixtures;
let base: typeof quotations.$inferInsert;
const actor = { userId: '', requestId: 'teste-transicoes' };

beforeAll(async () => {
  server = await startTestServer();
  token = (await loggedIn(server.app, ADMIN_EMAIL, ADMIN_PASSWORD)).access_token;
  fx = await createFixtures(server, token);
  const [row] = await server.database.db.select().from(quotations).where(eq(quotations.id, fx.quotation));
  if (!row) throw new Error('fixture: cotação');
  const { id: _id, numero: _n, criadoEm: _c, atualizadoEm: _a, ...rest } = row;
  base = rest;
  actor.userId = row.responsavelId ?? crypto.randomUUID();
}, 120_000);
afterAll(() => server.close());

const db = () => server.database.db;
const table = QUOTATION_WORKFLOW;
type State = keyof typeof table.states;

/** A new quotation in `state` ('cancelada' keeps a stage, as a cancelled one does). */
async function quotationIn(state: State) {
  const [row] = await db()
    .insert(quotations)
    .values(
      state === 'cancelada'
        ? { ...base, status: 'cancelada', etapa: 'aguardando_cotacao' }
        : { ...base, status: 'em_andamento', etapa: state },
    )
    .returning();
  if (!row) throw new Error('cotação não gravada');
  return row;
}

const auditRows = (id: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entidade, 'cotacao_garantia'), eq(auditLog.entidadeId, id)));

const stored = async (id: string) => {
  const [row] = await db().select().from(quotations).where(eq(quotations.id, id));
  return row;
};

const cases = (Object.keys(table.states) as State[]).flatMap((state) =>
  (Object.keys(table.actions) as QuotationAction[]).map((action) => [state, action] as const),
);

describe('the guarantee quotation’s table through the transition runner', () => {
  it.each(cases)('in %s, %s', async (state, action) => {
    const row = await quotationIn(state);
    const run = () => runTransition(db(), quotationTransitions(ALL_QUOTATIONS), actor, row.id, action);
    if (actionsFrom(table, state).includes(action)) {
      const spec = table.actions[action];
      const expected = 'stays' in spec && spec.stays ? state : spec.to;
      const result = await run();
      expect(result.state).toBe(expected);
      const after = await stored(row.id);
      expect(after && stateOf(after)).toBe(expected);
      const audit = await auditRows(row.id);
      expect(audit.map((a) => a.acao)).toEqual([action]);
    } else {
      await expect(run()).rejects.toMatchObject({ statusCode: 409 });
      expect(await stored(row.id)).toEqual(row);
      expect(await auditRows(row.id)).toEqual([]);
    }
  });

  it('holds the guarded actions back while a critique is open, changing nothing', async () => {
    const row = await quotationIn('aguardando_cotacao');
    const [critique] = await db()
      .insert(critiques)
      .values({ entidade: 'cotacao_garantia', entidadeId: row.id, texto: 'Falta o edital.' })
      .returning();
    const record = quotationTransitions(ALL_QUOTATIONS);
    expect(await allowedActions(db(), record, row)).not.toContain('escolher_seguradora');
    await expect(runTransition(db(), record, actor, row.id, 'escolher_seguradora')).rejects.toMatchObject({
      statusCode: 409,
      description: expect.stringMatching(/crítica/) as unknown,
    });
    expect(await stored(row.id)).toEqual(row);
    expect(await auditRows(row.id)).toEqual([]);

    // Resolved through the API (the critiques domain, run as the quotation's action): allowed again.
    const res = await server.app.inject({
      method: 'PUT',
      url: `/v1/garantia/cotacoes/${row.id}/criticas/${critique?.id ?? ''}/regularizar`,
      headers: bearer(token),
      payload: { resolucao: 'Edital anexado.' },
    });
    expect(res.statusCode).toBe(200);
    expect((await auditRows(row.id)).map((a) => a.acao)).toEqual(['regularizar_critica']);
    expect(await allowedActions(db(), record, row)).toContain('escolher_seguradora');
  });

  it('answers the allowed actions in the record read as in the status read', async () => {
    const row = await quotationIn('aprovacao_minuta');
    await db()
      .insert(critiques)
      .values({ entidade: 'cotacao_garantia', entidadeId: row.id, texto: 'Revisar a minuta.' });
    const read = async (path: string) =>
      (
        await server.app.inject({
          method: 'GET',
          url: `/v1/garantia/cotacoes/${row.id}${path}`,
          headers: bearer(token),
        })
      ).json<{ acoes: string[] }>().acoes;
    const acoes = await read('');
    expect(acoes).toEqual(await read('/status'));
    expect(acoes).toEqual(actionsFrom(table, 'aprovacao_minuta').filter((a) => a !== 'aprovar_minuta'));
  });
});
