import { cx } from '../lib/cx';
import { ShieldIcon } from '../ui/icons';

export interface BrandProps {
  /** Under the name: the lines of business (public pages); the sidebar has no room for it. */
  tagline?: boolean;
  /** The mark alone (collapsed sidebar); the name stays for screen readers. */
  iconOnly?: boolean;
  className?: string;
}

/** The portal's mark and name. */
export function Brand({ tagline = false, iconOnly = false, className }: BrandProps) {
  return (
    <span className={cx('flex items-center gap-3', className)}>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/15 text-white">
        <ShieldIcon className="size-6" />
      </span>
      <span className={cx('flex min-w-0 flex-col leading-tight', iconOnly && 'sr-only')}>
        <span className="truncate text-base font-semibold">Portal da Corretora</span>
        {tagline && <span className="text-xs text-white/75">Seguro Garantia e Agronegócio</span>}
      </span>
    </span>
  );
}
