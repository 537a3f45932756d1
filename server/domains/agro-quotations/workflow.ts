import { AGRO_WORKFLOW } from '../../../src/contract/workflows/agro-quotations';
import type { AgroAction } from '../../../src/contract/workflows/agro-quotations';
import { stayingActions } from '../../../src/contract/workflow-table';
import { workflowFromTable } from '../../lib/workflow';

export type { AgroAction };

/** The agro quotation's workflow: its table is src/contract/workflows/agro-quotations.ts. */
export const agroWorkflow = workflowFromTable(AGRO_WORKFLOW);

/** Actions that leave the state where it is (`stays` in the table). */
export const STAY_ACTIONS = stayingActions(AGRO_WORKFLOW);
