import { useState } from 'react';
import type { UserInfo } from '../contract/auth';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';
import { LoginForm } from '../features/auth/components/login-form';
import { startPathOf } from '../shell/navigation';
import { PublicLayout } from '../shell/public-layout';

/**
 * Where a login leads: the page asked for (`redirect`) or the user's start page, through the terms
 * first when they are pending (a guest has none to accept).
 */
export function pathAfterLogin(user: UserInfo, redirect: string | undefined): string {
  const target = redirect ?? startPathOf(user);
  return user.termos_pendentes && !user.is_guest
    ? `/termo?${new URLSearchParams({ redirect: target }).toString()}`
    : target;
}

/** The login form and its "forgot my password" mode: the /login route's and the cold /login's screen. */
export function LoginScreen({ onLoggedIn }: { onLoggedIn: (user: UserInfo) => void }) {
  const [mode, setMode] = useState<'login' | 'forgot'>('login');
  return mode === 'login' ? (
    <PublicLayout heading="Entrar" description="Acesse com o e-mail e a senha do seu cadastro.">
      <LoginForm onLoggedIn={onLoggedIn} onForgotPassword={() => setMode('forgot')} />
    </PublicLayout>
  ) : (
    <PublicLayout heading="Esqueci minha senha">
      <ForgotPasswordForm onBack={() => setMode('login')} />
    </PublicLayout>
  );
}
