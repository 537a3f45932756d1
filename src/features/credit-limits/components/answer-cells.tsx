import type { CreditAnswer } from '../../../contract/credit-limits';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';

const TONES: Record<CreditAnswer['status']['id'], string> = {
  aguardando: 'bg-slate-100 text-slate-800',
  em_analise: 'bg-sky-50 text-sky-800',
  aprovado: 'bg-emerald-50 text-emerald-800',
  recusado: 'bg-red-50 text-red-800',
  vencido: 'bg-amber-50 text-amber-900',
};

/** An answer's state in words, tinted (the colour is never the only sign). */
export function AnswerStatus({ status }: { status: CreditAnswer['status'] }) {
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${TONES[status.id]}`}>
      {status.nome}
    </span>
  );
}

export const moneyOrDash = (value: number | null) => (value === null ? '—' : formatMoney(value));

/** 'dd/mm/aaaa a dd/mm/aaaa', 'até dd/mm/aaaa' or '—'. */
export function validityText(answer: Pick<CreditAnswer, 'vigencia_inicio' | 'vigencia_fim'>): string {
  if (!answer.vigencia_fim) return '—';
  return answer.vigencia_inicio
    ? `${formatDate(answer.vigencia_inicio)} a ${formatDate(answer.vigencia_fim)}`
    : `até ${formatDate(answer.vigencia_fim)}`;
}
