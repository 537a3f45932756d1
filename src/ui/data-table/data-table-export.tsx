import { useState } from 'react';
import type { RowData } from '@tanstack/react-table';
import { Download } from 'lucide-react';
import { Button } from '../button';
import type { CsvExport } from './csv';
import { buildCsv, csvErrorMessage, csvFileName, downloadCsv } from './csv';

export interface DataTableExportProps<TData extends RowData> {
  csv: CsvExport<TData>;
  /** Accessible name of the list, e.g. 'Tribunais'. */
  label: string;
}

/**
 * 'Exportar CSV': asks the server for every row matching the list's filters (not just the page shown)
 * and downloads them. The button stays disabled while the rows come, so one click is one file.
 */
export function DataTableExport<TData extends RowData>({ csv, label }: DataTableExportProps<TData>) {
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async () => {
    setExporting(true);
    setError(null);
    try {
      const rows = await csv.fetchAll();
      downloadCsv(csvFileName(csv.fileName), buildCsv(rows, csv.columns));
    } catch (err) {
      setError(csvErrorMessage(err));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        variant="secondary"
        onClick={() => void run()}
        loading={exporting}
        disabled={exporting}
        aria-label={`Exportar CSV: ${label.toLowerCase()}`}
        icon={<Download aria-hidden="true" className="size-4" />}
      >
        {exporting ? 'Exportando…' : 'Exportar CSV'}
      </Button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
