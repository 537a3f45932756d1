import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { meQuery } from '../../features/account/api';
import { ChangePasswordForm } from '../../features/account/components/change-password-form';
import { ProfileForm } from '../../features/account/components/profile-form';
import { pages } from '../../shell/pages';
import { Button } from '../../ui/button';
import { PageHeader } from '../../ui/page-header';

export const Route = createFileRoute('/_app/meu-perfil')({
  staticData: { page: pages.meuPerfil },
  component: MyProfilePage,
});

const card = 'rounded-xl border border-slate-200 bg-white p-5 md:p-6';

function MyProfilePage() {
  const me = useQuery(meQuery);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeader title="Meu perfil" description="Seus dados de acesso ao portal." />
      <section aria-labelledby="meus-dados" className={card}>
        <h2 id="meus-dados" className="mb-5 text-lg font-semibold text-slate-900">
          Dados pessoais
        </h2>
        {me.data ? (
          <>
            <dl className="mb-6 grid gap-3 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-slate-500">Área</dt>
                <dd className="font-medium text-slate-800">{me.data.area_usuario.nome}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Estrutura</dt>
                <dd className="font-medium text-slate-800">{me.data.estrutura?.nome ?? '—'}</dd>
              </div>
              <div>
                <dt className="text-slate-500">Perfil de acesso</dt>
                <dd className="font-medium text-slate-800">{me.data.perfil?.nome ?? '—'}</dd>
              </div>
            </dl>
            <ProfileForm key={me.data.id} me={me.data} />
          </>
        ) : me.isError ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-slate-600">Não foi possível carregar os seus dados.</p>
            <Button variant="secondary" onClick={() => void me.refetch()}>
              Tentar novamente
            </Button>
          </div>
        ) : (
          <p className="text-slate-500">Carregando seus dados…</p>
        )}
      </section>
      <section aria-labelledby="alterar-senha" className={card}>
        <h2 id="alterar-senha" className="mb-5 text-lg font-semibold text-slate-900">
          Alterar senha
        </h2>
        <ChangePasswordForm />
      </section>
    </div>
  );
}
