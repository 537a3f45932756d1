import { COMMON_LABELS } from '../audit-fields';
import type { DomainManifest } from '../manifest';
import { CANCELLATION_REASON_SORT, reasonAccess, reasonScreens } from '../screens/cancellation-reasons';

export { reasonAccess, reasonScreens };

export const reasonApi = {
  list: '/v1/motivoscancelamento/',
  suggest: '/v1/motivoscancelamento/suggest',
  item: '/v1/motivoscancelamento/:id',
} as const;

export const cancellationReasonsManifest = {
  feature: 'cancellation-reasons',
  server: 'cancellation-reasons',
  label: 'Motivos de cancelamento',
  api: reasonApi,
  access: reasonAccess,
  screens: reasonScreens,
  sort: { motivos: CANCELLATION_REASON_SORT },
  audit: {
    motivo_cancelamento: {
      nome: 'Motivo de cancelamento',
      view: reasonAccess.view,
      campos: { ...COMMON_LABELS, modalidades: 'Modalidades', modalidade_ids: 'Modalidades' },
    },
  },
} as const satisfies DomainManifest;
