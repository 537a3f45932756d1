import { INVOICE_SORT, INVOICE_STATUS_IDS } from '../../contract/invoices';
import { listSearchEntries } from '../../ui/data-table/list-search';
import type { SearchOutput } from '../../ui/data-table/search-schema';
import { param, searchSchema } from '../../ui/data-table/search-schema';

/** URL state of /faturas: the common list params plus the API's filters. */
export const invoiceListSearch = searchSchema({
  ...listSearchEntries(INVOICE_SORT),
  situacao: param.oneOf(INVOICE_STATUS_IDS),
  vencimento_de: param.date(),
  vencimento_ate: param.date(),
  seguradora_id: param.uuid(),
  tomador_id: param.uuid(),
  grupo_economico_id: param.uuid(),
  apolice_id: param.uuid(),
});
export type InvoiceListSearch = SearchOutput<typeof invoiceListSearch>;
