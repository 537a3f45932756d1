import { createFileRoute, redirect } from '@tanstack/react-router';
import { policyScreens } from '../../contract/manifests/policies';

/** SPEC §2's address under /endossos: the policy's own sub-page is the one screen for it. */
export const Route = createFileRoute('/_app/endossos_/novo_endosso/$id')({
  staticData: { page: 'endossosNovoEndosso' },
  beforeLoad: ({ params }) => {
    throw redirect({ to: policyScreens.novoEndosso.path, params: { id: params.id }, replace: true });
  },
});
