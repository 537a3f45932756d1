import type { LegacyImport, LegacyImportStatusId } from '../../contract/legacy-import';
import { LEGACY_IMPORT_STATUSES } from '../../contract/legacy-import';

const NAMES: Record<string, string> = Object.fromEntries(LEGACY_IMPORT_STATUSES.map((s) => [s.id, s.nome]));

/** The pt-BR name of a status id (the server's own name wins when it sends one). */
export function statusLabel(id: string): string {
  return NAMES[id] ?? id;
}

/** Badge colours; the text always says the status too (never colour alone). */
export const STATUS_TONE: Record<LegacyImportStatusId, string> = {
  em_validacao: 'bg-sky-50 text-sky-900',
  aguardando_confirmacao: 'bg-amber-50 text-amber-900',
  importando: 'bg-sky-50 text-sky-900',
  concluida: 'bg-emerald-50 text-emerald-800',
  concluida_com_erros: 'bg-orange-50 text-orange-900',
  cancelada: 'bg-slate-200 text-slate-700',
  falhou: 'bg-red-50 text-red-800',
};

export function toneOf(id: string): string {
  return STATUS_TONE[id as LegacyImportStatusId] ?? 'bg-slate-100 text-slate-800';
}

/** A job works on the import: the screen shows a progress bar and polls until it stops. */
export function isRunning(id: string): boolean {
  return id === 'em_validacao' || id === 'importando';
}

/** No job will touch the import again. */
export function isFinal(id: string): boolean {
  return id === 'concluida' || id === 'concluida_com_erros' || id === 'cancelada' || id === 'falhou';
}

export type ImportAction = 'confirmar' | 'cancelar' | 'cancelar_importacao';

/**
 * What the user may do at a status: confirm or drop a validated file, stop a running import (what its
 * batches committed stays). A validation cannot be stopped from the screen: it writes nothing and
 * ends on its own. Read-only users (without the write action) get nothing.
 */
export function actionsFor(id: string, canWrite: boolean): ImportAction[] {
  if (!canWrite) return [];
  if (id === 'aguardando_confirmacao') return ['confirmar', 'cancelar'];
  if (id === 'importando') return ['cancelar_importacao'];
  return [];
}

/**
 * The percentage to show, 0–100, whole. The server's `progresso` while it reports one; while importing,
 * also the rows handled over the rows read (whichever is further, so the bar never goes back when one
 * of them lags); a final import is full, except a cancelled or failed one which stays where it stopped.
 */
export function progressOf(imp: Pick<LegacyImport, 'status' | 'progresso' | 'contagens'>): number {
  const { lidas, importadas, ignoradas, erros } = imp.contagens;
  let value = Number.isFinite(imp.progresso) ? imp.progresso : 0;
  if (imp.status.id === 'importando' && lidas > 0)
    value = Math.max(value, ((importadas + ignoradas + erros) / lidas) * 100);
  if (imp.status.id === 'concluida' || imp.status.id === 'concluida_com_erros') value = 100;
  if (imp.status.id === 'aguardando_confirmacao') value = 100;
  return Math.min(100, Math.max(0, Math.floor(value)));
}

const whole = new Intl.NumberFormat('pt-BR');

/** '1.234' */
export function formatCount(n: number): string {
  return whole.format(n);
}

/** '12,5 MB', '830 KB', '512 bytes' (pt-BR decimals). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${whole.format(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${whole.format(Math.round(kb))} KB`;
  return `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(kb / 1024)} MB`;
}

/** The sentence under the progress bar. */
export function progressMessage(imp: Pick<LegacyImport, 'status' | 'progresso' | 'contagens'>): string {
  const pct = progressOf(imp);
  if (imp.status.id === 'em_validacao') return `Validando o arquivo (${pct}%). Nada é gravado nesta etapa.`;
  if (imp.status.id === 'importando') {
    const { lidas, importadas, ignoradas, erros } = imp.contagens;
    return `Importando: ${formatCount(importadas + ignoradas + erros)} de ${formatCount(lidas)} linhas (${pct}%).`;
  }
  return `${pct}%`;
}

/** Accepted files, for the input's `accept` and the check before sending. */
export const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Why a picked file will not be sent, or null: the server checks again, this only saves a useless upload. */
export function fileProblem(file: { name: string; size: number }, maxBytes: number): string | null {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return 'Escolha um arquivo CSV ou XLSX.';
  if (file.size === 0) return 'O arquivo está vazio.';
  if (file.size > maxBytes) return 'O arquivo excede o limite de 50 MB.';
  return null;
}
