import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { agroQuotations, auditLog, creditConsults } from '../../server/db/schema';
import * as agroRepo from '../../server/domains/agro-quotations/repository';
import type { AgroRow } from '../../server/domains/agro-quotations/repository';
import { actionsFor, agroRecord } from '../../server/domains/agro-quotations/transition';
import { agroWorkflow } from '../../server/domains/agro-quotations/workflow';
import { answerWorkflow, consultWorkflow } from '../../server/domains/credit-limits/workflow';
import { costWorkflow, critiqueWorkflow, quotationWorkflow } from '../../server/domains/quotations/workflow';
import { AppError } from '../../server/errors';
import { runTransition } from '../../server/lib/transition';
import type { AnyWorkflow } from '../../server/lib/workflow';
import type { AuditedEntity } from '../../src/contract/audit';
import type { CreditConsult } from '../../src/contract/credit-limits';
import { AGRO_STATES } from '../../src/contract/agro-quotations';
import type { WorkflowTable } from '../../src/contract/workflow-table';
import { actionsFrom, stateAfterAction } from '../../src/contract/workflow-table';
import { AGRO_WORKFLOW } from '../../src/contract/workflows/agro-quotations';
import { CREDIT_ANSWER_WORKFLOW, CREDIT_CONSULT_WORKFLOW } from '../../src/contract/workflows/credit-limits';
import {
  CRITIQUE_WORKFLOW,
  QUOTATION_COST_WORKFLOW,
  QUOTATION_WORKFLOW,
} from '../../src/contract/workflows/guarantee-quotations';
import { offeredActions } from '../../src/forms/workflow-offer';
import { bearer, startTestServer } from './harness';
import type { TestServer } from './harness';
import { createFixtures } from './route-samples';

/**
 * Every workflow's transition table (src/contract/workflows/) is the one fact: the server's workflow
 * built from it allows exactly the table's actions in each state and moves to the table's state, and
 * the client's buttons and optimistic states are the same table's.
 */
const PAIRS: [string, WorkflowTable<string, string>, AnyWorkflow][] = [
  ['cotação agro', AGRO_WORKFLOW, agroWorkflow],
  ['cotação de garantia', QUOTATION_WORKFLOW, quotationWorkflow],
  ['custo de seguradora', QUOTATION_COST_WORKFLOW, costWorkflow],
  ['crítica', CRITIQUE_WORKFLOW, critiqueWorkflow],
  ['resposta de limite de crédito', CREDIT_ANSWER_WORKFLOW, answerWorkflow],
  ['consulta de limite de crédito', CREDIT_CONSULT_WORKFLOW, consultWorkflow],
];

/** A context in which every guard passes (no open critique). */
const PASSING = { criticasAbertas: 0 } as never;

describe.each(PAIRS)('the workflow of %s', (_name, table, workflow) => {
  const states = Object.keys(table.states);
  const actions = Object.keys(table.actions);

  it.each(states)('in %s allows exactly the actions of the table, moving to their state', (state) => {
    expect(workflow.allowed(state, PASSING)).toEqual(actionsFrom(table, state));
    for (const action of actions) {
      if (actionsFrom(table, state).includes(action)) {
        const to = workflow.apply(state, action, PASSING);
        expect(to).toBe(table.actions[action]?.to);
        const after = stateAfterAction(table, state, action);
        expect(after).toBe(table.actions[action]?.stays ? state : to);
      } else {
        expect(() => workflow.apply(state, action, PASSING), `${action} em ${state}`).toThrow(
          /^Não é possível .+ na situação '.+'/,
        );
        expect(stateAfterAction(table, state, action)).toBe(state);
      }
    }
  });

  it('names its documents from the table', () => {
    expect(workflow.id).toBe(table.id);
    expect(workflow.states).toEqual(table.states);
  });
});

