import type { DomainManifest } from '../manifest';
import { policyAccess, policyScreens } from '../screens/policies';

export { policyAccess, policyScreens };

const base = '/v1/garantia/apolices';

/** SPEC.md §7 "Policies, endorsements, cancellation": the records (the requests come later). */
export const policyApi = {
  list: base,
  item: `${base}/:id`,
  edit: `${base}/:id/edicao`,
  situations: `${base}/situacao/suggest`,
  options: `${base}/opcoes`,
  endorsementTypes: `${base}/endossos/tipos/suggest`,
  endorsements: `${base}/:id/endossos`,
  endorsement: `${base}/:id/endossos/:endosso`,
  endorsementSuggest: `${base}/:id/endossos/suggest`,
  endorsementList: '/v1/garantia/endossos',
} as const;

/** Draft contracts (propostas), policies and their endorsements. */
export const policiesManifest = {
  feature: 'policies',
  server: 'policies',
  label: 'Apólices e endossos',
  api: policyApi,
  access: policyAccess,
  screens: policyScreens,
} as const satisfies DomainManifest;
