import { Check, X } from 'lucide-react';
import type { Step } from '../../../contract/guarantee-quotations';
import { displayedSteps } from '../../../contract/guarantee-quotations';

const LABEL = {
  nao_realizado: 'não realizada',
  em_realizacao: 'em andamento',
  realizado: 'realizada',
  cancelado: 'cancelada',
} as const;

const DOT = {
  nao_realizado: 'border-slate-300 bg-white text-slate-500',
  em_realizacao: 'border-brand-600 bg-brand-600 text-white',
  realizado: 'border-emerald-600 bg-emerald-600 text-white',
  cancelado: 'border-red-600 bg-red-600 text-white',
} as const;

/** The quotation's timeline (SPEC.md §4): one step per stage, as the header rules display them. */
export function StepBar({ steps }: { steps: readonly Step[] }) {
  return (
    <ol aria-label="Etapas da cotação" className="grid grid-cols-3 gap-2 sm:grid-cols-6">
      {displayedSteps(steps).map((s) => (
        <li
          key={s.id}
          aria-current={s.estado === 'em_realizacao' ? 'step' : undefined}
          className="flex flex-col items-center gap-1 text-center"
        >
          <span
            className={`flex size-9 items-center justify-center rounded-full border-2 text-sm font-semibold ${DOT[s.estado]}`}
            aria-hidden="true"
          >
            {s.estado === 'realizado' ? (
              <Check className="size-4" />
            ) : s.estado === 'cancelado' ? (
              <X className="size-4" />
            ) : (
              s.numero
            )}
          </span>
          <span className="text-xs font-medium text-slate-800">{s.nome}</span>
          <span className="sr-only">
            Etapa {s.numero}: {LABEL[s.estado]}
          </span>
          <span aria-hidden="true" className="text-[11px] text-slate-500">
            {LABEL[s.estado]}
          </span>
        </li>
      ))}
    </ol>
  );
}
