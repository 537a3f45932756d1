import { AUDIT_ACTIONS } from '../../../src/contract/audit';
import type { AuditAction } from '../../../src/contract/audit';
import type { AgroLog } from '../../../src/contract/agro-quotations';
import { GUEST_NICKNAME } from '../../../src/contract/auth';
import * as repo from './repository';
import { visible } from './transition';
import type { AgroCaller, AgroContext } from './transition';

/**
 * The agro quotation's operations (docs/agro-quotations.md), one module per part: the quotation's own
 * data (record.ts), costs and approval (costs.ts), what the producer sends (files.ts), the card and the
 * print view (print.ts), the reads (reads.ts). Every action runs through the one transition runner
 * (transition.ts, server/lib/transition.ts).
 */
export type { AgroCaller, AgroContext } from './transition';
export type { AgroScope } from './repository';
export { ALL_AGRO } from './repository';
export { printTokens } from './print-token';
export { toQuotation } from './views';
export * from './costs';
export * from './files';
export * from './print';
export * from './reads';
export * from './record';

/* ---------------------------------------------------------------- history */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a history row adds to the action's phrase: the reason, the form approved, the numbers. */
function detail(acao: string, depois: Record<string, unknown>): string {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  switch (acao) {
    case 'cancelar':
      return text(depois.justificativa_cancelamento);
    case 'reprovar_arquivo':
      return text(depois.motivo_reprovacao);
    case 'registrar_proposta':
      return text(depois.numero_proposta);
    case 'emitir_apolice':
      return isRecord(depois.apolice) ? text(depois.apolice.numero) : '';
    case 'aprovar_forma_pagamento': {
      const a = depois.aprovacao;
      if (!isRecord(a) || !isRecord(a.seguradora) || !isRecord(a.forma_pagamento)) return '';
      return `${text(a.seguradora.nome)}, ${text(a.forma_pagamento.nome)}`;
    }
    default:
      return '';
  }
}

/** GET logCotacaoAgro/{id}: the audit rows of the quotation, newest first. */
export async function logs(ctx: AgroContext, caller: AgroCaller, id: string): Promise<AgroLog[]> {
  await visible(ctx.db, id, caller);
  const rows = await repo.auditRows(ctx.db, id);
  return rows.map((r) => {
    const usuario = r.usuarioId.startsWith('guest:') ? GUEST_NICKNAME : r.usuarioNome;
    const phrase = AUDIT_ACTIONS[r.acao as AuditAction] ?? r.acao;
    const extra = detail(r.acao, isRecord(r.depois) ? r.depois : {});
    return {
      id: r.id,
      acao: r.acao,
      descricao: `${usuario} ${phrase}${extra ? `: ${extra}` : ''}`,
      usuario,
      criado_em: r.criadoEm.toISOString(),
    };
  });
}
