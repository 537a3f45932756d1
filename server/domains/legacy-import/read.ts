import fs from 'node:fs';
import { Transform } from 'node:stream';
import zlib from 'node:zlib';
import Papa from 'papaparse';
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

const CHUNK_BYTES = 256 * 1024;

/** Where an entry's bytes start: after its local header (whose name and extra lengths may differ). */
async function entryStart(file: string, entry: ZipEntry): Promise<number> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const local = Buffer.alloc(30);
    await handle.read(local, 0, 30, entry.offset);
    if (local.readUInt32LE(0) !== ZIP_LOCAL) throw refuseFile(READ_MESSAGES.badXlsx);
    return entry.offset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
  } finally {
    await handle.close();
  }
}

/**
 * An entry's bytes, inflated as a stream (memory flat) and capped at MAX_UNCOMPRESSED whatever the
 * directory declared; a broken stream is the file's refusal.
 */
async function* entryChunks(file: string, entry: ZipEntry): AsyncGenerator<Buffer> {
  const start = await entryStart(file, entry);
  if (entry.compressed === 0) return;
  // Larger chunks than the 16-64 KB defaults: fewer, cheaper steps over a sheet of tens of megabytes.
  const raw = fs.createReadStream(file, {
    start,
    end: start + entry.compressed - 1,
    highWaterMark: CHUNK_BYTES,
  });
  const source = entry.method === 8 ? raw.pipe(zlib.createInflateRaw({ chunkSize: CHUNK_BYTES })) : raw;
  let seen = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      seen += chunk.length;
      if (seen > MAX_UNCOMPRESSED) throw refuseFile(READ_MESSAGES.zipBomb);
      yield chunk;
    }
  } catch (err) {
    if (err instanceof Error && 'statusCode' in err) throw err;
    throw refuseFile(READ_MESSAGES.badXlsx);
  } finally {
    raw.destroy();
    if (source !== raw) (source as zlib.InflateRaw).destroy();
  }
}

/** An entry's text, streamed and decoded as UTF-8 (a character cut between chunks kept whole). */
async function* entryText(file: string, entry: ZipEntry): AsyncGenerator<string> {
  const text = new TextDecoder('utf-8');
  for await (const chunk of entryChunks(file, entry)) yield text.decode(chunk, { stream: true });
  const last = text.decode();
  if (last) yield last;
}

/** A small entry (workbook, relationships, styles) whole, capped: these are kilobytes. */
async function smallEntry(file: string, entries: ZipEntry[], name: string): Promise<string | null> {
  const entry = entries.find((e) => e.name === name);
  if (!entry) return null;
  let out = '';
  for await (const text of entryText(file, entry)) {
    out += text;
    if (out.length > SMALL_ENTRY_MAX) throw refuseFile(READ_MESSAGES.badXlsx);
  }
  return out;
}

const SMALL_ENTRY_MAX = 16 * 1024 * 1024;
const isSheet = (name: string) => /^xl\/worksheets\/[^/]+\.xml$/.test(name);

/**
 * Inflates each worksheet as a stream (memory flat) and refuses the file if any cell holds a formula
 * (`<f>`): a formula's cached value may be stale, and the import takes values only.
 */
export async function refuseFormulas(file: string, entries: ZipEntry[]): Promise<void> {
  for (const entry of entries.filter((e) => isSheet(e.name))) {
    let tail = Buffer.alloc(0);
    for await (const chunk of entryChunks(file, entry)) {
      // Byte searches (memchr-fast), not a regex over text: the whole sheet is scanned on every upload.
      const bytes = tail.length ? Buffer.concat([tail, chunk]) : chunk;
      if (FORMULA_TAGS.some((tag) => bytes.includes(tag))) throw refuseFile(READ_MESSAGES.formulas);
      tail = Buffer.from(bytes.subarray(-8));
    }
  }
}

/** A formula element's start, plain or with a namespace prefix (`<x:f>`). */
const FORMULA_TAGS = ['<f>', '<f ', '<f/', ':f>', ':f ', ':f/'].map((t) => Buffer.from(t, 'latin1'));

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

/* ---------------------------------------------------------------- XLSX, streamed */

