import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { InvoiceCreate } from '../../features/invoices/components/invoice-create';
import { outboxItemSearch } from '../../forms/outbox-item-search';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOf = (raw: unknown) => (typeof raw === 'string' && UUID.test(raw) ? raw : undefined);

interface NewInvoiceSearch {
  item?: string;
  apolice?: string;
  endosso?: string;
}

export const Route = createFileRoute('/_app/faturas/nova-fatura')({
  staticData: { page: 'novaFatura' },
  validateSearch: (search: Record<string, unknown>): NewInvoiceSearch => {
    const apolice = uuidOf(search.apolice);
    const endosso = uuidOf(search.endosso);
    return {
      ...outboxItemSearch(search),
      ...(apolice ? { apolice } : {}),
      ...(endosso ? { endosso } : {}),
    };
  },
  component: NewInvoiceRoute,
});

function NewInvoiceRoute() {
  const { item, apolice, endosso } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <InvoiceCreate
      key={`${apolice ?? ''}:${item ?? ''}`}
      policyId={apolice}
      endorsementId={endosso}
      itemId={item}
      onPickPolicy={(id) => void navigate({ to: '/faturas/nova-fatura', search: id ? { apolice: id } : {} })}
    />
  );
}
