import { createFileRoute } from '@tanstack/react-router';
import { PolicyCreate } from '../../features/policies/components/policy-create';
import { outboxItemSearch } from '../../forms/outbox-item-search';

export const Route = createFileRoute('/_app/apolices/nova-apolice')({
  staticData: { page: 'novaApolice' },
  validateSearch: outboxItemSearch,
  component: NewPolicyRoute,
});

function NewPolicyRoute() {
  const { item } = Route.useSearch();
  return <PolicyCreate key={item ?? ''} itemId={item} />;
}
