import { createFileRoute, redirect } from '@tanstack/react-router';
import { isLoggedIn, useSession } from '../session/store';
import { startPathOf } from '../shell/navigation';

export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: isLoggedIn() ? startPathOf(useSession.getState().user) : '/login' });
  },
});
