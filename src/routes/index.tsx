import { createFileRoute, redirect } from '@tanstack/react-router';
import { START_PATH } from '../shell/navigation';
import { isLoggedIn } from '../session/store';

export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: isLoggedIn() ? START_PATH : '/login' });
  },
});
