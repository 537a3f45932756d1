import type { CreditAnswer } from '../../../contract/credit-limits';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { formatRate } from '../summary';

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

const TH = 'p-2';

/** The header cells of an answer's common columns (the consult's answers and the group's history). */
export function AnswerHeaderCells() {
  return (
    <>
      <th scope="col" className={TH}>
        Seguradora
      </th>
      <th scope="col" className={TH}>
        Situação
      </th>
      <th scope="col" className={`${TH} text-right`}>
        Limite aprovado
      </th>
      <th scope="col" className={TH}>
        Taxa mínima
      </th>
      <th scope="col" className={TH}>
        Vigência
      </th>
      <th scope="col" className={`${TH} hidden @3xl:table-cell`}>
        Estrutura CCG
      </th>
    </>
  );
}

/** The cells of an answer's common columns, in the order of AnswerHeaderCells. */
export function AnswerCells({ answer }: { answer: CreditAnswer }) {
  return (
    <>
      <td className="p-2 font-medium">{answer.seguradora.nome}</td>
      <td className="p-2">
        <AnswerStatus status={answer.status} />
      </td>
      <td className="p-2 text-right whitespace-nowrap tabular-nums">{moneyOrDash(answer.limite_aprovado)}</td>
      <td className="p-2 tabular-nums">{formatRate(answer.taxa_minima)}</td>
      <td className="p-2 tabular-nums">{validityText(answer)}</td>
      <td className="hidden p-2 @3xl:table-cell">{answer.estrutura_ccg?.nome ?? '—'}</td>
    </>
  );
}
