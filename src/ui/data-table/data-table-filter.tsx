import { useEffect, useEffectEvent, useId, useState } from 'react';
import { Search } from 'lucide-react';
import { cx } from '../../lib/cx';
import { controlClasses } from '../styles';
import { upperCaseInPlace } from '../uppercase';

export interface DataTableFilterProps {
  /** The filter as it is in the URL. */
  value: string | undefined;
  /** Called once the user stops typing (trimmed text, '' to clear). */
  onChange: (value: string) => void;
  label?: string;
  placeholder?: string;
  /** SPEC.md §5: typed text is upper-cased by default, as the stored names are. */
  upperCase?: boolean;
  delayMs?: number;
}

export const FILTER_DEBOUNCE_MS = 400;

/** The list's free-text filter: one request per pause in typing, not one per key. */
export function DataTableFilter({
  value,
  onChange,
  label = 'Buscar',
  placeholder,
  upperCase = true,
  delayMs = FILTER_DEBOUNCE_MS,
}: DataTableFilterProps) {
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const [urlValue, setUrlValue] = useState(value);
  /** The last filter this field asked for, until the URL shows it. */
  const [sent, setSent] = useState<string | null>(null);

  // The URL changed under us (back button, a link): show it, unless it is just what we typed, trimmed.
  // Our own request coming back never overwrites the field: on a slow device the user typed on
  // meanwhile ('trib', pause, 'unal'), and those letters must stay.
  if (value !== urlValue) {
    setUrlValue(value);
    const incoming = value ?? '';
    if (incoming === sent) setSent(null);
    else if (incoming !== text.trim()) setText(incoming);
  }

  // An effect event: a parent re-rendering with a new callback must not restart the wait.
  const emit = useEffectEvent(onChange);
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === (value ?? '')) return;
    const timer = setTimeout(() => {
      setSent(wanted);
      emit(wanted);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, value, delayMs]);

  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1 sm:max-w-sm">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          onChange={(event) => {
            if (upperCase) upperCaseInPlace(event.currentTarget);
            setText(event.currentTarget.value);
          }}
          className={cx(controlClasses, 'pl-9')}
        />
      </div>
    </div>
  );
}
