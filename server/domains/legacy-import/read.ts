import fs from 'node:fs';
import { Transform } from 'node:stream';
import zlib from 'node:zlib';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { LEGACY_IMPORT_MAX_COLUMNS } from '../../../src/contract/legacy-import';
import { badRequest } from '../../errors';

/** The refusals of a file that cannot be read at all: nothing of it is kept. */
export const READ_MESSAGES = {
  empty: 'O arquivo está vazio.',
  otherType: 'Tipo de arquivo não suportado: envie uma planilha CSV ou XLSX.',
  zipBomb:
    'O arquivo XLSX é inválido ou descompacta para um tamanho suspeito (mais de 200 MB ou taxa de compressão acima de 100×).',
  badXlsx: 'Não foi possível ler a planilha XLSX: o arquivo está corrompido ou não é uma planilha.',
  formulas:
    'A planilha contém fórmulas. Copie e cole as células como valores (Colar especial › Valores) e envie de novo.',
  tooManyColumns: (line: number) =>
    `A linha ${line.toLocaleString('pt-BR')} tem mais de ${LEGACY_IMPORT_MAX_COLUMNS} colunas.`,
  noRows: 'O arquivo tem só o cabeçalho: nenhuma linha para importar.',
} as const;

export const refuseFile = (message: string) => badRequest([{ field: 'arquivo', message }], message);

export type FileFormat = 'csv' | 'xlsx';

/** A row as read: its line in the file (the header is line 1) and its cells as text. */
export interface ReadRow {
  linha: number;
  valores: string[];
}

const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;
/** Caps of an XLSX before a byte of it is inflated. */
const MAX_UNCOMPRESSED = 200 * 1024 * 1024;
const MAX_RATIO = 100;

/**
 * The format of a stored upload by its first bytes, never by its name: a ZIP is an XLSX candidate;
 * text without NUL bytes (and not a known binary signature) is a CSV; anything else is refused.
 */
export async function detectFormat(file: string): Promise<FileFormat> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const head = Buffer.alloc(8192);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    if (bytesRead === 0) throw refuseFile(READ_MESSAGES.empty);
    const bytes = head.subarray(0, bytesRead);
    if (bytes.length >= 4 && bytes.readUInt32LE(0) === ZIP_LOCAL) return 'xlsx';
    const text = bytes.toString('latin1');
    if (/^(%PDF|\x89PNG|\xff\xd8\xff|GIF8|RIFF|\x1f\x8b|Rar!|7z\xbc\xaf|\xd0\xcf\x11\xe0|MZ)/.test(text))
      throw refuseFile(READ_MESSAGES.otherType);
    if (bytes.includes(0)) throw refuseFile(READ_MESSAGES.otherType);
    return 'csv';
  } finally {
    await handle.close();
  }
}

interface ZipEntry {
  name: string;
  method: number;
  compressed: number;
  uncompressed: number;
  offset: number;
}

/**
 * Reads an XLSX's central directory (the end of the file) and refuses it, before inflating anything,
 * when the sizes it declares add up to more than 200 MB or compress more than 100× (a zip bomb renamed
 * .xlsx), or when it is not a plain ZIP (ZIP64, encrypted, another method).
 */
export async function checkZip(file: string): Promise<ZipEntry[]> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const { size } = await handle.stat();
    const tailSize = Math.min(size, 65_557);
    const tail = Buffer.alloc(tailSize);
    await handle.read(tail, 0, tailSize, size - tailSize);
    let end = -1;
    for (let i = tailSize - 22; i >= 0; i--)
      if (tail.readUInt32LE(i) === ZIP_END) {
        end = i;
        break;
      }
    if (end < 0) throw refuseFile(READ_MESSAGES.badXlsx);
    const count = tail.readUInt16LE(end + 10);
    const dirSize = tail.readUInt32LE(end + 12);
    const dirOffset = tail.readUInt32LE(end + 16);
    if (count === 0xffff || dirOffset === 0xffffffff || dirOffset + dirSize > size)
      throw refuseFile(READ_MESSAGES.badXlsx);
    const dir = Buffer.alloc(dirSize);
    await handle.read(dir, 0, dirSize, dirOffset);
    const entries: ZipEntry[] = [];
    let total = 0;
    let packed = 0;
    for (let at = 0, i = 0; i < count; i++) {
      if (at + 46 > dir.length || dir.readUInt32LE(at) !== ZIP_CENTRAL)
        throw refuseFile(READ_MESSAGES.badXlsx);
      const flags = dir.readUInt16LE(at + 8);
      const method = dir.readUInt16LE(at + 10);
      const compressed = dir.readUInt32LE(at + 20);
      const uncompressed = dir.readUInt32LE(at + 24);
      const nameLength = dir.readUInt16LE(at + 28);
      const extra = dir.readUInt16LE(at + 30);
      const comment = dir.readUInt16LE(at + 32);
      const offset = dir.readUInt32LE(at + 42);
      const name = dir.toString('utf8', at + 46, at + 46 + nameLength);
      if (flags & 1 || (method !== 0 && method !== 8) || uncompressed === 0xffffffff)
        throw refuseFile(READ_MESSAGES.badXlsx);
      total += uncompressed;
      packed += compressed;
      if (total > MAX_UNCOMPRESSED) throw refuseFile(READ_MESSAGES.zipBomb);
      entries.push({ name, method, compressed, uncompressed, offset });
      at += 46 + nameLength + extra + comment;
    }
    if (total > MAX_RATIO * Math.max(packed, 1) && total > 1024 * 1024)
      throw refuseFile(READ_MESSAGES.zipBomb);
    if (!entries.some((e) => /^xl\/worksheets\/[^/]+\.xml$/.test(e.name)))
      throw refuseFile(READ_MESSAGES.badXlsx);
    return entries;
  } finally {
    await handle.close();
  }
}

