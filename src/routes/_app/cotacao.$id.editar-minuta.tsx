import { createFileRoute } from '@tanstack/react-router';
import { DraftUploadPage } from '../../features/quotations/components/quotation-subpages';

export const Route = createFileRoute('/_app/cotacao/$id/editar-minuta')({
  staticData: { page: 'editarMinuta' },
  component: Screen,
});

function Screen() {
  const { id } = Route.useParams();
  return <DraftUploadPage id={id} replace />;
}
