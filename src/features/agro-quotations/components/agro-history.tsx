import { HistoryList } from '../../../audit/history-panel';
import { AgroFrame } from './agro-header';

/** historico-cotacao-agro: the quotation's history, newest first, as every record's history reads. */
export function AgroHistoryPage({ id }: { id: string }) {
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
          <HistoryList entity="cotacao_agro" id={id} />
        </section>
      )}
    </AgroFrame>
  );
}
