import { createFileRoute } from '@tanstack/react-router';
import { BrokerEdit } from '../../features/brokers/components/broker-edit';
import { outboxItemSearch } from '../../forms/outbox-item-search';

export const Route = createFileRoute('/_app/editar-corretora/$id')({
  staticData: { page: 'editarCorretora' },
  validateSearch: outboxItemSearch,
  component: EditBrokerRoute,
});

function EditBrokerRoute() {
  const { id } = Route.useParams();
  const { item } = Route.useSearch();
  return <BrokerEdit key={`${id}:${item ?? ''}`} brokerId={id} itemId={item} />;
}
