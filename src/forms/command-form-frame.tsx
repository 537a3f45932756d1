import type { ReactNode } from 'react';
import { DraftBanner } from './draft-banner';
import { Button } from '../ui/button';
import { FormAlert } from '../ui/form-alert';
import type { CommandForm } from './use-command-form';

export interface CommandFormFrameProps {
  /** What `useCommandForm` returned for this form. */
  command: CommandForm;
  /** The form's accessible name ('Dados do tribunal'). */
  label: string;
  className?: string;
  /** False while something outside the form's fields refuses the save (a file too large, say). */
  canSubmit?: () => boolean;
  children: ReactNode;
}

/**
 * The frame of every outbox form: the browser's own validation off (the schema speaks Portuguese at
 * each field), the offer of an earlier draft, the message that belongs to the whole form (a 409, a
 * 412, storage full...), then the fields.
 */
export function CommandFormFrame({ command, label, className, canSubmit, children }: CommandFormFrameProps) {
  return (
    <form
      noValidate
      aria-label={label}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        if (canSubmit && !canSubmit()) return;
        void command.submit();
      }}
    >
      {command.draftOffer && <DraftBanner {...command.draftOffer} />}
      <FormAlert message={command.formError} />
      {command.staleOffer && (
        <div>
          <Button type="button" variant="secondary" onClick={() => void command.staleOffer?.onReload()}>
            Recarregar os dados
          </Button>
        </div>
      )}
      {children}
    </form>
  );
}
