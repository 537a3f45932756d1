import type { AgroLog } from '../../../src/contract/agro-quotations';
import type { AuditEntry } from '../../../src/contract/audit';
import { AUDIT_ACTIONS } from '../../../src/contract/audit';
import type { QuotationLog } from '../../../src/contract/guarantee-quotations';

/**
 * The older wire shapes of a quotation's history (SPEC.md: `{id}/logs`, `{id}/historicoacoes`,
 * `logCotacaoAgro/{id}`), drawn from the entries `historyOf` reads: the same rows, the same order, the
 * same author's name and the same changes as GET /v1/auditoria, only shaped as those routes answer.
 */

/** 'MARIA SILVA inseriu a apólice': the author and the action's phrase. */
function phrase(entry: AuditEntry): string {
  return `${entry.usuario.nome} ${AUDIT_ACTIONS[entry.acao] ?? entry.acao}`;
}

/** GET {id}/logs (`detailed`: with the changed fields) and {id}/historicoacoes. */
export function asQuotationLog(entry: AuditEntry, detailed: boolean): QuotationLog {
  return {
    id: entry.id,
    acao: entry.acao,
    descricao: phrase(entry),
    usuario: entry.usuario,
    criado_em: entry.criado_em,
    alteracoes: detailed
      ? entry.alteracoes.map(({ campo, antes, depois }) => ({ campo, antes, depois }))
      : [],
  };
}

/** The value a change set `campo` to, when the entry changed it. */
function after(entry: AuditEntry, campo: string): unknown {
  return entry.alteracoes.find((change) => change.campo === campo)?.depois;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const nameOf = (value: unknown) =>
  typeof value === 'object' && value !== null && 'nome' in value ? text(value.nome) : '';

/** What an agro history line adds to the action's phrase: the reason, the form approved, the numbers. */
function agroDetail(entry: AuditEntry): string {
  switch (entry.acao) {
    case 'cancelar':
      return text(after(entry, 'justificativa_cancelamento'));
    case 'reprovar_arquivo':
      return text(after(entry, 'motivo_reprovacao'));
    case 'registrar_proposta':
      return text(after(entry, 'numero_proposta'));
    case 'emitir_apolice':
      return text(after(entry, 'apolice.numero'));
    case 'aprovar_forma_pagamento': {
      const insurer = nameOf(after(entry, 'aprovacao.seguradora'));
      const form = nameOf(after(entry, 'aprovacao.forma_pagamento'));
      return insurer && form ? `${insurer}, ${form}` : '';
    }
    default:
      return '';
  }
}

/** GET logCotacaoAgro/{id}: the author by name only, the phrase with its detail. */
export function asAgroLog(entry: AuditEntry): AgroLog {
  const extra = agroDetail(entry);
  return {
    id: entry.id,
    acao: entry.acao,
    descricao: `${phrase(entry)}${extra ? `: ${extra}` : ''}`,
    usuario: entry.usuario.nome,
    criado_em: entry.criado_em,
  };
}

/** How many rows those routes answer at most (they are not paged): the newest. */
export const RECORD_LOG_LIMIT = 500;
