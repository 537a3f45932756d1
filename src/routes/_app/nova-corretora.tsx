import { createFileRoute } from '@tanstack/react-router';
import { BrokerCreate } from '../../features/brokers/components/broker-create';
import { outboxItemSearch } from '../../forms/outbox-item-search';

export const Route = createFileRoute('/_app/nova-corretora')({
  staticData: { page: 'novaCorretora' },
  validateSearch: outboxItemSearch,
  component: NewBrokerRoute,
});

function NewBrokerRoute() {
  const { item } = Route.useSearch();
  return <BrokerCreate key={item} itemId={item} />;
}
