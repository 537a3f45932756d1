import { createFileRoute } from '@tanstack/react-router';
import { PolicyInvoices } from '../../features/invoices/components/policy-invoices';
import { PolicyDetails } from '../../features/policies/components/policy-details';

export const Route = createFileRoute('/_app/apolices/$id/detalhes-apolice/')({
  staticData: { page: 'detalhesApolice' },
  component: PolicyDetailsRoute,
});

function PolicyDetailsRoute() {
  const { id } = Route.useParams();
  return <PolicyDetails key={id} policyId={id} invoices={<PolicyInvoices policyId={id} />} />;
}
