import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { useNavigate } from '@tanstack/react-router';

export interface HrefLinkProps extends ComponentPropsWithRef<'a'> {
  href: string;
}

/**
 * A link to a URL built from the page registry (params already filled in), navigated inside the app.
 * Ctrl/Cmd/middle clicks keep the browser's behaviour (new tab).
 */
export function HrefLink({ href, onClick, ...rest }: HrefLinkProps) {
  const navigate = useNavigate();
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    void navigate({ href });
  }
  return <a href={href} onClick={handleClick} {...rest} />;
}
