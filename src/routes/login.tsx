import { createFileRoute } from '@tanstack/react-router';
import { pages } from '../shell/pages';

export const Route = createFileRoute('/login')({
  staticData: { page: pages.login },
  component: LoginPage,
});

function LoginPage() {
  return <h1>Entrar</h1>;
}
