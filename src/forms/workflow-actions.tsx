import { Fragment } from 'react';
import type { ReactNode } from 'react';
import type { WorkflowTable } from '../contract/workflow-table';
import { actionIdsOf } from '../contract/workflow-table';
import type { ButtonVariant } from '../ui/button';
import { Button, buttonClasses } from '../ui/button';

/** How the page draws one action's button; `false` leaves the action to another part of the page. */
export interface ActionButton {
  /** The visible name, when the page's context says more than the table's label ('Substituir minuta'). */
  label?: string;
  /** The name read by screen readers, when the visible one needs its row ('Declinar ALFA SEGUROS'). */
  ariaLabel?: string;
  variant?: ButtonVariant;
  busy?: boolean;
  /** Opens the action's dialog or runs it. */
  onRun?: () => void;
  /** A link instead of a button (a sub-page of the record), drawn with the button's classes. */
  render?: (props: { label: string; className: string }) => ReactNode;
}

/**
 * The buttons of a record's workflow: one for each action of `allowed` (the server's allowed actions
 * less those waiting on the device, useWorkflowQueue) that the page draws here, in the table's order,
 * named by the table. Each is a native button of at least 44 × 44 px, reached with Tab and named for
 * screen readers; the group is named too. Nothing is drawn when no action is offered.
 */
export function WorkflowActions<S extends string, A extends string>({
  table,
  allowed,
  buttons,
  label,
}: {
  table: WorkflowTable<S, A>;
  allowed: readonly NoInfer<A>[];
  buttons: Partial<Record<NoInfer<A>, ActionButton | false | null | undefined>>;
  /** The group's name for screen readers: 'Ações da cotação'. */
  label: string;
}) {
  const drawn = actionIdsOf(table).flatMap((action) => {
    const button: ActionButton | false | null | undefined = buttons[action];
    // An action the page draws elsewhere is `false`; one it does not know is absent.
    return allowed.includes(action) && button ? [{ action, button }] : [];
  });
  if (drawn.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={label}>
      {drawn.map(({ action, button }) => {
        const text = button.label ?? table.actions[action].label;
        const variant = button.variant ?? 'primary';
        if (button.render)
          return (
            <Fragment key={action}>
              {button.render({ label: text, className: buttonClasses(variant) })}
            </Fragment>
          );
        return (
          <Button
            key={action}
            variant={variant}
            loading={button.busy}
            aria-label={button.ariaLabel}
            data-action={action}
            onClick={button.onRun}
          >
            {text}
          </Button>
        );
      })}
    </div>
  );
}
