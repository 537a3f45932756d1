import { COMMON_LABELS } from '../audit-fields';
import type { DomainManifest } from '../manifest';
import { MODALITY_SORT, SUB_MODALITY_SORT, modalityAccess, modalityScreens } from '../screens/modalities';

export { modalityAccess, modalityScreens };

export const modalityApi = {
  list: '/v1/garantia/modalidades',
  item: '/v1/garantia/modalidades/:id',
  suggestForUser: '/v1/garantia/modalidades/suggestcurrentuser',
  forGroup: '/v1/garantia/modalidades/grupoeconomico/:id',
  subModalities: '/v1/garantia/modalidades/:id/submodalidades',
  subModality: '/v1/garantia/modalidades/:id/submodalidades/:sub',
  /** Quote permissions of an area (garantia, agronegocio). */
  permissions: '/v1/:area/permissoes',
  permissionModalities: '/v1/:area/permissoes/modalities',
  permissionSubModalities: '/v1/:area/permissoes/submodalities',
} as const;

/**
 * The query of a call that reads every modality at once (SPEC.md §7: `page_size=-1`, `direction=desc`);
 * whoever shows them orders them by name.
 */
export const ALL_MODALITIES_QUERY = { page_size: -1, direction: 'desc' } as const;

/** Guarantee modalities, their sub-modalities, and the users' quote permissions over them. */
export const modalitiesManifest = {
  feature: 'modalities',
  server: 'modalities',
  label: 'Modalidades',
  api: modalityApi,
  access: modalityAccess,
  screens: modalityScreens,
  sort: { modalidades: MODALITY_SORT, submodalidades: SUB_MODALITY_SORT },
  audit: {
    modalidade: {
      nome: 'Modalidade',
      view: modalityAccess.view,
      campos: {
        ...COMMON_LABELS,
        area_id: 'Área',
        icone: 'Ícone',
        ordem: 'Ordem',
        total_submodalidades: 'Sub-modalidades',
      },
    },
    submodalidade: {
      nome: 'Sub-modalidade',
      view: modalityAccess.view,
      campos: {
        ...COMMON_LABELS,
        modalidade_id: 'Modalidade',
        exige_processo: 'Exige número do processo',
        exige_recurso: 'Exige valor do recurso',
      },
    },
  },
} as const satisfies DomainManifest;
