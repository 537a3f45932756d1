import * as v from 'valibot';
import { pagedOf, pagedQuery, suggestItem, uuid } from './common';
import type { Paged, SuggestItem } from './common';
import { LEGACY_IMPORT_SORT } from './screens/legacy-import';

/** The states of a legacy import (GET status/suggest), in the order an import goes through them. */
export const LEGACY_IMPORT_STATUSES = [
  { id: 'em_validacao', nome: 'Em validação' },
  { id: 'aguardando_confirmacao', nome: 'Aguardando confirmação' },
  { id: 'importando', nome: 'Importando' },
  { id: 'concluida', nome: 'Concluída' },
  { id: 'concluida_com_erros', nome: 'Concluída com erros' },
  { id: 'cancelada', nome: 'Cancelada' },
  { id: 'falhou', nome: 'Falhou' },
] as const;
export type LegacyImportStatusId = (typeof LEGACY_IMPORT_STATUSES)[number]['id'];
export const LEGACY_IMPORT_STATUS_IDS = LEGACY_IMPORT_STATUSES.map((s) => s.id) as [
  LegacyImportStatusId,
  ...LegacyImportStatusId[],
];

/** The kinds of file the import takes (GET tipo/suggest); each is one module on the server. */
export const LEGACY_IMPORT_TYPE_IDS = ['grupos', 'limites', 'apolices', 'faturas'] as const;
export type LegacyImportTypeId = (typeof LEGACY_IMPORT_TYPE_IDS)[number];

/** Limits of an uploaded file. */
export const LEGACY_IMPORT_MAX_BYTES = 50 * 1024 * 1024;
export const LEGACY_IMPORT_MAX_ROWS = 200_000;
export const LEGACY_IMPORT_MAX_COLUMNS = 200;
/** Rows kept as the preview and rows written per transaction. */
export const LEGACY_IMPORT_PREVIEW_ROWS = 20;
export const LEGACY_IMPORT_BATCH = 500;

export { LEGACY_IMPORT_SORT };

export interface LegacyImportColumn {
  /** The header as it must appear in the file (pt-BR). */
  nome: string;
  obrigatoria: boolean;
  /** What goes in the column, e.g. 'CNPJ, com ou sem máscara' or 'data dd/mm/aaaa'. */
  formato: string;
  exemplo: string;
}

/** One entry of GET tipo/suggest. */
export interface LegacyImportType extends SuggestItem {
  colunas: LegacyImportColumn[];
  /** The headers that must be filled on every row. */
  obrigatorias: string[];
}

export interface LegacyImportCounts {
  lidas: number;
  importadas: number;
  /** Rows whose record was already exactly as in the file (nothing written). */
  ignoradas: number;
  erros: number;
}

export interface LegacyImportError {
  linha: number;
  /** The header of the column at fault, or null for the whole row. */
  coluna: string | null;
  motivo: string;
}

export interface LegacyImport {
  id: string;
  tipo: SuggestItem;
  /** The uploaded file's name. */
  nome: string;
  formato: 'csv' | 'xlsx';
  status: SuggestItem;
  criado_por: SuggestItem;
  contagens: LegacyImportCounts;
  /** 0–100 of the running job (validation or import). */
  progresso: number;
  /** Why the import failed ('falhou'), in Portuguese. */
  erro: string | null;
  criado_em: string;
  atualizado_em: string;
  concluido_em: string | null;
}

export interface LegacyImportDetail extends LegacyImport {
  /** The file's header row. */
  colunas: string[];
  /** Its first rows (at most 20), as read, cells as text. */
  previa: { linha: number; valores: string[] }[];
  /** The first 20 errors (all of them: GET {id}/erros). */
  erros: LegacyImportError[];
  /** The background job now in charge (GET /v1/tarefas/{id}), if any. */
  tarefa_id: string | null;
}

export type LegacyImportPage = Paged<LegacyImport>;

const ref = v.object({ id: v.string(), nome: v.string() });

export const legacyImportRecord = /*#__PURE__*/ v.object({
  id: v.string(),
  tipo: ref,
  nome: v.string(),
  formato: v.picklist(['csv', 'xlsx']),
  status: ref,
  criado_por: ref,
  contagens: v.object({
    lidas: v.number(),
    importadas: v.number(),
    ignoradas: v.number(),
    erros: v.number(),
  }),
  progresso: v.number(),
  erro: v.nullable(v.string()),
  criado_em: v.string(),
  atualizado_em: v.string(),
  concluido_em: v.nullable(v.string()),
}) satisfies v.GenericSchema<LegacyImport>;

const errorRecord = v.object({
  linha: v.number(),
  coluna: v.nullable(v.string()),
  motivo: v.string(),
}) satisfies v.GenericSchema<LegacyImportError>;

export const legacyImportDetail = /*#__PURE__*/ v.object({
  ...legacyImportRecord.entries,
  colunas: v.array(v.string()),
  previa: v.array(v.object({ linha: v.number(), valores: v.array(v.string()) })),
  erros: v.array(errorRecord),
  tarefa_id: v.nullable(v.string()),
}) satisfies v.GenericSchema<LegacyImportDetail>;

export const legacyImportPage = /*#__PURE__*/ pagedOf(legacyImportRecord);
export const legacyImportErrorPage = /*#__PURE__*/ pagedOf(errorRecord);

export const legacyImportTypes = /*#__PURE__*/ v.array(
  v.object({
    ...suggestItem.entries,
    colunas: v.array(
      v.object({ nome: v.string(), obrigatoria: v.boolean(), formato: v.string(), exemplo: v.string() }),
    ),
    obrigatorias: v.array(v.string()),
  }),
) satisfies v.GenericSchema<LegacyImportType[]>;

export const legacyImportListQuery = v.object({
  ...pagedQuery(LEGACY_IMPORT_SORT).entries,
  status: v.optional(v.picklist(LEGACY_IMPORT_STATUS_IDS, 'Situação inválida.')),
  tipo: v.optional(v.picklist(LEGACY_IMPORT_TYPE_IDS, 'Tipo de importação inválido.')),
});

export const legacyImportErrorQuery = v.object({
  page: pagedQuery(LEGACY_IMPORT_SORT).entries.page,
  page_size: pagedQuery(LEGACY_IMPORT_SORT).entries.page_size,
});

export const legacyImportParams = v.object({ id: uuid() });
export const legacyImportTemplateParams = v.object({
  arquivo: v.pipe(
    v.string(),
    v.regex(
      new RegExp(`^(${LEGACY_IMPORT_TYPE_IDS.join('|')})\\.(csv|xlsx)$`),
      'Modelo inexistente: use <tipo>.csv ou <tipo>.xlsx.',
    ),
  ),
});
