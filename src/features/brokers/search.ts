import { BROKER_SORT } from '../../contract/screens/brokers';
import { listSearchEntries } from '../../ui/data-table/list-search';
import type { SearchOutput } from '../../ui/data-table/search-schema';
import { param, searchSchema } from '../../ui/data-table/search-schema';

/** URL state of /corretoras: the common list params plus the 'Situação' filter (the API's `ativo`). */
export const brokerListSearch = searchSchema({
  ...listSearchEntries(BROKER_SORT),
  ativo: param.boolean(),
});
export type BrokerListSearch = SearchOutput<typeof brokerListSearch>;
