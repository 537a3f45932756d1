import type { AnchorHTMLAttributes, Ref } from 'react';
import { createLink } from '@tanstack/react-router';
import { buttonClasses } from '../button';

interface RowActionAnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  ref?: Ref<HTMLAnchorElement>;
}

function RowActionAnchor({ className, ...props }: RowActionAnchorProps) {
  return <a {...props} className={buttonClasses('ghost', className ? `px-3 ${className}` : 'px-3')} />;
}

/**
 * A row's action ('Editar', 'Varas'): a real link (opens in a new tab, preloads on intent) with a
 * 44 px touch target. Give it an `aria-label` naming the row, e.g. 'Editar tribunal TJSP'.
 */
export const RowActionLink = createLink(RowActionAnchor);
