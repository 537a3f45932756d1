import type { WorkflowTable } from '../contract/workflow-table';
import { defineCommand } from '../offline/commands';
import type { CommandDefinition } from '../offline/types';

/** An outbox command that runs one action of a workflow table. */
export interface WorkflowCommand<P, A extends string, R = unknown> extends CommandDefinition<P, R> {
  /** The table's action id the command performs. */
  action: A;
}

/**
 * What a domain says of one action's command; the rest comes from the table. `name` is the stored
 * command kind: items already queued on a device carry it, so it never changes with the label.
 */
export interface ActionCommandSpec<P, R = unknown> extends Omit<CommandDefinition<P, R>, 'describe'> {
  /** What follows the table's label on the sync page ('da ALFA SEGUROS'), if anything. */
  detail?: (payload: P) => string;
  /** Which record it is, for the sync page ('cotação AGR-000012 (JOÃO)'). */
  record: (payload: P) => string;
}

/**
 * Registers the command of one table action: the sync page and the record's pending notice name it
 * with the table's label, and the page knows which action a queued item performs from `action`.
 * Written `defineActionCommand(TABLE, 'gerar_card')<Payload>({ ... })`, so the payload is the
 * domain's and the action one of the table's.
 */
export const defineActionCommand =
  <S extends string, A extends string, K extends A>(table: WorkflowTable<S, A>, action: K) =>
  <P, R = unknown>(spec: ActionCommandSpec<P, R>): WorkflowCommand<P, K, R> => {
    const { detail, record, ...rest } = spec;
    const label = table.actions[action].label;
    const command = defineCommand<P, R>({
      ...rest,
      describe: (payload) => {
        const more = detail?.(payload);
        return `${label}${more ? ` ${more}` : ''} — ${record(payload)}`;
      },
    });
    return Object.assign(command, { action });
  };

/** The action a queued item performs, by its command kind, for commands made by `defineActionCommand`. */
export function actionOfCommands<A extends string>(
  commands: Readonly<Record<string, { name: string; action: A }>>,
): (item: { command: string }) => A | null {
  const byName = new Map<string, A>(Object.values(commands).map((c) => [c.name, c.action]));
  return (item) => byName.get(item.command) ?? null;
}
