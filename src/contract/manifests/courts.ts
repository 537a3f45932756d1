import type { DomainManifest } from '../manifest';

export const courtAccess = {
  view: { module: 'cadastro', action: 'visualizar_tribunal' },
  create: { module: 'cadastro', action: 'criar_tribunal' },
  edit: { module: 'cadastro', action: 'editar_tribunal' },
  /** The lookups feed the quotation and policy forms, so those modules reach them too. */
  lookup: { module: ['cadastro', 'cotacao', 'apolice'] },
} as const;

export const courtApi = {
  list: '/v1/judiciario/tribunais',
  item: '/v1/judiciario/tribunais/:id',
  units: '/v1/judiciario/tribunais/:id/unidades',
  unit: '/v1/judiciario/tribunais/:id/unidades/:vara',
  segments: '/v1/judiciario/suggest',
  courtSuggest: '/v1/judiciario/:segmento/tribunais/suggest',
  unitSuggest: '/v1/judiciario/:segmento/tribunais/:tribunal/unidades/suggest',
  uniqueNumber: '/v1/judiciario/:segmento/numeracaounica/:numero',
} as const;

export const courtScreens = {
  tribunais: { ...courtAccess.view, path: '/tribunais', title: 'Tribunais' },
  novoTribunal: {
    ...courtAccess.create,
    path: '/tribunais/novo-tribunal',
    title: 'Novo tribunal',
    parent: 'tribunais',
  },
  editarTribunal: {
    ...courtAccess.edit,
    path: '/tribunais/$tribunal/editar-tribunal',
    title: 'Editar tribunal',
    parent: 'tribunais',
  },
  varas: { ...courtAccess.view, path: '/tribunais/$tribunal/varas', title: 'Varas', parent: 'tribunais' },
  novaVara: {
    ...courtAccess.create,
    path: '/tribunais/$tribunal/nova-vara',
    title: 'Nova vara',
    parent: 'varas',
  },
  editarVara: {
    ...courtAccess.edit,
    path: '/tribunais/$tribunal/vara/$vara',
    title: 'Editar vara',
    parent: 'varas',
  },
} as const;

/** The judiciary: courts (tribunais), their units (varas) and the CNJ lookups. */
export const courtsManifest = {
  feature: 'courts',
  server: 'judiciary',
  label: 'Judiciário',
  api: courtApi,
  access: courtAccess,
  screens: courtScreens,
} as const satisfies DomainManifest;
