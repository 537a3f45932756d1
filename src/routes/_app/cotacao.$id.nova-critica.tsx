import { createFileRoute } from '@tanstack/react-router';
import { NewCritiquePage } from '../../features/quotations/components/quotation-subpages';

export const Route = createFileRoute('/_app/cotacao/$id/nova-critica')({
  staticData: { page: 'novaCritica' },
  component: Screen,
});

function Screen() {
  const { id } = Route.useParams();
  return <NewCritiquePage id={id} />;
}
