import { createFileRoute } from '@tanstack/react-router';
import { BrokerList } from '../../features/brokers/components/broker-list';
import type { BrokerListSearch } from '../../features/brokers/search';
import { brokerListSearch } from '../../features/brokers/search';
import { listRouteSearch } from '../../ui/data-table/list-search';
import { useListSearchChange } from '../../ui/data-table/use-list-search';

export const Route = createFileRoute('/_app/corretoras')({
  staticData: { page: 'corretoras' },
  validateSearch: brokerListSearch,
  search: listRouteSearch(brokerListSearch),
  component: BrokersRoute,
});

function BrokersRoute() {
  const search = Route.useSearch();
  const onSearchChange = useListSearchChange<Partial<BrokerListSearch>>();
  return <BrokerList search={search} onSearchChange={onSearchChange} />;
}
