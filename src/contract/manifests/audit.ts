import type { DomainManifest } from '../manifest';

export const auditAccess = {
  /** Any logged-in user; the route then checks that they may view the entity (AUDIT_VIEW_ACCESS). */
  history: { user: true },
} as const;

export const auditApi = {
  history: '/v1/auditoria',
} as const;

/** The change history ('Histórico') of every audited record. Its panel lives in `src/audit`. */
export const auditManifest = {
  server: 'audit',
  label: 'Auditoria',
  api: auditApi,
  access: auditAccess,
  screens: {},
} as const satisfies DomainManifest;
