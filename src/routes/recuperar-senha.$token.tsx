import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';
import { PublicLayout } from '../shell/public-layout';
import { showAlert } from '../feedback/store';

export const Route = createFileRoute('/recuperar-senha/$token')({
  staticData: { page: 'recuperarSenha' },
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useParams();
  const navigate = useNavigate();
  return (
    <PublicLayout
      heading="Criar nova senha"
      description="Escolha a senha que você vai usar para entrar no portal."
    >
      <ResetPasswordForm
        token={token}
        onDone={(message) => {
          showAlert('success', message);
          void navigate({ to: '/login' });
        }}
      />
    </PublicLayout>
  );
}
