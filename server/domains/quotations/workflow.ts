import { QUOTATION_MESSAGES } from '../../../src/contract/guarantee-quotations';
import {
  QUOTATION_COST_WORKFLOW,
  QUOTATION_WORKFLOW,
} from '../../../src/contract/workflows/guarantee-quotations';
import type { QuotationAction } from '../../../src/contract/workflows/guarantee-quotations';
import { workflowFromTable } from '../../lib/workflow';

export type { QuotationAction };

/** What the quotation's guards read. */
export interface QuotationContext {
  criticasAbertas: number;
}

/**
 * The guarantee quotation's workflow: its table is src/contract/workflows/guarantee-quotations.ts; the
 * server adds the check of its one guard.
 */
export const quotationWorkflow = workflowFromTable<
  keyof typeof QUOTATION_WORKFLOW.states,
  QuotationAction,
  QuotationContext
>(QUOTATION_WORKFLOW, {
  sem_critica_aberta: (c) => (c && c.criticasAbertas > 0 ? QUOTATION_MESSAGES.openCritique : undefined),
});

/** One insurer's cost line. */
export const costWorkflow = workflowFromTable(QUOTATION_COST_WORKFLOW);

/** A critique: the critiques domain's workflow, shared with every record that takes critiques. */
export { critiqueWorkflow } from '../critiques/service';
