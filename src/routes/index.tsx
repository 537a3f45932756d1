import { createFileRoute, redirect } from '@tanstack/react-router';
import { isLoggedIn } from '../session/store';

export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: isLoggedIn() ? '/lista-cotacoes' : '/login' });
  },
});
