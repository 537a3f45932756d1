import { COMMON_LABELS } from '../audit-fields';
import type { DomainManifest } from '../manifest';
import { COURT_SORT, COURT_UNIT_SORT, courtAccess, courtScreens } from '../screens/courts';

export { courtAccess, courtScreens };

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

/** The judiciary: courts (tribunais), their units (varas) and the CNJ lookups. */
export const courtsManifest = {
  feature: 'courts',
  server: 'judiciary',
  label: 'Judiciário',
  api: courtApi,
  access: courtAccess,
  screens: courtScreens,
  sort: { tribunais: COURT_SORT, varas: COURT_UNIT_SORT },
  audit: {
    tribunal: {
      nome: 'Tribunal',
      view: courtAccess.view,
      campos: {
        ...COMMON_LABELS,
        codigo: 'Código',
        segmento: 'Segmento',
        codigo_tr: 'Código do tribunal',
        sigla: 'Sigla',
        uf: 'UF',
      },
    },
    vara: {
      nome: 'Vara',
      view: courtAccess.view,
      campos: { ...COMMON_LABELS, tribunal_id: 'Tribunal', codigo: 'Código', comarca: 'Comarca' },
    },
  },
} as const satisfies DomainManifest;
