import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { RenewalPrefill } from '../../features/policies/components/renewal-prefill';
import { QuotationWizard } from '../../features/quotations/components/quotation-wizard';
import type { QuotationFormValues } from '../../features/quotations/form-schema';
import { quotationValuesOfPolicy } from '../../features/quotations/renewal-values';
import type { OutboxItemSearch } from '../../forms/outbox-item-search';
import { outboxItemSearch } from '../../forms/outbox-item-search';

interface WizardSearch extends OutboxItemSearch {
  /** The wizard's current step (absent: the first), so a reload opens the same step. */
  passo?: number;
  /** A policy to renew: the new quotation starts from its data. */
  apolice?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `?passo=N&item=<outbox item>`. A plain function, as outboxItemSearch: search validation runs in the
 * entry bundle (the /login budget). The wizard keeps the step within its steps.
 */
function wizardSearch(search: Record<string, unknown>): WizardSearch {
  const passo = Number(search.passo);
  const apolice =
    typeof search.apolice === 'string' && UUID.test(search.apolice) ? search.apolice : undefined;
  return {
    ...outboxItemSearch(search),
    ...(Number.isInteger(passo) && passo > 1 ? { passo } : {}),
    ...(apolice ? { apolice } : {}),
  };
}

export const Route = createFileRoute('/_app/nova-cotacao')({
  staticData: { page: 'novaCotacao' },
  validateSearch: wizardSearch,
  component: NewQuotationRoute,
});

function NewQuotationRoute() {
  const { passo, item, apolice } = Route.useSearch();
  const navigate = Route.useNavigate();
  const wizard = (initialValues?: QuotationFormValues, notice?: ReactNode) => (
    <QuotationWizard
      key={`${item ?? ''}:${apolice ?? ''}`}
      step={passo ?? 1}
      onStepChange={(step) =>
        void navigate({ search: (prev) => ({ ...prev, passo: step > 1 ? step : undefined }) })
      }
      itemId={item}
      initialValues={initialValues}
      notice={notice}
    />
  );
  if (!apolice || item) return wizard();
  return (
    <RenewalPrefill policyId={apolice}>
      {(policy, notice) => wizard(policy && quotationValuesOfPolicy(policy), notice)}
    </RenewalPrefill>
  );
}