describe.each(PAIRS)('the page of %s', (_name, table, workflow) => {
  it.each(Object.keys(table.states))('in %s offers the server’s allowed actions', (state) => {
    const acoes = workflow.allowed(state, PASSING);
    const spec = { table, offerNextState: true };
    expect(offeredActions(spec, { state, acoes }).allowed).toEqual(acoes);
    // A read without `acoes` falls back to the table, which is the server's.
    expect(offeredActions(spec, { state }).allowed).toEqual(acoes);
  });
});

describe('the agro quotation page offline', () => {
  const spec = { table: AGRO_WORKFLOW, offerNextState: true };

  it('applies queued actions as the server will', () => {
    const queued = offeredActions(spec, { state: 'card_gerado' }, [
      { action: 'enviar_arquivo' },
      { action: 'aprovar_arquivo' },
    ]);
    expect(queued.state).toBe(
      agroWorkflow.apply(agroWorkflow.apply('card_gerado', 'enviar_arquivo'), 'aprovar_arquivo'),
    );
    expect(queued.allowed).toEqual(agroWorkflow.allowed(queued.state));
    // Refused by the table: stays where it is, as the server's 409 changes nothing.
    expect(offeredActions(spec, { state: 'card_gerado' }, [{ action: 'aprovar_arquivo' }]).state).toBe(
      'card_gerado',
    );
  });
});

describe('a guard in a table', () => {
  it('holds the guarantee quotation back while a critique is open', () => {
    expect(() =>
      quotationWorkflow.apply('aprovacao_minuta', 'aprovar_minuta', { criticasAbertas: 1 }),
    ).toThrow(/crítica/);
    expect(quotationWorkflow.allowed('aprovacao_minuta', { criticasAbertas: 1 })).not.toContain(
      'aprovar_minuta',
    );
  });
});

/**
 * The one transition runner (server/lib/transition.ts) over the stored records of the agro and
 * credit-limit tables: in every state, each action the table allows moves the record to the table's
 * state (or keeps it, for an action that stays) and writes exactly one audit row named after it; each
 * other action is a 409 that changes neither the row nor the audit log.
 */
