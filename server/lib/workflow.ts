import type { ActionSpec, WorkflowTable } from '../../src/contract/workflow-table';
import { conflict } from '../errors';

/**
 * A workflow as an explicit transition table (ARCHITECTURE.md §8): the states a record goes through,
 * and the actions that move it from some states to another. Services call `apply` with the stored
 * state before they write, so an action not allowed in the current state is a 409 that changes
 * nothing; `docs/workflows.md` is rendered from the same table (`npm run docs:workflows`).
 */

/** Refuses the action for this context with the reason it gives (e.g. 'a cotação não tem prêmio'). */
export interface Guard<C> {
  /** What must hold, for the documents ('a cotação tem prêmio calculado'). */
  descricao: string;
  /** Undefined when the action may go on; otherwise the reason, completing the refusal message. */
  check(context: C | undefined): string | undefined;
}

/** An action of the table (src/contract/workflow-table.ts) with its guard's check bound. */
export type Action<S extends string, C> = Omit<ActionSpec<S>, 'guard'> & { guard?: Guard<C> };

/** A table whose guards carry their checks: what `defineWorkflow` builds a workflow from. */
export type WorkflowDefinition<S extends string, A extends string, C> = Omit<
  WorkflowTable<S, A>,
  'actions'
> & {
  actions: Record<A, Action<S, C>>;
};

export interface Workflow<S extends string, A extends string, C = undefined> extends WorkflowDefinition<
  S,
  A,
  C
> {
  /** The state after `action`, or a 409 naming the action and the state. Pure: it changes nothing. */
  apply(state: string, action: A, context?: C): S;
  /** The actions allowed in `state` (for the buttons a screen shows). */
  allowed(state: string, context?: C): A[];
  isState(value: string): value is S;
}

/** Any workflow, for the registry and the documents. */
export type AnyWorkflow = Workflow<string, string, never>;

export const WORKFLOW_MESSAGES = {
  notAllowed: (frase: string, state: string) => `Não é possível ${frase} na situação '${state}'.`,
  guard: (frase: string, state: string, reason: string) =>
    `Não é possível ${frase} na situação '${state}': ${reason}.`,
} as const;

const registry = new Map<string, AnyWorkflow>();

/** Builds a workflow from its table and registers it for the documents. */
export function defineWorkflow<S extends string, A extends string, C = undefined>(
  definition: WorkflowDefinition<S, A, C>,
): Workflow<S, A, C> {
  const states = definition.states;
  const isState = (value: string): value is S => Object.hasOwn(states, value);
  for (const [name, action] of Object.entries<Action<S, C>>(definition.actions)) {
    for (const state of [...action.from, action.to])
      if (!isState(state))
        throw new Error(`Fluxo ${definition.id}: a ação ${name} usa a situação ${String(state)}.`);
  }
  if (!isState(definition.initial)) throw new Error(`Fluxo ${definition.id}: situação inicial desconhecida.`);
  const phrase = (action: A) => {
    const a = definition.actions[action];
    return a.frase ?? `${a.label.toLowerCase()} ${definition.objeto}`;
  };
  const stateLabel = (state: string) => (isState(state) ? states[state] : state);
  const refusal = (state: string, action: A, context: C | undefined): string | undefined => {
    const a = definition.actions[action];
    if (!isState(state) || !a.from.includes(state))
      return WORKFLOW_MESSAGES.notAllowed(phrase(action), stateLabel(state));
    const reason = a.guard?.check(context);
    return reason === undefined
      ? undefined
      : WORKFLOW_MESSAGES.guard(phrase(action), stateLabel(state), reason);
  };
  const workflow: Workflow<S, A, C> = {
    ...definition,
    isState,
    apply(state, action, context) {
      const message = refusal(state, action, context);
      if (message) throw conflict(message);
      return definition.actions[action].to;
    },
    allowed(state, context) {
      return (Object.keys(definition.actions) as A[]).filter((a) => !refusal(state, a, context));
    },
  };
  if (registry.has(definition.id)) throw new Error(`Fluxo registrado duas vezes: ${definition.id}`);
  registry.set(definition.id, workflow);
  return workflow;
}

/**
 * The server's workflow of a table of src/contract/workflows/: the table is the one fact (states,
 * actions, labels, from, to, guard ids); the server adds only the check behind each guard id. A guard
 * without its check is a programming error, caught at start.
 */
export function workflowFromTable<S extends string, A extends string, C = undefined>(
  table: WorkflowTable<S, A>,
  checks: Record<string, (context: C | undefined) => string | undefined> = {},
): Workflow<S, A, C> {
  const actions = Object.fromEntries(
    (Object.entries(table.actions) as [A, WorkflowTable<S, A>['actions'][A]][]).map(([id, spec]) => {
      const { guard, ...rest } = spec;
      if (!guard) return [id, rest];
      const check = checks[guard.id];
      if (!check)
        throw new Error(`Fluxo ${table.id}: a condição ${guard.id} da ação ${id} não tem verificação.`);
      return [id, { ...rest, guard: { descricao: guard.descricao, check } }];
    }),
  ) as Record<A, Action<S, C>>;
  return defineWorkflow<S, A, C>({ ...table, actions });
}

/** Every workflow defined so far (by the modules imported), by id. */
export function registeredWorkflows(): AnyWorkflow[] {
  return [...registry.values()].sort((a, b) => a.id.localeCompare(b.id));
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The table of one workflow as Markdown: its states, then its actions (from → to, condition). */
export function workflowMarkdown(workflow: AnyWorkflow): string {
  const states = Object.entries<string>(workflow.states);
  const actions = Object.entries(workflow.actions);
  return [
    `## ${workflow.nome}`,
    '',
    `Identificador: \`${workflow.id}\`. Situação inicial: ${workflow.states[workflow.initial] ?? workflow.initial}.`,
    '',
    ...(workflow.descricao ? [workflow.descricao, ''] : []),
    '| Situação | Código |',
    '| --- | --- |',
    ...states.map(([code, label]) => `| ${cell(label)} | \`${code}\` |`),
    '',
    '| Ação | Código | De | Para | Condição |',
    '| --- | --- | --- | --- | --- |',
    ...actions.map(
      ([code, a]) =>
        `| ${cell(a.label)} | \`${code}\` | ${a.from.map((s) => cell(workflow.states[s] ?? s)).join(', ')} | ${cell(
          workflow.states[a.to] ?? a.to,
        )} | ${a.guard ? cell(a.guard.descricao) : '—'} |`,
    ),
    '',
  ].join('\n');
}
