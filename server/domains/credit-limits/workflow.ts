import {
  CREDIT_ANSWER_WORKFLOW,
  CREDIT_CONSULT_WORKFLOW,
} from '../../../src/contract/workflows/credit-limits';
import { workflowFromTable } from '../../lib/workflow';

export { ANSWER_ACTION } from '../../../src/contract/workflows/credit-limits';

/** One insurer's answer to a market consult (table: src/contract/workflows/credit-limits.ts). */
export const answerWorkflow = workflowFromTable(CREDIT_ANSWER_WORKFLOW);

/** The market consult itself. */
export const consultWorkflow = workflowFromTable(CREDIT_CONSULT_WORKFLOW);
