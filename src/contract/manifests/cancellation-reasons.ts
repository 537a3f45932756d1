import type { DomainManifest } from '../manifest';

export const reasonAccess = {
  view: { module: 'cadastro', action: 'visualizar_motivo_cancelamento' },
  create: { module: 'cadastro', action: 'criar_motivo_cancelamento' },
  edit: { module: 'cadastro', action: 'editar_motivo_cancelamento' },
  /** The policies pick a reason when they are cancelled. */
  lookup: { module: ['cadastro', 'apolice'] },
} as const;

export const reasonApi = {
  list: '/v1/motivoscancelamento/',
  suggest: '/v1/motivoscancelamento/suggest',
  item: '/v1/motivoscancelamento/:id',
} as const;

export const reasonScreens = {
  motivosCancelamento: {
    ...reasonAccess.view,
    path: '/motivos-cancelamento',
    title: 'Motivos de cancelamento',
  },
} as const;

export const cancellationReasonsManifest = {
  feature: 'cancellation-reasons',
  server: 'cancellation-reasons',
  label: 'Motivos de cancelamento',
  api: reasonApi,
  access: reasonAccess,
  screens: reasonScreens,
} as const satisfies DomainManifest;
