import type { DomainManifest } from '../manifest';
import { LEGACY_IMPORT_SORT, legacyImportAccess, legacyImportScreens } from '../screens/legacy-import';

export { legacyImportAccess, legacyImportScreens };

export const legacyImportApi = {
  list: '/v1/importacoeslegado',
  item: '/v1/importacoeslegado/:id',
  errors: '/v1/importacoeslegado/:id/erros',
  errorsCsv: '/v1/importacoeslegado/:id/erros.csv',
  errorsXlsx: '/v1/importacoeslegado/:id/erros.xlsx',
  confirm: '/v1/importacoeslegado/:id/confirmar',
  cancel: '/v1/importacoeslegado/:id/cancelar',
  statusSuggest: '/v1/importacoeslegado/status/suggest',
  typeSuggest: '/v1/importacoeslegado/tipo/suggest',
  template: '/v1/importacoeslegado/modelos/:arquivo',
} as const;

export const legacyImportManifest = {
  server: 'legacy-import',
  feature: 'legacy-import',
  label: 'Importação do Legado',
  api: legacyImportApi,
  access: legacyImportAccess,
  screens: legacyImportScreens,
  sort: { importacoes_legado: LEGACY_IMPORT_SORT },
} as const satisfies DomainManifest;
