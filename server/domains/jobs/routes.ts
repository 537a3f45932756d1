import type { FastifyInstance } from 'fastify';
import { idParams } from '../../../src/contract/common';
import { jobStatus } from '../../../src/contract/jobs';
import type { JobState, JobStatus } from '../../../src/contract/jobs';
import { jobAccess, jobApi } from '../../../src/contract/manifests/jobs';
import { notFound } from '../../errors';
import { findJob } from '../../lib/jobs';
import { typed } from '../../lib/route-schema';
import { principalOf } from '../../plugins/auth';

/**
 * GET /v1/tarefas/{id}: the state of a job the caller started (`criado_por`). A job of someone else,
 * or one no user started (a system job), answers 404 as a missing one does: its id reveals nothing.
 */
export async function jobRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);

  app.get(
    jobApi.status,
    {
      config: { access: jobAccess.status },
      schema: {
        summary: 'Situação, progresso e resultado de uma tarefa iniciada pelo usuário',
        params: idParams,
        response: { 200: jobStatus },
      },
    },
    async (req): Promise<JobStatus> => {
      const row = await findJob(app.db, req.params.id);
      if (!row || row.criadoPor === null || row.criadoPor !== principalOf(req).sub)
        throw notFound('Tarefa não encontrada.');
      return {
        id: row.id,
        tipo: row.tipo,
        situacao: row.situacao as JobState,
        progresso: row.progresso,
        resultado: row.resultado ?? null,
        erro: row.erro,
        tentativas: row.tentativas,
        criado_em: row.criadoEm.toISOString(),
        atualizado_em: row.atualizadoEm.toISOString(),
      };
    },
  );
}
