import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { TermsOfUse } from '../../features/account/components/terms-of-use';
import { useSession } from '../../session/store';
import { redirectSearch, startPathOf } from '../../shell/navigation';
import { PageHeader } from '../../ui/page-header';

export const Route = createFileRoute('/_app/termo')({
  validateSearch: redirectSearch,
  staticData: { page: 'termo' },
  component: TermsPage,
});

function TermsPage() {
  const search = Route.useSearch();
  const navigate = useNavigate();
  const pending = useSession((s) => s.user?.termos_pendentes === true);
  const user = useSession((s) => s.user);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Termo de uso"
        description={
          pending ? 'Leia o termo de uso do portal e aceite para continuar.' : 'Você já aceitou este termo.'
        }
      />
      <TermsOfUse
        pending={pending}
        onAccepted={() => void navigate({ href: search.redirect ?? startPathOf(user) })}
      />
    </div>
  );
}
