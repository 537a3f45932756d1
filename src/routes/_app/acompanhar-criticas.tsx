import { createFileRoute } from '@tanstack/react-router';
import { RequestCritiqueFollowUpTable } from '../../features/policies/components/request-critique-follow-up';
import type { CritiqueFollowUpViewSearch } from '../../features/policies/search';
import { critiqueFollowUpViewSearch } from '../../features/policies/search';
import { CritiqueFollowUpList } from '../../features/quotations/components/critique-follow-up';
import { policyAccess } from '../../contract/manifests/policies';
import { useAllowed } from '../../session/allowed';
import { buttonClasses } from '../../ui/button';
import { listRouteSearch } from '../../ui/data-table/list-search';
import { useListSearchChange } from '../../ui/data-table/use-list-search';

export const Route = createFileRoute('/_app/acompanhar-criticas')({
  staticData: { page: 'acompanharCriticas' },
  validateSearch: critiqueFollowUpViewSearch,
  search: listRouteSearch(critiqueFollowUpViewSearch),
  component: CritiqueFollowUpRoute,
});

/** The quotations' open critiques and the endorsement requests' ones: two views of one page. */
function CritiqueFollowUpRoute() {
  const search = Route.useSearch();
  const onSearchChange = useListSearchChange<Partial<CritiqueFollowUpViewSearch>>();
  // The requests' critiques are read with the policy's detail access (the server's rule too).
  const canSeeRequests = useAllowed(policyAccess.detail);
  const requests = canSeeRequests && search.origem === 'solicitacoes';
  // Changing view starts from the first page of the other list.
  const show = (origem: CritiqueFollowUpViewSearch['origem']) => onSearchChange({ origem, page: 1 });
  const nav = canSeeRequests && (
    <nav aria-label="Origem das críticas" className="flex flex-wrap gap-2">
      <button
        type="button"
        aria-pressed={!requests}
        className={buttonClasses(requests ? 'secondary' : 'primary')}
        onClick={() => show(undefined)}
      >
        Cotações
      </button>
      <button
        type="button"
        aria-pressed={requests}
        className={buttonClasses(requests ? 'primary' : 'secondary')}
        onClick={() => show('solicitacoes')}
      >
        Solicitações de endosso
      </button>
    </nav>
  );
  return (
    <CritiqueFollowUpList search={search} onSearchChange={onSearchChange} nav={nav}>
      {requests ? (
        <RequestCritiqueFollowUpTable search={search} onSearchChange={onSearchChange} />
      ) : undefined}
    </CritiqueFollowUpList>
  );
}
