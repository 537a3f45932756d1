import fs from 'node:fs';
import { WORKFLOWS_DOC, loadWorkflows, workflowsDocument } from './workflow-docs';

/** npm run docs:workflows — writes docs/workflows.md from every registered workflow. */
const workflows = await loadWorkflows();
fs.writeFileSync(WORKFLOWS_DOC, await workflowsDocument(workflows));
console.log(`docs/workflows.md: ${String(workflows.length)} fluxo(s).`);
