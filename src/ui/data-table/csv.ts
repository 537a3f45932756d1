import Papa from 'papaparse';

export type CsvValue = string | number | boolean | null | undefined;

/** One column of an export: its header and how a row gives its cell (already formatted pt-BR). */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/** The CSV export of a list: all the rows matching its current filters, not just the page shown. */
export interface CsvExport<T> {
  /** File name without the date nor the extension, e.g. 'tribunais' -> tribunais-2026-11-21.csv. */
  fileName: string;
  /** The list call with the current filters and sort and page_size=-1. */
  fetchAll: () => Promise<readonly T[]>;
  columns: readonly CsvColumn<T>[];
}

/** Excel pt-BR reads a file as UTF-8 only when it starts with the byte order mark. */
const BOM = '\uFEFF';

/** Numbers go out as numbers: papaparse never escapes them, and they cannot carry a formula. */
const cell = (value: CsvValue): string | number => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  return value;
};

/**
 * Text a spreadsheet would run as a formula (CSV injection): a cell starting with =, +, -, @, tab or
 * CR gets a leading apostrophe (papaparse's escapeFormulae), so a name typed as '=HYPERLINK(...)'
 * shows as text. A negative number written the pt-BR way ('-1.234,56', '-R$ 10,00') stays as it is:
 * it has no letters to call a function with, and an apostrophe would turn it into text in Excel.
 */
const FORMULA_START = /^(?:[=+@\t\r]|-(?!(?:R\$\s?)?(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?$))/;

/**
 * The CSV text: ';' between fields (the separator Excel expects where the decimal mark is ','),
 * CRLF between lines, quotes only where a field needs them, formulas escaped, and the BOM first.
 */
export function buildCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const text = Papa.unparse(
    {
      fields: columns.map((c) => c.header),
      data: rows.map((row) => columns.map((c) => cell(c.value(row)))),
    },
    { delimiter: ';', newline: '\r\n', quotes: false, header: true, escapeFormulae: FORMULA_START },
  );
  return BOM + text;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'tribunais' -> 'tribunais-2026-11-21.csv' (the local date of the export). */
export function csvFileName(base: string, now = new Date()): string {
  return `${base}-${String(now.getFullYear())}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}

/** Hands the text to the browser as a download. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; revoking later keeps slow browsers from losing the file.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}

/**
 * What the export shows when it fails: the API's own (Portuguese) message, or a plain one. The API
 * client's errors are known by their name, so this design-system part needs no import of src/api.
 */
export function csvErrorMessage(error: unknown): string {
  if (error instanceof Error && error.name === 'ApiError' && error.message)
    return `Não foi possível exportar: ${error.message}`;
  return 'Não foi possível exportar o CSV. Verifique a conexão e tente novamente.';
}