const XML_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML text to a string: entities, and OOXML's `_xHHHH_` escapes of control characters. */
function xmlText(raw: string): string {
  return raw
    .replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, name: string) => {
      if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return XML_ENTITIES[name] ?? whole;
    })
    .replace(/_x([0-9A-Fa-f]{4})_/g, (_w, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const ATTRIBUTES = new Map<string, RegExp>();
/** An attribute's raw value in a start tag (its pattern compiled once per name). */
const attr = (tag: string, name: string): string | undefined => {
  let pattern = ATTRIBUTES.get(name);
  if (!pattern) {
    pattern = new RegExp(`\\s${name}="([^"]*)"`);
    ATTRIBUTES.set(name, pattern);
  }
  return pattern.exec(tag)?.[1];
};

/** The text runs of a string item (`<t>`, rich-text runs too; phonetic `<rPh>` runs left out). */
const itemText = (xml: string): string => {
  const plain = xml.replace(/<(?:\w+:)?rPh\b[\s\S]*?<\/(?:\w+:)?rPh>/g, '');
  let out = '';
  for (const m of plain.matchAll(/<(?:\w+:)?t(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?t>/g))
    out += xmlText(m[1] ?? '');
  return out;
};

/**
 * Splits a streamed XML text into the elements closed by `close` (e.g. `</row>`), one at a time: only
 * the element in hand is in memory. A single element larger than `max` characters refuses the file.
 */
async function* elements(
  source: AsyncIterable<string>,
  close: string,
  max: number,
  tooLarge: () => Error,
): AsyncGenerator<string> {
  let buffer = '';
  for await (const text of source) {
    buffer += text;
    let from = 0;
    let at = buffer.indexOf(close);
    while (at >= 0) {
      yield buffer.slice(from, at + close.length);
      from = at + close.length;
      at = buffer.indexOf(close, from);
    }
    buffer = buffer.slice(from);
    if (buffer.length > max) throw tooLarge();
  }
  // What follows the last element: self-closed rows (`<row r="9"/>`) are blank anyway.
}

/** Built-in number formats that show a date (ECMA-376 §18.8.30). */
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 30, 36, 45, 46, 47, 50, 57]);

/** A custom format code that shows a date: d, m or y outside quotes, brackets and escapes. */
const isDateCode = (code: string) =>
  /[dmy]/i.test(
    code
      .replace(/"[^"]*"/g, '')
      .replace(/\[[^\]]*\]/g, '')
      .replace(/\\./g, ''),
  );

/** Which cell styles (`s`, the index in `cellXfs`) show dates. */
function dateStyles(styles: string | null): boolean[] {
  if (!styles) return [];
  const custom = new Map<number, string>();
  for (const m of styles.matchAll(/<(?:\w+:)?numFmt\b[^>]*>/g)) {
    const id = Number(attr(m[0], 'numFmtId'));
    custom.set(id, xmlText(attr(m[0], 'formatCode') ?? ''));
  }
  const xfs = /<(?:\w+:)?cellXfs\b[\s\S]*?<\/(?:\w+:)?cellXfs>/.exec(styles)?.[0] ?? '';
  return [...xfs.matchAll(/<(?:\w+:)?xf\b[^>]*>/g)].map((m) => {
    const id = Number(attr(m[0], 'numFmtId') ?? 0);
    const code = custom.get(id);
    return code !== undefined ? isDateCode(code) : DATE_FORMAT_IDS.has(id);
  });
}

/** The first sheet of the workbook (its order in workbook.xml), else the first worksheet entry. */
function firstSheet(entries: ZipEntry[], workbook: string | null, rels: string | null): ZipEntry {
  const sheets = entries.filter((e) => isSheet(e.name));
  const sheet = workbook ? /<(?:\w+:)?sheet\b[^>]*>/.exec(workbook)?.[0] : undefined;
  const rid = sheet ? /\sr:id="([^"]*)"/.exec(sheet)?.[1] : undefined;
  if (rid && rels) {
    for (const m of rels.matchAll(/<Relationship\b[^>]*>/g)) {
      if (attr(m[0], 'Id') !== rid) continue;
      const target = attr(m[0], 'Target') ?? '';
      const name = target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
      const found = sheets.find((e) => e.name === name);
      if (found) return found;
    }
  }
  const first = sheets.sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }))[0];
  if (!first) throw refuseFile(READ_MESSAGES.badXlsx);
  return first;
}

const columnIndex = (ref: string): number => {
  let n = 0;
  for (const ch of ref) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    n = n * 26 + (code - 64);
  }
  return n - 1;
};

/** Excel's serial day (1900 system: day 0 = 1899-12-30; 1904 system: 1904-01-01) as a UTC date. */
const serialDate = (serial: number, date1904: boolean) =>
  new Date(Math.round((serial + (date1904 ? 1462 : 0)) * 86_400_000) + Date.UTC(1899, 11, 30));

