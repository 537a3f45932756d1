import { LoginForm } from '../features/auth/components/login-form';
import { PublicLayout } from '../shell/public-layout';

const ignore = () => undefined;

/**
 * /login as the route first paints it (src/routes/login.tsx), rendered to HTML at build time. The same
 * components, so the static page and the one React takes over look alike (no layout shift).
 */
export function PrerenderedLogin() {
  return (
    <PublicLayout heading="Entrar" description="Acesse com o e-mail e a senha do seu cadastro.">
      <LoginForm onLoggedIn={ignore} onForgotPassword={ignore} />
    </PublicLayout>
  );
}