describe('the transition runner on the agro and credit-limit tables', () => {
  let server: TestServer;
  let db: Db;
  let admin: string;
  let agroTemplate: AgroRow;
  let consultTemplate: typeof creditConsults.$inferSelect;
  const actor = { userId: 'teste-fluxos', requestId: 'teste-fluxos' };

  beforeAll(async () => {
    server = await startTestServer();
    db = server.database.db;
    admin = await server.adminToken();
    const fx = await createFixtures(server, admin);
    const agro = await agroRepo.findQuotation(db, fx.agroQuotation, agroRepo.ALL_AGRO);
    const [consult] = await db.select().from(creditConsults).where(eq(creditConsults.id, fx.consult));
    if (!agro || !consult) throw new Error('fixtures');
    agroTemplate = agro;
    consultTemplate = consult;
  });
  afterAll(async () => {
    await server.close();
  });

  const auditsOf = async (entidade: AuditedEntity, id: string) =>
    (
      await db
        .select({ acao: auditLog.acao })
        .from(auditLog)
        .where(and(eq(auditLog.entidade, entidade), eq(auditLog.entidadeId, id)))
    ).map((r) => r.acao);

  const refusal = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (err) {
      return err;
    }
    return undefined;
  };

  const cases = <S extends string, A extends string>(table: WorkflowTable<S, A>) =>
    (Object.keys(table.states) as S[]).flatMap((state) =>
      (Object.keys(table.actions) as A[]).map((action) => [action, state] as const),
    );

  it.each(cases(AGRO_WORKFLOW))('agro: %s in %s', async (action, state) => {
    const { id: _id, numero: _numero, ...columns } = agroTemplate;
    const [row] = await db
      .insert(agroQuotations)
      .values({ ...columns, situacao: state })
      .returning();
    if (!row) throw new Error('insert');
    const record = agroRecord({ guest: false, scope: agroRepo.ALL_AGRO });
    const spec = AGRO_WORKFLOW.actions[action];
    if (actionsFrom(AGRO_WORKFLOW, state).includes(action)) {
      const result = await runTransition(db, record, actor, row.id, action);
      expect(result.state).toBe(spec.stays ? state : spec.to);
      expect(await auditsOf('cotacao_agro', row.id)).toEqual([action]);
    } else {
      const err = await refusal(() => runTransition(db, record, actor, row.id, action));
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).statusCode).toBe(409);
      expect(await agroRepo.findQuotation(db, row.id, agroRepo.ALL_AGRO)).toEqual(row);
      expect(await auditsOf('cotacao_agro', row.id)).toEqual([]);
    }
  });

  it.each(AGRO_STATES.map((s) => s.id))(
    'agro in %s answers the allowed actions, a guest its own',
    async (state) => {
      const row = { ...agroTemplate, situacao: state };
      expect(await actionsFor(db, { guest: false, scope: agroRepo.ALL_AGRO }, row)).toEqual(
        agroWorkflow.allowed(state),
      );
      const guest = await actionsFor(db, { guest: true, scope: agroRepo.ALL_AGRO }, row);
      expect(guest).toEqual(
        agroWorkflow
          .allowed(state)
          .filter((a) => ['aprovar_forma_pagamento', 'enviar_foto', 'salvar_croqui'].includes(a)),
      );
    },
  );

  it('answers acoes on a read of a new agro quotation, and keeps them out of its creation row', async () => {
    const res = await server.app.inject({
      method: 'GET',
      url: `/v1/agro/cotacoes/${agroTemplate.id}`,
      headers: bearer(admin),
    });
    expect(res.json<{ acoes: string[] }>().acoes).toEqual(agroWorkflow.allowed(agroTemplate.situacao));
    const [created] = await db
      .select({ depois: auditLog.depois })
      .from(auditLog)
      .where(and(eq(auditLog.entidadeId, agroTemplate.id), eq(auditLog.acao, 'criar')));
    expect(created?.depois).toHaveProperty('situacao');
    expect(created?.depois).not.toHaveProperty('acoes');
  });

  it.each(cases(CREDIT_CONSULT_WORKFLOW))('credit-limit consult: %s in %s', async (action, state) => {
    const { id: _id, ...columns } = consultTemplate;
    const [row] = await db
      .insert(creditConsults)
      .values({ ...columns, status: state })
      .returning();
    if (!row) throw new Error('insert');
    const url = `/v1/gruposeconomicos/${row.grupoId}/limitescredito/${row.id}`;
    const read = await server.app.inject({ method: 'GET', url, headers: bearer(admin) });
    expect(read.json<CreditConsult>().acoes).toEqual(consultWorkflow.allowed(state));
    const res = await server.app.inject({
      method: 'PUT',
      url,
      headers: { ...bearer(admin), 'if-match': read.headers.etag as string },
      payload: { respostas: [], acao: action },
    });
    const [stored] = await db.select().from(creditConsults).where(eq(creditConsults.id, row.id));
    if (actionsFrom(CREDIT_CONSULT_WORKFLOW, state).includes(action)) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<CreditConsult>().status.id).toBe(CREDIT_CONSULT_WORKFLOW.actions[action].to);
      expect(res.json<CreditConsult>().acoes).toEqual(
        consultWorkflow.allowed(CREDIT_CONSULT_WORKFLOW.actions[action].to),
      );
      expect(stored?.status).toBe(CREDIT_CONSULT_WORKFLOW.actions[action].to);
      expect(await auditsOf('limite_credito', row.id)).toEqual([action]);
    } else {
      expect(res.statusCode, res.body).toBe(409);
      expect(stored).toEqual(row);
      expect(await auditsOf('limite_credito', row.id)).toEqual([]);
    }
  });
});
