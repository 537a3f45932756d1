import { createFileRoute } from '@tanstack/react-router';
import { QuotationWizard } from '../../features/quotations/components/quotation-wizard';
import type { OutboxItemSearch } from '../../forms/outbox-item-search';
import { outboxItemSearch } from '../../forms/outbox-item-search';

interface WizardSearch extends OutboxItemSearch {
  /** The wizard's current step (absent: the first), so a reload opens the same step. */
  passo?: number;
}

/**
 * `?passo=N&item=<outbox item>`. A plain function, as outboxItemSearch: search validation runs in the
 * entry bundle (the /login budget). The wizard keeps the step within its steps.
 */
function wizardSearch(search: Record<string, unknown>): WizardSearch {
  const passo = Number(search.passo);
  return { ...outboxItemSearch(search), ...(Number.isInteger(passo) && passo > 1 ? { passo } : {}) };
}

export const Route = createFileRoute('/_app/nova-cotacao')({
  staticData: { page: 'novaCotacao' },
  validateSearch: wizardSearch,
  component: NewQuotationRoute,
});

function NewQuotationRoute() {
  const { passo, item } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <QuotationWizard
      key={item ?? ''}
      step={passo ?? 1}
      onStepChange={(step) =>
        void navigate({ search: (prev) => ({ ...prev, passo: step > 1 ? step : undefined }) })
      }
      itemId={item}
    />
  );
}
