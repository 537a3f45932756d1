import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import type { Database } from '../../server/db/client';
import { jobs } from '../../server/db/schema';
import { AppError } from '../../server/errors';
import { cancelJob, findJob } from '../../server/lib/jobs';
import { defineWorkflow, workflowMarkdown } from '../../server/lib/workflow';
import { WORKFLOWS_DOC, loadWorkflows, workflowsDocument } from '../../scripts/workflow-docs';

/** A quotation-like table, only for these tests (the real quotation workflow comes with its domain). */
const quotation = defineWorkflow<
  'rascunho' | 'enviada' | 'aprovada' | 'cancelada',
  'enviar' | 'aprovar' | 'cancelar',
  { premio?: number }
>({
  id: 'teste-cotacao',
  nome: 'Cotação (exemplo de teste)',
  objeto: 'a cotação',
  states: { rascunho: 'Rascunho', enviada: 'Enviada', aprovada: 'Aprovada', cancelada: 'Cancelada' },
  initial: 'rascunho',
  actions: {
    enviar: {
      label: 'Enviar',
      from: ['rascunho'],
      to: 'enviada',
      guard: {
        descricao: 'o prêmio foi calculado',
        check: (c) => (c?.premio ? undefined : 'o prêmio ainda não foi calculado'),
      },
    },
    aprovar: { label: 'Aprovar', from: ['enviada'], to: 'aprovada' },
    cancelar: { label: 'Cancelar', from: ['rascunho', 'enviada'], to: 'cancelada' },
  },
});

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('a ação foi aceita');
}

describe('workflow transition table', () => {
  it('moves a record along an allowed action', () => {
    expect(quotation.apply('rascunho', 'enviar', { premio: 120 })).toBe('enviada');
    expect(quotation.apply('enviada', 'cancelar')).toBe('cancelada');
  });

  it('answers 409 naming the action and the state when the action is not allowed, and changes nothing', () => {
    const record = Object.freeze({ id: 1, situacao: 'cancelada' });
    const error = refusal(() => quotation.apply(record.situacao, 'enviar', { premio: 120 }));
    expect(error.statusCode).toBe(409);
    expect(error.toBody()).toEqual({
      error: 'conflict',
      error_description: "Não é possível enviar a cotação na situação 'Cancelada'.",
    });
    expect(record).toEqual({ id: 1, situacao: 'cancelada' });
  });

  it('answers 409 with the reason when the guard refuses', () => {
    expect(refusal(() => quotation.apply('rascunho', 'enviar', {})).description).toBe(
      "Não é possível enviar a cotação na situação 'Rascunho': o prêmio ainda não foi calculado.",
    );
  });

  it('refuses a state the table does not know', () => {
    expect(refusal(() => quotation.apply('arquivada', 'aprovar')).description).toBe(
      "Não é possível aprovar a cotação na situação 'arquivada'.",
    );
  });

  it('lists the actions a state allows', () => {
    expect(quotation.allowed('rascunho', { premio: 1 })).toEqual(['enviar', 'cancelar']);
    expect(quotation.allowed('rascunho')).toEqual(['cancelar']);
    expect(quotation.allowed('cancelada')).toEqual([]);
  });

  it('refuses a table whose action names an unknown state', () => {
    expect(() =>
      defineWorkflow<'a', 'ir'>({
        id: 'teste-quebrado',
        nome: 'Quebrado',
        objeto: 'o registro',
        states: { a: 'A' },
        initial: 'a',
        actions: { ir: { label: 'Ir', from: ['a'], to: 'b' as 'a' } },
      }),
    ).toThrow(/situação b/);
  });

  it('renders the table as Markdown with labels in Portuguese', () => {
    const md = workflowMarkdown(quotation);
    expect(md).toContain('## Cotação (exemplo de teste)');
    expect(md).toContain('| Cancelada | `cancelada` |');
    expect(md).toContain('| Cancelar | `cancelar` | Rascunho, Enviada | Cancelada | — |');
    expect(md).toContain('| Enviar | `enviar` | Rascunho | Enviada | o prêmio foi calculado |');
  });

  it('keeps docs/workflows.md as the registered workflows render it (npm run docs:workflows)', async () => {
    const workflows = (await loadWorkflows()).filter((w) => !w.id.startsWith('teste-'));
    expect(workflows.map((w) => w.id)).toContain('tarefa');
    expect(fs.readFileSync(WORKFLOWS_DOC, 'utf8')).toBe(await workflowsDocument(workflows));
  });
});

describe('a workflow action refused on a stored record', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(async () => {
    await database.close();
  });

  it('cancelling a finished job is 409 and leaves the row as it was', async () => {
    const [done] = await database.db
      .insert(jobs)
      .values({ tipo: 'email', payload: { to: 'a@teste.local' }, situacao: 'concluida', progresso: 100 })
      .returning();
    const error = await cancelJob(database.db, done!.id).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(409);
    expect((error as AppError).description).toBe("Não é possível cancelar a tarefa na situação 'Concluída'.");
    expect(await findJob(database.db, done!.id)).toEqual(done);
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, done!.id));
    expect(row?.situacao).toBe('concluida');
  });
});
