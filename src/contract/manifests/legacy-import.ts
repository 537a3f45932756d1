import type { DomainManifest } from '../manifest';

export const legacyImportAccess = {
  run: { module: 'importacao_legado' },
} as const;

export const legacyImportScreens = {
  importacaoLegado: {
    ...legacyImportAccess.run,
    path: '/importacao-legado',
    title: 'Importação do Legado',
    ready: false,
  },
} as const;

export const legacyImportManifest = {
  api: {},
  access: legacyImportAccess,
  screens: legacyImportScreens,
} as const satisfies DomainManifest;
