import type { DomainManifest } from '../manifest';

export const jobAccess = {
  /** Any logged-in user, for the jobs they started (anyone else's is a 404). */
  status: { user: true },
} as const;

export const jobApi = {
  status: '/v1/tarefas/:id',
} as const;

/** Background jobs (mails today; the legacy import later): their progress and outcome. Server only. */
export const jobsManifest = {
  server: 'jobs',
  label: 'Tarefas',
  api: jobApi,
  access: jobAccess,
  screens: {},
} as const satisfies DomainManifest;
