import { useId } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { HistoryPanel } from '../../../audit/history-panel';
import { creditLimitScreens } from '../../../contract/manifests/credit-limits';
import { formatDate } from '../../../lib/dates';
import { creditHistoryQuery } from '../../../lookups/credit-limits';
import { buttonClasses } from '../../../ui/button';
import type { ListSearchChange } from '../../../ui/data-table/use-list-search';
import { Screen } from '../../../ui/screen';
import { consultQuery } from '../api';
import type { ConsultHistorySearch } from '../search';
import { AnswerCells, AnswerHeaderCells } from './answer-cells';
import { ScrollRegion } from '../../../ui/data-table/scroll-region';

export interface ConsultHistoryProps {
  groupId: string;
  consultId: string;
  search: ConsultHistorySearch;
  onSearchChange: ListSearchChange<Partial<ConsultHistorySearch>>;
}

/**
 * .../$consultId/historico: who changed the consult and when (its audit rows), and every answer the
 * group's insurers gave over time (of one insurer when chosen), this consult's marked.
 */
export function ConsultHistory({ groupId, consultId, search, onSearchChange }: ConsultHistoryProps) {
  const selectId = useId();
  const answersId = useId();
  const consult = useQuery(consultQuery(groupId, consultId));
  const history = useQuery(creditHistoryQuery(groupId, search.seguradora_id));
  const insurers = consult.data?.data.respostas.map((a) => a.seguradora) ?? [];
  return (
    <Screen
      title={creditLimitScreens.historicoConsultaLimite.title}
      actions={
        <Link
          to={creditLimitScreens.consultaLimite.path}
          params={{ groupId, consultId }}
          className={buttonClasses('secondary')}
        >
          Voltar para a consulta
        </Link>
      }
    >
      <HistoryPanel entity="limite_credito" id={consultId} defaultOpen />
      <section
        aria-labelledby={answersId}
        className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id={answersId} className="text-base font-semibold text-slate-900">
          Respostas das seguradoras
        </h2>
        <div className="flex min-w-0 flex-col gap-1 sm:w-72">
          <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
            Seguradora
          </label>
          <select
            id={selectId}
            value={search.seguradora_id ?? ''}
            onChange={(e) =>
              onSearchChange({ seguradora_id: e.currentTarget.value || undefined }, { replace: true })
            }
            className="min-h-11 w-full rounded-md border border-slate-300 bg-white px-2 text-base"
          >
            <option value="">Todas as seguradoras</option>
            {insurers.map((i) => (
              <option key={i.id} value={i.id}>
                {i.nome}
              </option>
            ))}
          </select>
        </div>
        {history.isPending ? (
          <p className="text-sm text-slate-600">Carregando respostas…</p>
        ) : !history.data || history.data.length === 0 ? (
          <p className="text-sm text-slate-600">Nenhuma resposta registrada.</p>
        ) : (
          <ScrollRegion label="Respostas das seguradoras ao longo do tempo">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Respostas das seguradoras ao longo do tempo</caption>
              <thead className="text-slate-600">
                <tr>
                  <th scope="col" className="p-2">
                    Consulta
                  </th>
                  <AnswerHeaderCells />
                  <th scope="col" className="p-2">
                    Respondida em
                  </th>
                </tr>
              </thead>
              <tbody>
                {history.data.map((a) => (
                  <tr key={a.id} className="border-t border-slate-200">
                    <td className="p-2 whitespace-nowrap">
                      {a.consulta_id === consultId ? (
                        <span className="font-medium">Esta consulta</span>
                      ) : (
                        <Link
                          to={creditLimitScreens.consultaLimite.path}
                          params={{ groupId, consultId: a.consulta_id }}
                          className="text-brand-700 underline"
                        >
                          {formatDate(a.consulta_criada_em)}
                        </Link>
                      )}
                    </td>
                    <AnswerCells answer={a} />
                    <td className="p-2 tabular-nums">
                      {a.respondido_em ? formatDate(a.respondido_em) : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>
    </Screen>
  );
}
