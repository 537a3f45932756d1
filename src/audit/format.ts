import type { AuditChange, AuditEntry } from '../contract/audit';
import { AUDIT_ACTIONS } from '../contract/audit';
import { formatAuditValue } from '../contract/audit-values';
import { formatDateTime } from '../lib/dates';

export { EMPTY_VALUE, formatAuditValue } from '../contract/audit-values';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An uploaded image ({id, url}): its address says nothing to a reader, only that it changed. */
function isImage(value: unknown): boolean {
  return isRecord(value) && typeof value.url === 'string' && typeof value.nome !== 'string';
}

/** 'Nome de X para Y'; 'Logo: imagem substituída' for an image. */
export function formatAuditChange(change: AuditChange): string {
  if (isImage(change.antes) || isImage(change.depois)) {
    const empty = (value: unknown) => value === null || value === undefined;
    if (empty(change.antes)) return `${change.rotulo}: imagem incluída`;
    if (empty(change.depois)) return `${change.rotulo}: imagem removida`;
    return `${change.rotulo}: imagem substituída`;
  }
  const before = formatAuditValue(change.campo, change.antes);
  const after = formatAuditValue(change.campo, change.depois);
  return `${change.rotulo} de ${before} para ${after}`;
}

/** What the entry did: 'criou o registro', 'alterou Nome de X para Y; Ativo de Ativo para Inativo'. */
export function formatAuditAction(entry: AuditEntry): string {
  if (entry.acao === 'criar') return `${AUDIT_ACTIONS.criar} o registro`;
  const verb = AUDIT_ACTIONS[entry.acao] ?? entry.acao;
  if (entry.alteracoes.length === 0) return `${verb} o registro`;
  return `${verb} ${entry.alteracoes.map(formatAuditChange).join('; ')}`;
}

/** The whole line: '23/11/2026 14:05 · MARIA SILVA · alterou Nome de X para Y'. */
export function formatAuditLine(entry: AuditEntry): string {
  return `${formatDateTime(entry.criado_em)} · ${entry.usuario.nome} · ${formatAuditAction(entry)}`;
}
