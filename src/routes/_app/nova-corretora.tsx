import { createFileRoute } from '@tanstack/react-router';
import { BrokerCreate } from '../../features/brokers/components/broker-create';
import { pages } from '../../shell/pages';
import { outboxItemSearch } from '../../forms/outbox-item-search';

export const Route = createFileRoute('/_app/nova-corretora')({
  staticData: { page: pages.novaCorretora },
  validateSearch: outboxItemSearch,
  component: NewBrokerRoute,
});

function NewBrokerRoute() {
  const { item } = Route.useSearch();
  return <BrokerCreate key={item} itemId={item} />;
}
