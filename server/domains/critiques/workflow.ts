import { CRITIQUE_WORKFLOW } from '../../../src/contract/workflows/critiques';
import { workflowFromTable } from '../../lib/workflow';

/** A critique's own workflow: open, then resolved (src/contract/workflows/critiques.ts). */
export const critiqueWorkflow = workflowFromTable(CRITIQUE_WORKFLOW);
