import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Policy } from '../../../contract/policies';
import { policyQuery } from '../api';

/**
 * /nova-cotacao?apolice={id} ('Renovar' on the renewal radar): reads the policy for the route to hand
 * the quotation wizard its values; without the policy (not found, no signal) the wizard opens empty
 * with a notice.
 */
export function RenewalPrefill({
  policyId,
  children,
}: {
  policyId: string;
  children: (policy: Policy | undefined, notice: ReactNode) => ReactNode;
}) {
  const policy = useQuery(policyQuery(policyId));
  if (policy.isPending && policy.fetchStatus !== 'paused')
    return <p aria-busy="true">Carregando a apólice…</p>;
  const p = policy.data?.data;
  const notice = p ? (
    <p className="mb-4 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">
      Renovação da apólice {p.numero}: os dados vieram da apólice. Confira antes de criar a cotação.
    </p>
  ) : (
    <p role="alert" className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm">
      Não foi possível ler a apólice a renovar: preencha a cotação.
    </p>
  );
  return children(p, notice);
}
