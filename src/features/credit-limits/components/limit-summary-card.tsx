import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { creditLimitScreens } from '../../../contract/manifests/credit-limits';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { creditHistoryQuery } from '../../../lookups/credit-limits';
import { currentLimits, formatRate } from '../summary';

/**
 * 'Limites de crédito' on the group page: per insurer, the limit it approved for the group, its minimum
 * rate, the counter-guarantee structure and the validity; an expired one says 'Vencido' in words.
 */
export function LimitSummaryCard({ groupId }: { groupId: string }) {
  const headingId = useId();
  const history = useQuery(creditHistoryQuery(groupId));
  const limits = currentLimits(history.data ?? []);
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          Limites de crédito
        </h2>
        <Link
          to={creditLimitScreens.limiteDeCredito.path}
          params={{ groupId }}
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline"
        >
          Ver consultas
        </Link>
      </div>
      {history.isPending ? (
        <p className="text-sm text-slate-600">Carregando limites…</p>
      ) : history.isError && !history.data ? (
        <p className="text-sm text-slate-600">Não foi possível carregar os limites de crédito.</p>
      ) : limits.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhum limite aprovado.</p>
      ) : (
        <ul className="grid gap-3 @2xl:grid-cols-2">
          {limits.map((limit) => {
            const expired = limit.status.id === 'vencido';
            return (
              <li key={limit.seguradora.id} className="rounded-md border border-slate-200 p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium text-slate-900">{limit.seguradora.nome}</span>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-medium ${expired ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-800'}`}
                  >
                    {expired ? 'Vencido' : 'Vigente'}
                  </span>
                </div>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-slate-600">Limite aprovado</dt>
                  <dd className="tabular-nums">
                    {limit.limite_aprovado === null ? '—' : formatMoney(limit.limite_aprovado)}
                  </dd>
                  <dt className="text-slate-600">Taxa mínima</dt>
                  <dd className="tabular-nums">{formatRate(limit.taxa_minima)}</dd>
                  <dt className="text-slate-600">Estrutura CCG</dt>
                  <dd>{limit.estrutura_ccg?.nome ?? '—'}</dd>
                  <dt className="text-slate-600">Vigência</dt>
                  <dd className="tabular-nums">
                    {limit.vigencia_inicio ? `${formatDate(limit.vigencia_inicio)} até ` : 'até '}
                    {formatDate(limit.vigencia_fim)}
                  </dd>
                </dl>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
