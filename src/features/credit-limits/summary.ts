import type { CreditHistoryItem } from '../../contract/credit-limits';

/**
 * The limit each insurer holds for the group (the group page's summary card): its newest answer that
 * approved a limit, still valid (aprovado) or not (vencido). Refusals and pending answers are not
 * limits; an insurer whose newest approval was later refused keeps showing that approval until it
 * expires, because an approved limit stands until its validity ends. `history` is newest first (the
 * order of GET .../historico); the result is sorted by insurer name.
 */
export function currentLimits(history: readonly CreditHistoryItem[]): CreditHistoryItem[] {
  const byInsurer = new Map<string, CreditHistoryItem>();
  for (const answer of history) {
    if (answer.status.id !== 'aprovado' && answer.status.id !== 'vencido') continue;
    if (!byInsurer.has(answer.seguradora.id)) byInsurer.set(answer.seguradora.id, answer);
  }
  return [...byInsurer.values()].sort((a, b) => a.seguradora.nome.localeCompare(b.seguradora.nome, 'pt-BR'));
}

/** A rate as Brazilians write it: '0,45%' (up to 4 decimals, no trailing zeros). */
export function formatRate(value: number | null): string {
  if (value === null) return '—';
  return `${value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 4 })}%`;
}
