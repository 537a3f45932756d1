import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Building2, GitBranch } from 'lucide-react';
import { displayCnpj } from '../../../contract/documents';
import { economicGroupScreens } from '../../../contract/manifests/economic-groups';
import { Screen } from '../../../ui/screen';
import { groupQuery } from '../api';
import { recordLabel } from '../labels';

const choiceClasses =
  'flex min-h-28 flex-1 flex-col gap-2 rounded-xl border-2 border-slate-200 bg-white p-5 text-left ' +
  'hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500';

/** /grupo-economico/$groupId/adicionar-tomador-ou-filial: two large choices. */
export function AddCompanyChoice({ groupId }: { groupId: string }) {
  const group = useQuery(groupQuery(groupId)).data?.data;
  const root = group ? displayCnpj(group.cnpj).slice(0, 10) : null;
  const params = { groupId };
  const title = economicGroupScreens.adicionarTomadorOuFilial.title;
  return (
    <Screen title={group ? `${title} · ${recordLabel(group)}` : title}>
      <nav aria-label="O que adicionar" className="flex max-w-3xl flex-col gap-4 sm:flex-row">
        <Link to={economicGroupScreens.novoTomador.path} params={params} className={choiceClasses}>
          <span className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Building2 aria-hidden="true" className="size-6 text-brand-700" />
            Tomador
          </span>
          <span className="text-sm text-slate-600">
            Outra empresa do grupo, com CNPJ próprio, que pode contratar garantias.
          </span>
        </Link>
        <Link to={economicGroupScreens.novaFilial.path} params={params} className={choiceClasses}>
          <span className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <GitBranch aria-hidden="true" className="size-6 text-brand-700" />
            Filial
          </span>
          <span className="text-sm text-slate-600">
            Um estabelecimento da empresa principal: mesma raiz de CNPJ{root ? ` (${root})` : ''}.
          </span>
        </Link>
      </nav>
    </Screen>
  );
}
