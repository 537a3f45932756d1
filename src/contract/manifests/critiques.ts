import type { DomainManifest } from '../manifest';

/**
 * Critiques of any record with a workflow (server/domains/critiques): no paths of their own; each
 * parent serves them under its paths and access (docs/architecture.md, "Críticas").
 */
export const critiquesManifest = {
  server: 'critiques',
  label: 'Críticas',
  api: {},
  access: {},
  screens: {},
} as const satisfies DomainManifest;
