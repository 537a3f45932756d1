import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { isLoggedIn } from '../session/store';

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => {
    if (!isLoggedIn()) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  component: AppLayout,
});

function AppLayout() {
  return <Outlet />;
}
