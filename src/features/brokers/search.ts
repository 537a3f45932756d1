import * as v from 'valibot';
import { BROKER_SORT } from '../../contract/brokers';
import { listSearchEntries } from '../../ui/data-table/list-search';

/** URL state of /corretoras: the common list params plus the 'Situação' filter (the API's `ativo`). */
export const brokerListSearch = v.object({
  ...listSearchEntries(BROKER_SORT),
  ativo: v.fallback(v.optional(v.boolean()), undefined),
});
export type BrokerListSearch = v.InferOutput<typeof brokerListSearch>;
