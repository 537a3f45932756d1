import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { dashboardSearch } from '../../features/dashboard/search';

export const Route = createFileRoute('/_app/dashboard')({
  staticData: { page: 'dashboard' },
  validateSearch: dashboardSearch,
  // The default period stays out of the URL, so the landing page is plain /dashboard.
  search: { middlewares: [stripSearchParams({ periodo: 'mes' as const })] },
  component: DashboardRoute,
});

function DashboardRoute() {
  return <DashboardPage search={Route.useSearch()} />;
}
