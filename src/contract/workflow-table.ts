/**
 * A workflow's transition table as data (docs/architecture.md, "Fluxos"): the one fact the server, the
 * client and the documents read. The server binds each guard id to its check (server/lib/workflow.ts
 * `workflowFromTable`) and answers 409 to an action the table does not allow; the client offers the
 * actions of the state and applies queued ones optimistically (`stateAfter`); docs/workflows.md is
 * rendered from it. No valibot and no server code here: the shell and the service worker may import it.
 */

import type { Access } from './manifest';

/** A condition the server checks before the action, beyond the state (e.g. no open critique). */
export interface GuardSpec {
  /** The id the server binds its check to. */
  id: string;
  /** What must hold, for the documents ('nenhuma crítica aberta'). */
  descricao: string;
}

export interface ActionSpec<S extends string> {
  /** The button's label: 'Enviar'. */
  label: string;
  /** How a refusal names it, when not `label` in lower case plus the workflow's `objeto`. */
  frase?: string;
  /**
   * How the history tells it was done ('escolheu a seguradora e solicitou a minuta'), when the refusal's
   * phrase with its verb in the past (`auditPhrase`) does not say it, or its verb is irregular.
   */
  feito?: string;
  from: readonly S[];
  /** The state after the action (for an action that `stays`, only the usual one, for the documents). */
  to: S;
  /** The action leaves the state where it is (a critique, an e-mail, a photo). */
  stays?: true;
  guard?: GuardSpec;
  /** Where the action is called and who may call it: the server generates its route from this. */
  route?: ActionRoute;
}

/**
 * An action's endpoint. `path` is one URL, or one per variant of the record (the agro quotation's
 * plain and '...Cafezal' endpoints: `{ agricola, cafezal }`), each running the same action.
 */
export interface ActionRoute {
  method: 'PUT' | 'POST';
  path: string | Readonly<Record<string, string>>;
  access: Access;
  /** The OpenAPI summary (a variant's route adds which one it serves). */
  summary: string;
}

export interface WorkflowTable<S extends string, A extends string> {
  /** A stable id: 'cotacao-garantia'. */
  id: string;
  /** The title in the documents: 'Cotação de garantia'. */
  nome: string;
  /** A paragraph for the documents, when the table alone does not say it all. */
  descricao?: string;
  /** The record, with its article, as the refusal names it: 'a cotação'. */
  objeto: string;
  /** Every state with its label: { cancelada: 'Cancelada' }. */
  states: Record<S, string>;
  initial: S;
  actions: Record<A, ActionSpec<S>>;
}

/** Declares a table, keeping its literal state and action ids. */
export const workflowTable = <S extends string, A extends string>(table: WorkflowTable<S, A>) => table;

export const actionIdsOf = <S extends string, A extends string>(table: WorkflowTable<S, A>): A[] =>
  Object.keys(table.actions) as A[];

/** Whether the table lets `action` run in `state` (guards are the server's: not checked here). */
export function tableAllows<S extends string, A extends string>(
  table: WorkflowTable<S, A>,
  state: string,
  action: A,
): boolean {
  return (table.actions[action].from as readonly string[]).includes(state);
}

/** The actions the table allows in `state`, in the table's order. */
export const actionsFrom = <S extends string, A extends string>(
  table: WorkflowTable<S, A>,
  state: string,
): A[] => actionIdsOf(table).filter((a) => tableAllows(table, state, a));

/** The state after one action, or after none when the table does not allow it there. */
export function stateAfterAction<S extends string, A extends string>(
  table: WorkflowTable<S, A>,
  state: S,
  action: A,
): S {
  if (!tableAllows(table, state, action)) return state;
  const spec = table.actions[action];
  return spec.stays ? state : spec.to;
}

/**
 * The state once `actions` run in order: the client applies the actions waiting on the device this way,
 * so a step queued offline is not offered again. One the table does not allow from the state reached so
 * far leaves it there (the server will refuse it).
 */
export const stateAfter = <S extends string, A extends string>(
  table: WorkflowTable<S, A>,
  state: S,
  actions: readonly A[],
): S => actions.reduce((s, a) => stateAfterAction(table, s, a), state);

/** The actions that leave the state where it is. */
export const stayingActions = <S extends string, A extends string>(
  table: WorkflowTable<S, A>,
): ReadonlySet<A> => new Set(actionIdsOf(table).filter((a) => table.actions[a].stays));

/** Verbs whose past the regular -ar/-er/-ir endings get wrong: an action led by one gives `feito`. */
const IRREGULAR_VERBS = new Set([
  'dar',
  'estar',
  'fazer',
  'refazer',
  'desfazer',
  'trazer',
  'dizer',
  'ter',
  'manter',
  'obter',
  'conter',
  'deter',
  'vir',
  'intervir',
  'pôr',
  'por',
  'propor',
  'repor',
  'compor',
  'expor',
  'dispor',
  'querer',
  'poder',
  'saber',
  'haver',
  'ir',
  'ser',
  'ver',
  'rever',
  'prever',
  'caber',
  'ler',
  'crer',
]);

/** 'gerar' -> 'gerou', 'escolher' -> 'escolheu', 'inserir' -> 'inseriu'; undefined when irregular. */
function pastOf(verb: string): string | undefined {
  if (IRREGULAR_VERBS.has(verb)) return undefined;
  const ending = { ar: 'ou', er: 'eu', ir: 'iu' }[verb.slice(-2)];
  return ending && verb.length > 2 ? verb.slice(0, -2) + ending : undefined;
}

/**
 * What the history says the user did (the `acao` of an audit row, shown as 'MARIA gerou a cotação com
 * as seguradoras'): the action's `feito`, or else the phrase a refusal names it by (`frase`, or the
 * label in lower case plus the table's `objeto`) with its leading verb in the past. Undefined when that
 * verb is not a regular one: the table must then give `feito` (tests/server/manifest-facts.test.ts).
 */
export function auditPhrase<S extends string, A extends string>(
  table: WorkflowTable<S, A>,
  action: A,
): string | undefined {
  const spec = table.actions[action];
  if (spec.feito) return spec.feito;
  const phrase = spec.frase ?? `${spec.label.toLowerCase()} ${table.objeto}`;
  const [verb = '', ...rest] = phrase.split(' ');
  const past = pastOf(verb);
  return past && [past, ...rest].join(' ');
}
