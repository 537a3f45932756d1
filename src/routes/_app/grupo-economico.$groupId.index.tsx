import { createFileRoute } from '@tanstack/react-router';
import { LimitSummaryCard } from '../../features/credit-limits/components/limit-summary-card';
import { GroupInvoiceAlert } from '../../features/invoices/components/group-invoice-alert';
import { GroupEdit } from '../../features/economic-groups/components/group-edit';
import { outboxItemSearch } from '../../forms/outbox-item-search';

export const Route = createFileRoute('/_app/grupo-economico/$groupId/')({
  staticData: { page: 'grupo' },
  validateSearch: outboxItemSearch,
  component: GroupRoute,
});

function GroupRoute() {
  const { groupId } = Route.useParams();
  const { item } = Route.useSearch();
  return (
    <GroupEdit
      key={`${groupId}:${item ?? ''}`}
      groupId={groupId}
      itemId={item}
      summary={
        <>
          <GroupInvoiceAlert groupId={groupId} />
          <LimitSummaryCard groupId={groupId} />
        </>
      }
    />
  );
}
