import { createFileRoute } from '@tanstack/react-router';
import { DraftDeclinePage } from '../../features/quotations/components/quotation-subpages';

export const Route = createFileRoute('/_app/cotacao/$id/declinar-minuta')({
  staticData: { page: 'declinarMinuta' },
  component: Screen,
});

function Screen() {
  const { id } = Route.useParams();
  return <DraftDeclinePage id={id} />;
}
