import { useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../ui/button';
import { PageHeader } from '../../../ui/page-header';
import { ITEM_MISSING_MESSAGE, useOutboxItem } from '../../../forms/use-command-save';
import { meQuery } from '../api';
import { updateAccount } from '../commands';
import { ChangePasswordForm } from './change-password-form';
import { AccountProfileForm } from './account-profile-form';
import { ProfilePhoto } from './profile-photo';
import { syncScreens } from '../../../contract/manifests/sync';

export interface MyProfileProps {
  /** 'Editar' on /sincronizacao: the queued change of the own data to correct. */
  itemId?: string;
}

const card = 'rounded-xl border border-slate-200 bg-white p-5 md:p-6';

const NOT_CACHED =
  'Sem conexão: seus dados ainda não foram baixados neste dispositivo. Eles serão carregados quando a conexão voltar.';

/** /meu-perfil: the own data, photo and password. */
export function MyProfile({ itemId }: MyProfileProps) {
  const me = useQuery(meQuery);
  const queued = useOutboxItem(itemId, updateAccount);
  const navigate = useNavigate();

  let body;
  if (queued.state === 'missing')
    body = (
      <p role="alert" className="text-red-700">
        {ITEM_MISSING_MESSAGE}
      </p>
    );
  else if (me.data && queued.state !== 'loading')
    body = (
      <>
        <dl className="mb-6 grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-500">Área</dt>
            <dd className="font-medium text-slate-800">{me.data.data.area_usuario.nome}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Estrutura</dt>
            <dd className="font-medium text-slate-800">{me.data.data.estrutura?.nome ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Perfil de acesso</dt>
            <dd className="font-medium text-slate-800">{me.data.data.perfil?.nome ?? '—'}</dd>
          </div>
        </dl>
        <AccountProfileForm
          key={`${me.data.data.id}:${itemId ?? ''}`}
          me={me.data}
          itemId={itemId}
          queued={queued.state === 'ready' ? queued.payload.data : undefined}
          onSaved={itemId ? () => navigate({ to: syncScreens.sincronizacao.path }) : undefined}
        />
        <hr className="my-6 border-slate-200" />
        <ProfilePhoto me={me.data.data} />
      </>
    );
  else if (me.isError)
    body = (
      <div className="flex flex-col items-start gap-3">
        <p className="text-slate-600">Não foi possível carregar os seus dados.</p>
        <Button variant="secondary" onClick={() => void me.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  else
    body = (
      <p role="status" className="text-slate-500">
        {me.fetchStatus === 'paused' ? NOT_CACHED : 'Carregando seus dados…'}
      </p>
    );

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeader title="Meu perfil" description="Seus dados de acesso ao portal." />
      <section aria-labelledby="meus-dados" className={card}>
        <h2 id="meus-dados" className="mb-5 text-lg font-semibold text-slate-900">
          Dados pessoais
        </h2>
        {body}
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
