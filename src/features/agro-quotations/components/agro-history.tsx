import { HistoryPanel } from '../../../audit/history-panel';
import { AgroFrame } from './agro-header';

/** historico-cotacao-agro: the quotation's history, newest first, as every record's history reads. */
export function AgroHistoryPage({ id }: { id: string }) {
  return (
    <AgroFrame id={id} current="historico">
      {() => <HistoryPanel entity="cotacao_agro" id={id} collapsible={false} />}
    </AgroFrame>
  );
}
