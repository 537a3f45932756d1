import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { registeredWorkflows, workflowMarkdown } from '../server/lib/workflow';
import type { AnyWorkflow } from '../server/lib/workflow';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverRoot = path.join(root, 'server');
/** The generated document. */
export const WORKFLOWS_DOC = path.join(root, 'docs', 'workflows.md');

/**
 * Where workflows live: any server file named `workflow.ts` or `*-workflow.ts` (a domain's
 * `server/domains/<domain>/workflow.ts`). Importing them registers their tables.
 */
export function workflowFiles(): string[] {
  return fs
    .readdirSync(serverRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|[/\\-])workflow\.ts$/.test(file) && !file.startsWith(`lib${path.sep}workflow.ts`))
    .map((file) => path.join(serverRoot, file))
    .sort();
}

/** Imports every workflow file and answers the registered workflows. */
export async function loadWorkflows(): Promise<AnyWorkflow[]> {
  for (const file of workflowFiles()) await import(pathToFileURL(file).href);
  return registeredWorkflows();
}

/** docs/workflows.md: how to read the tables, then one section per workflow, as prettier formats it. */
export async function workflowsDocument(workflows: AnyWorkflow[]): Promise<string> {
  const text = [
    '# Fluxos (máquinas de situação)',
    '',
    '<!-- Gerado por `npm run docs:workflows` a partir de server/lib/workflow.ts e dos fluxos registrados; não edite à mão. -->',
    '',
    'Cada fluxo é uma tabela de transições (`defineWorkflow` em `server/lib/workflow.ts`): as situações de um registro e as ações que o levam de algumas situações a outra, com uma condição opcional. Uma ação não permitida na situação atual responde 409, com uma mensagem que nomeia a ação e a situação, por exemplo: "Não é possível enviar a cotação na situação \'Cancelada\'." — e nada é alterado. Um fluxo fica em `server/domains/<domínio>/workflow.ts` (ou num arquivo `*-workflow.ts` do servidor) e entra aqui ao rodar `npm run docs:workflows`.',
    '',
    ...(workflows.length === 0
      ? ['Nenhum fluxo registrado ainda.', '']
      : workflows.map((w) => workflowMarkdown(w))),
  ].join('\n');
  const options = await prettier.resolveConfig(WORKFLOWS_DOC);
  return prettier.format(text, { ...options, filepath: WORKFLOWS_DOC });
}
