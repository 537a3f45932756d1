import { cx } from '../lib/cx';
import { Button } from './button';
import { useOnScreenKeyboard } from './use-on-screen-keyboard';

/**
 * The footer of a record form: Cancelar and Salvar (busy while the command is sent). It sticks to the
 * bottom of the screen while the form is longer than the screen, so 'Salvar' is always in reach (the
 * insurer form is 2,600 px tall). It sits in the form's flow, so at the end of the form it
 * covers no field; a field focused behind it scrolls clear (scroll-padding-bottom in styles.css).
 * While an on-screen keyboard is open the bar goes back into the flow: stuck above the keyboard it
 * would hide the very field being typed in.
 */
export function FormActions({ isSubmitting, onCancel }: { isSubmitting: boolean; onCancel: () => void }) {
  const keyboard = useOnScreenKeyboard();
  return (
    <div
      data-form-actions=""
      data-print="hide"
      className={cx(
        'flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4',
        !keyboard &&
          'sticky bottom-0 z-10 -mx-2 rounded-b-lg bg-white/95 px-2 pb-3 shadow-[0_-6px_8px_-8px_rgb(15_23_42_/_0.35)] backdrop-blur',
      )}
    >
      <Button variant="secondary" onClick={onCancel}>
        Cancelar
      </Button>
      <Button type="submit" loading={isSubmitting}>
        Salvar
      </Button>
    </div>
  );
}
