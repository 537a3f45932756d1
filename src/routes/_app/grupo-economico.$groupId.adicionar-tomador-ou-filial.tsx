import { createFileRoute } from '@tanstack/react-router';
import { AddCompanyChoice } from '../../features/economic-groups/components/add-company-choice';

export const Route = createFileRoute('/_app/grupo-economico/$groupId/adicionar-tomador-ou-filial')({
  staticData: { page: 'adicionarTomadorOuFilial' },
  component: AddCompanyRoute,
});

function AddCompanyRoute() {
  const { groupId } = Route.useParams();
  return <AddCompanyChoice groupId={groupId} />;
}
