import { Star } from 'lucide-react';
import { cx } from '../../../lib/cx';

export interface FavouriteStarProps {
  /** What the button names: 'Favoritar NOME' / the company's name. */
  name: string;
  pressed: boolean;
  onToggle: (next: boolean) => void;
  disabled?: boolean;
}

/** The star of a borrower or subsidiary: a toggle button (aria-pressed) with a 44 px touch target. */
export function FavouriteStar({ name, pressed, onToggle, disabled }: FavouriteStarProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={`Favorito: ${name}`}
      title={pressed ? 'Desfavoritar' : 'Favoritar'}
      disabled={disabled}
      onClick={() => onToggle(!pressed)}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-amber-500 hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
    >
      <Star aria-hidden="true" className={cx('size-5', pressed ? 'fill-current' : 'text-slate-400')} />
    </button>
  );
}
