import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CsvColumn } from './csv';
import { buildCsv, csvFileName } from './csv';
import { DataTableExport } from './data-table-export';

interface Office {
  nome: string;
  cidade: string | null;
  ativo: boolean;
}

const columns: readonly CsvColumn<Office>[] = [
  { header: 'Nome', value: (o) => o.nome },
  { header: 'Cidade', value: (o) => o.cidade },
  { header: 'Ativo', value: (o) => o.ativo },
];

const rows: Office[] = [
  { nome: 'MATRIZ; CENTRO', cidade: 'SÃO PAULO', ativo: true },
  { nome: 'FILIAL "NORTE"', cidade: null, ativo: false },
];

afterEach(cleanup);

describe('buildCsv', () => {
  it('starts with the BOM, separates with ; and quotes what needs it', () => {
    const text = buildCsv(rows, columns);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Nome;Cidade;Ativo',
      '"MATRIZ; CENTRO";SÃO PAULO;Sim',
      '"FILIAL ""NORTE""";;Não',
    ]);
  });

  it('writes the header alone when nothing matches', () => {
    expect(buildCsv([], columns).trimEnd()).toBe('\uFEFFNome;Cidade;Ativo');
  });

  it('names the file with the local date', () => {
    expect(csvFileName('tribunais', new Date(2026, 10, 21, 23, 59))).toBe('tribunais-2026-11-21.csv');
  });
});

describe('DataTableExport', () => {
  it('fetches every row, downloads the file and is disabled meanwhile', async () => {
    let resolve: (value: Office[]) => void = () => undefined;
    const fetchAll = vi.fn(() => new Promise<Office[]>((r) => (resolve = r)));
    const createObjectURL = vi.fn((blob: Blob) => {
      expect(blob.type).toContain('text/csv');
      return 'blob:csv';
    });
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    render(<DataTableExport label="Escritórios" csv={{ fileName: 'escritorios', fetchAll, columns }} />);
    const button = screen.getByRole('button', { name: /exportar csv/i });
    fireEvent.click(button);
    expect(fetchAll).toHaveBeenCalledOnce();
    expect(await screen.findByText('Exportando…')).toBeTruthy();
    expect(screen.getByRole('button', { name: /exportar csv/i }).hasAttribute('disabled')).toBe(true);

    resolve(rows);
    await waitFor(() => {
      expect(click).toHaveBeenCalledOnce();
    });
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: /exportar csv/i }).hasAttribute('disabled')).toBe(false);
    click.mockRestore();
  });

  it('says in Portuguese when the rows could not be fetched', async () => {
    const fetchAll = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    render(<DataTableExport label="Escritórios" csv={{ fileName: 'escritorios', fetchAll, columns }} />);
    fireEvent.click(screen.getByRole('button', { name: /exportar csv/i }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Não foi possível exportar o CSV. Verifique a conexão e tente novamente.',
    );
  });
});