/**
 * A copy of a string that holds nothing else: a substring of a streamed chunk may be kept by V8 as a
 * slice of the whole chunk, and the shared strings live for the whole read.
 */
const own = (text: string) => (text.length > 12 ? Buffer.from(text, 'utf8').toString('utf8') : text);

/** A row element wider than this (in characters) is refused before its cells are counted. */
const ROW_XML_MAX = 4 * 1024 * 1024;

/**
 * The rows of the first sheet, streamed: the sheet's XML is inflated and cut row by row, so memory
 * holds one row (plus the shared strings, which the cells point into; the 200 MB cap bounds them).
 * Each cell is read as read-excel-file would give it: text, number, boolean, or a date when its style
 * shows one. Rows are numbered by their `r` (the spreadsheet's own line); blank rows are skipped.
 */
async function* xlsxRows(file: string): AsyncGenerator<ReadRow> {
  const entries = await checkZip(file);
  const workbook = await smallEntry(file, entries, 'xl/workbook.xml');
  const rels = await smallEntry(file, entries, 'xl/_rels/workbook.xml.rels');
  const dates = dateStyles(await smallEntry(file, entries, 'xl/styles.xml'));
  const date1904 = /<(?:\w+:)?workbookPr\b[^>]*\sdate1904="(?:1|true)"/.test(workbook ?? '');
  const shared: string[] = [];
  const strings = entries.find((e) => e.name === 'xl/sharedStrings.xml');
  if (strings)
    for await (const si of elements(entryText(file, strings), '</si>', ROW_XML_MAX, () =>
      refuseFile(READ_MESSAGES.badXlsx),
    ))
      shared.push(own(itemText(si.slice(si.lastIndexOf('<si')))));
  const sheet = firstSheet(entries, workbook, rels);
  let previous = 0;
  for await (const xml of elements(entryText(file, sheet), '</row>', ROW_XML_MAX, () =>
    refuseFile(READ_MESSAGES.tooManyColumns(previous + 1)),
  )) {
    const open = xml.lastIndexOf('<row');
    if (open < 0) continue;
    const body = xml.slice(open);
    const tag = body.slice(0, body.indexOf('>') + 1);
    const linha = Number(attr(tag, 'r') ?? previous + 1);
    previous = linha;
    const cells: unknown[] = [];
    let next = 0;
    for (const m of body.matchAll(/<(?:\w+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g)) {
      const attrs = m[1] ?? '';
      const inner = m[2] ?? '';
      const ref = attr(attrs, 'r');
      const col = ref ? columnIndex(ref) : next;
      next = col + 1;
      const type = attr(attrs, 't') ?? 'n';
      const v = /<(?:\w+:)?v(?:\s[^>]*)?>([\s\S]*?)<\/(?:\w+:)?v>/.exec(inner)?.[1];
      let value: unknown = null;
      if (type === 'inlineStr') value = itemText(inner);
      else if (v === undefined) value = null;
      else if (type === 's') value = shared[Number(v)] ?? '';
      else if (type === 'b') value = v === '1' || v === 'true';
      else if (type === 'str' || type === 'e') value = xmlText(v);
      else if (type === 'd') value = new Date(xmlText(v));
      else {
        const n = Number(v);
        const style = Number(attr(attrs, 's') ?? 0);
        value = Number.isNaN(n) ? xmlText(v) : dates[style] ? serialDate(n, date1904) : n;
      }
      if (value === null || value === '') continue;
      if (col >= LEGACY_IMPORT_MAX_COLUMNS) throw refuseFile(READ_MESSAGES.tooManyColumns(linha));
      cells[col] = value;
    }
    const valores = trimRow(Array.from(cells, cellText));
    if (valores.length) yield { linha, valores };
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

/**
 * The rows of a stored file, header first (line 1), each trimmed of empty trailing cells; fully blank
 * rows are skipped (their line numbers still count). CSV streams through papaparse, XLSX through
 * `xlsxRows` (after `checkZip` and `refuseFormulas` passed): memory flat either way. A row wider than
 * LEGACY_IMPORT_MAX_COLUMNS is a refusal of the whole file.
 */
export async function* readRows(file: string, format: FileFormat): AsyncGenerator<ReadRow> {
  if (format === 'xlsx') {
    yield* xlsxRows(file);
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