/**
 * Inflates each worksheet as a stream (memory flat) and refuses the file if any cell holds a formula
 * (`<f>`): a formula's cached value may be stale, and the import takes values only. The inflated size is
 * capped again here, whatever the directory declared.
 */
export async function refuseFormulas(file: string, entries: ZipEntry[]): Promise<void> {
  for (const entry of entries.filter((e) => /^xl\/worksheets\/[^/]+\.xml$/.test(e.name))) {
    const handle = await fs.promises.open(file, 'r');
    let start: number;
    try {
      const local = Buffer.alloc(30);
      await handle.read(local, 0, 30, entry.offset);
      if (local.readUInt32LE(0) !== ZIP_LOCAL) throw refuseFile(READ_MESSAGES.badXlsx);
      start = entry.offset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
    } finally {
      await handle.close();
    }
    if (entry.compressed === 0) continue;
    const raw = fs.createReadStream(file, { start, end: start + entry.compressed - 1 });
    const source = entry.method === 8 ? raw.pipe(zlib.createInflateRaw()) : raw;
    let tail = '';
    let seen = 0;
    try {
      for await (const chunk of source as AsyncIterable<Buffer>) {
        seen += chunk.length;
        if (seen > MAX_UNCOMPRESSED) throw refuseFile(READ_MESSAGES.zipBomb);
        const text = tail + chunk.toString('latin1');
        if (/<(?:\w+:)?f[\s>/]/.test(text)) throw refuseFile(READ_MESSAGES.formulas);
        tail = text.slice(-16);
      }
    } catch (err) {
      raw.destroy();
      if (err instanceof Error && 'statusCode' in err) throw err;
      throw refuseFile(READ_MESSAGES.badXlsx);
    }
  }
}

/** UTF-8 when the first megabyte decodes as UTF-8 (a sequence cut at its end allowed), else Windows-1252. */
async function csvEncoding(file: string): Promise<'utf-8' | 'windows-1252'> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const head = Buffer.alloc(1024 * 1024);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, bytesRead), { stream: true });
      return 'utf-8';
    } catch {
      return 'windows-1252';
    }
  } finally {
    await handle.close();
  }
}

/** Bytes to text in a stream; the BOM (if any) is dropped by the decoder. */
function decoder(encoding: string): Transform {
  const text = new TextDecoder(encoding);
  return new Transform({
    readableObjectMode: false,
    transform(chunk: Buffer, _enc, done) {
      done(null, text.decode(chunk, { stream: true }));
    },
    flush(done) {
      done(null, text.decode());
    },
  });
}

/** `;` or `,`: the one the header line has more of (pt-BR spreadsheets save with `;`). */
async function csvDelimiter(file: string, encoding: string): Promise<string> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const head = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const first = new TextDecoder(encoding).decode(head.subarray(0, bytesRead)).split(/\r?\n/)[0] ?? '';
    const count = (c: string) => first.split(c).length - 1;
    return count(';') >= count(',') ? ';' : ',';
  } finally {
    await handle.close();
  }
}

const cellText = (cell: unknown): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) {
    const d = cell;
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${String(d.getUTCFullYear())}`;
  }
  // Numbers as a pt-BR spreadsheet shows them without grouping: the same parser reads CSV and XLSX.
  if (typeof cell === 'number') return String(cell).replace('.', ',');
  if (typeof cell === 'boolean') return cell ? 'Sim' : 'Não';
  return typeof cell === 'string' ? cell.trim() : '';
};

const trimRow = (row: string[]): string[] => {
  let end = row.length;
  while (end > 0 && row[end - 1] === '') end--;
  return row.slice(0, end);
};

/**
 * The rows of a stored file, header first (line 1), each trimmed of empty trailing cells; fully blank
 * rows are skipped (their line numbers still count). CSV streams through papaparse (memory flat);
 * XLSX is read by read-excel-file after `checkZip` and `refuseFormulas` passed. A row wider than
 * LEGACY_IMPORT_MAX_COLUMNS is a refusal of the whole file.
 */
export async function* readRows(file: string, format: FileFormat): AsyncGenerator<ReadRow> {
  if (format === 'xlsx') {
    let sheet: unknown[][];
    try {
      sheet = await readSheet(file);
    } catch {
      throw refuseFile(READ_MESSAGES.badXlsx);
    }
    let linha = 0;
    for (const row of sheet) {
      linha++;
      const valores = trimRow(row.map(cellText));
      if (valores.length > LEGACY_IMPORT_MAX_COLUMNS) throw refuseFile(READ_MESSAGES.tooManyColumns(linha));
      if (valores.length) yield { linha, valores };
    }
    return;
  }
  const encoding = await csvEncoding(file);
  const delimiter = await csvDelimiter(file, encoding);
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, {
    delimiter,
    skipEmptyLines: false,
  });
  const source = fs.createReadStream(file).pipe(decoder(encoding));
  source.on('error', (err) => parser.destroy(err));
  source.pipe(parser);
  let linha = 0;
  try {
    for await (const row of parser as AsyncIterable<string[]>) {
      linha++;
      if (row.length > LEGACY_IMPORT_MAX_COLUMNS) throw refuseFile(READ_MESSAGES.tooManyColumns(linha));
      const valores = trimRow(row.map((c) => c.trim()));
      if (valores.length) yield { linha, valores };
    }
  } finally {
    source.destroy();
    parser.destroy();
  }
}
