import type { ReactNode } from 'react';
import { useState } from 'react';
import * as Tooltip from '@radix-ui/react-tooltip';
import { Info } from 'lucide-react';

export interface InfoTooltipProps {
  /** The explanation shown on hover, focus or tap. */
  children: ReactNode;
  /** What the icon is read as (default 'Mais informações'). */
  label?: string;
}

/** An (i) beside a label that explains the field; reachable by keyboard and read by screen readers. */
export function InfoTooltip({ children, label = 'Mais informações' }: InfoTooltipProps) {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root open={open} onOpenChange={setOpen}>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            aria-label={label}
            className="inline-flex size-7 items-center justify-center rounded-full text-slate-500 hover:text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            // Touch screens have no hover: a tap opens the tooltip (Radix would close it); a tap elsewhere closes it.
            onClick={(event) => {
              event.preventDefault();
              setOpen(true);
            }}
          >
            <Info className="size-4" aria-hidden="true" />
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={6}
            className="z-50 max-w-xs rounded-md bg-slate-900 px-3 py-2 text-sm text-white shadow-lg"
          >
            {children}
            <Tooltip.Arrow className="fill-slate-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
