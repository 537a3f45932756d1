import * as v from 'valibot';

/** States of a background job (server/lib/jobs-workflow.ts). */
export const JOB_STATES = ['pendente', 'executando', 'concluida', 'falhou', 'cancelada'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** GET /v1/tarefas/{id}: a job the caller started, as it stands now. */
export interface JobStatus {
  id: string;
  tipo: string;
  situacao: JobState;
  /** 0–100. */
  progresso: number;
  /** What the job produced, once `concluida`. */
  resultado: unknown;
  /** Why its last attempt failed (kept while it retries; final when `falhou`). */
  erro: string | null;
  tentativas: number;
  criado_em: string;
  atualizado_em: string;
}

/** Answer of GET /v1/tarefas/{id} (documentation, see common.ts). */
export const jobStatus = /*#__PURE__*/ v.object({
  id: v.string(),
  tipo: v.string(),
  situacao: v.picklist(JOB_STATES),
  progresso: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
  resultado: v.unknown(),
  erro: v.nullable(v.string()),
  tentativas: v.number(),
  criado_em: v.string(),
  atualizado_em: v.string(),
}) satisfies v.GenericSchema<JobStatus>;
