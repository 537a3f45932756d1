import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../lib/dates';
import { LoadState } from '../../../ui/form-dialog';
import { agroLogsQuery } from '../api';
import { AgroFrame } from './agro-header';

/** historico-cotacao-agro: the quotation's audit log, newest first ('dd/mm/aaaa hh:mm · NOME · descrição'). */
export function AgroHistoryPage({ id }: { id: string }) {
  const logs = useQuery(agroLogsQuery(id));
  return (
    <AgroFrame id={id} current="historico">
      {() => (
        <section
          className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
          aria-labelledby="historico-agro"
        >
          <h2 id="historico-agro" className="text-base font-semibold">
            Histórico
          </h2>
          {!logs.data ? (
            <LoadState error={logs.error ? 'Não foi possível ler o histórico.' : null} />
          ) : logs.data.length === 0 ? (
            <p className="text-sm text-slate-600">Nenhum registro no histórico.</p>
          ) : (
            <ol className="flex flex-col">
              {logs.data.map((l) => (
                <li key={l.id} className="border-t border-slate-100 py-2 text-sm text-slate-800">
                  <time dateTime={l.criado_em} className="tabular-nums">
                    {formatDateTime(l.criado_em)}
                  </time>
                  {' · '}
                  <span className="font-medium">{l.usuario}</span>
                  {' · '}
                  {l.descricao}
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </AgroFrame>
  );
}
