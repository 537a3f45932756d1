import { createFileRoute } from '@tanstack/react-router';
import { ConsultHistory } from '../../features/credit-limits/components/consult-history';
import type { ConsultHistorySearch } from '../../features/credit-limits/search';
import { consultHistorySearch } from '../../features/credit-limits/search';
import { useListSearchChange } from '../../ui/data-table/use-list-search';

export const Route = createFileRoute('/_app/grupo-economico/$groupId/limite-de-credito/$consultId/historico')(
  {
    staticData: { page: 'historicoConsultaLimite' },
    validateSearch: consultHistorySearch,
    component: ConsultHistoryRoute,
  },
);

function ConsultHistoryRoute() {
  const { groupId, consultId } = Route.useParams();
  const search = Route.useSearch();
  const onSearchChange = useListSearchChange<Partial<ConsultHistorySearch>>();
  return (
    <ConsultHistory groupId={groupId} consultId={consultId} search={search} onSearchChange={onSearchChange} />
  );
}
