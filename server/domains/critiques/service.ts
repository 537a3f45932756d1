/**
 * The critiques domain's public face (docs/architecture.md, "Críticas"): what another domain composes
 * to give its records a critique thread, a follow-up list and the `sem_critica_aberta` guard.
 */
export * from './core';
export { critiqueRoutes } from './http';
export type { CritiqueRoutesOptions } from './http';
export { openCount, openCountOf } from './repository';
export type { ParentColumns } from './repository';
export type { CritiqueEntity } from './types';
export { critiqueWorkflow } from './workflow';
