import { cx } from '../lib/cx';

export interface FormAlertProps {
  message: string | null;
  className?: string;
}

/**
 * The message above a form when a save is refused for a reason no single field explains (409, 412, a
 * failure to store on the device...). It stays while the user corrects the form. The outbox sends
 * quietly (no alert banner), so this is the announcement: an alert region.
 */
export function FormAlert({ message, className }: FormAlertProps) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className={cx(
        'rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm whitespace-pre-line text-red-800',
        className,
      )}
    >
      {message}
    </div>
  );
}
