import type { AuditChange, AuditEntry } from '../contract/audit';
import { AUDIT_ACTIONS } from '../contract/audit';
import { displayCnpj, displayCpf, displayPhone } from '../contract/documents';
import { formatDate, formatDateTime } from '../lib/dates';

/** What an empty value (null, '', an empty list) reads as in the history. */
export const EMPTY_VALUE = '—';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const numberFormat = new Intl.NumberFormat('pt-BR');

/** Digits the forms show with a mask, shown the same way in the history. */
const MASKED: Record<string, (digits: string) => string> = {
  cnpj: displayCnpj,
  cpf: displayCpf,
  telefone: displayPhone,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * One item of a list, or a single related record: its name when it has one ({id, nome} of a
 * modality, a segment...), else its plain values joined (an e-mail and its description).
 */
function itemText(value: unknown): string {
  if (isRecord(value)) {
    if (typeof value.nome === 'string') return value.nome;
    return Object.values(value)
      .filter((part) => part !== null && part !== '' && typeof part !== 'object')
      .map((part) => scalarText(part))
      .join(' – ');
  }
  return scalarText(value);
}

function scalarText(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'number') return numberFormat.format(value);
  if (typeof value === 'string') {
    if (ISO_DAY.test(value)) return formatDate(value);
    if (ISO_INSTANT.test(value)) return formatDateTime(value) || value;
    return value;
  }
  return JSON.stringify(value);
}

/**
 * A value before or after a change, as a person reads it: 'Ativo'/'Inativo' for the record's status,
 * 'Sim'/'Não' for other flags, names for related records, dates as dd/mm/aaaa, '—' when empty.
 */
export function formatAuditValue(campo: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean' && campo === 'ativo') return value ? 'Ativo' : 'Inativo';
  const mask = MASKED[campo];
  if (mask && typeof value === 'string') return mask(value);
  if (Array.isArray(value)) {
    // Bare ids (sub-modalities checked in a tree) mean nothing to a reader: how many were chosen does.
    if (value.length > 0 && value.every((item) => typeof item === 'string' && UUID.test(item)))
      return `${numberFormat.format(value.length)} ${value.length === 1 ? 'item' : 'itens'}`;
    const items = value.map(itemText).filter((text) => text !== '');
    return items.length > 0 ? items.join(', ') : EMPTY_VALUE;
  }
  const text = itemText(value);
  return text === '' ? EMPTY_VALUE : text;
}

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
