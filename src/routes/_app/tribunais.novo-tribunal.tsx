import { createFileRoute } from '@tanstack/react-router';
import { CourtCreate } from '../../features/courts/components/court-create';
import { pages } from '../../shell/pages';

export const Route = createFileRoute('/_app/tribunais/novo-tribunal')({
  staticData: { page: pages.novoTribunal },
  component: CourtCreate,
});
