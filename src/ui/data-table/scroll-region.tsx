import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';

interface ScrollRegionProps {
  /** Accessible name of the region, usually the table's caption, e.g. 'Tribunais'. */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * The box a wide table scrolls sideways in on a narrow screen. A keyboard cannot scroll what it
 * cannot focus, so the box is a named, focusable region (WCAG 2.1.1): Tab reaches it, the arrows
 * scroll it, a screen reader announces it by name.
 */
export function ScrollRegion({ label, className, children }: ScrollRegionProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cx(
        'table-scroll overflow-x-auto focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
        className,
      )}
    >
      {children}
    </div>
  );
}
