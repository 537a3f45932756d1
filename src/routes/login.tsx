import { useState } from 'react';
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import type { UserInfo } from '../contract/auth';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';
import { LoginForm } from '../features/auth/components/login-form';
import { useSession } from '../session/store';
import { redirectSearch, startPathOf } from '../shell/navigation';
import { PublicLayout } from '../shell/public-layout';

export const Route = createFileRoute('/login')({
  validateSearch: redirectSearch,
  beforeLoad: ({ search }) => {
    const { accessToken, user } = useSession.getState();
    // A guest may still log in with an account; a logged user has nothing to do here.
    if (accessToken && user && !user.is_guest) throw redirect({ href: search.redirect ?? startPathOf(user) });
  },
  staticData: { page: 'login' },
  component: LoginPage,
});

function LoginPage() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'login' | 'forgot'>('login');

  function loggedIn(user: UserInfo) {
    const target = search.redirect ?? startPathOf(user);
    if (user.termos_pendentes && !user.is_guest)
      void navigate({ to: '/termo', search: { redirect: target } });
    else void navigate({ href: target });
  }

  return mode === 'login' ? (
    <PublicLayout heading="Entrar" description="Acesse com o e-mail e a senha do seu cadastro.">
      <LoginForm onLoggedIn={loggedIn} onForgotPassword={() => setMode('forgot')} />
    </PublicLayout>
  ) : (
    <PublicLayout heading="Esqueci minha senha">
      <ForgotPasswordForm onBack={() => setMode('login')} />
    </PublicLayout>
  );
}
