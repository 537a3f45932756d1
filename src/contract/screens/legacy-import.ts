/**
 * Who may reach the domain's operations and its screens: apart from its API paths
 * (src/contract/manifests/legacy-import.ts), because the shell, in the /login bundle, reads only these.
 */
export const legacyImportAccess = {
  /** The list, the imports, their errors, the templates and the suggest lists. */
  run: { module: 'importacao_legado' },
  /** Sending a file, confirming and cancelling an import. */
  import: { module: 'importacao_legado', action: 'importar_legado' },
} as const;

export const legacyImportScreens = {
  importacaoLegado: {
    ...legacyImportAccess.run,
    path: '/importacao-legado',
    title: 'Importação do Legado',
    ready: true,
  },
} as const;

/** The sort columns of GET /v1/importacoeslegado. */
export const LEGACY_IMPORT_SORT = ['criado_em', 'tipo', 'nome'] as const;
