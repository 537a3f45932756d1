import { useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { policyScreens } from '../../../contract/manifests/policies';
import { announceOutcome } from '../../../forms/command-feedback';
import { useRecordCreate } from '../../../forms/use-record-create';
import { Screen } from '../../../ui/screen';
import { createPolicy, policyDraftKeys } from '../policy-commands';
import { PolicyForm } from './policy-form';

/** /apolices/nova-apolice: a policy issued outside the portal, registered by hand (outbox). */
export function PolicyCreate({ itemId }: { itemId?: string | undefined }) {
  const navigate = useNavigate();
  const create = useRecordCreate({
    command: createPolicy,
    itemId,
    draftKey: policyDraftKeys.create,
    fromPayload: ({ id, data }) => ({ id, values: data }),
    back: { to: policyScreens.apolices.path },
  });
  const sent = useRef(false);
  return (
    <Screen title={policyScreens.novaApolice.title}>
      {create.placeholder ?? (
        <PolicyForm
          {...create.form}
          onSaved={() =>
            sent.current && !itemId
              ? void navigate({ to: policyScreens.detalhesApolice.path, params: { id: create.id } })
              : create.form.onSaved()
          }
          onSubmit={async (data, file) => {
            const outcome = await create.save(
              { id: create.id, data, fileName: file?.name ?? null },
              file ? { arquivo: file } : undefined,
            );
            sent.current = outcome.status === 'sent';
            return announceOutcome(outcome, (saved) => `Apólice ${saved.numero} cadastrada.`);
          }}
        />
      )}
    </Screen>
  );
}
