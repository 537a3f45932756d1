import type { ChangeEvent, KeyboardEvent, ReactNode } from 'react';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { LoaderCircle, X } from 'lucide-react';
import { cx } from '../lib/cx';
import { fieldAttributes, useFormField } from './form-field';
import { controlClasses } from './styles';
import { upperCaseInPlace } from './uppercase';

export interface AutocompleteProps<T> {
  value: T | null;
  onChange: (value: T | null) => void;
  /**
   * Loads the options for the typed text. Call the API with `silent: true`: the loading modal must
   * not flash at every keystroke; failures show inside the list.
   */
  load: (query: string, signal: AbortSignal) => Promise<T[]>;
  getLabel: (item: T) => string;
  getKey: (item: T) => string;
  /** The option's content in the list (defaults to its label). */
  renderOption?: (item: T) => ReactNode;
  /** Convert typed text to upper case (default true). */
  uppercase?: boolean;
  /** Characters to type before loading (default 0: the list opens on focus). */
  minChars?: number;
  debounceMs?: number;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  name?: string;
  onBlur?: () => void;
  'aria-label'?: string;
  emptyText?: string;
}

type LoadState = 'idle' | 'loading' | 'done' | 'failed';

/**
 * An accessible autocomplete (WAI-ARIA combobox with a listbox popup): type to filter, arrows to move,
 * Enter to pick, Escape to close. Options come from an async `load`.
 */
export function Autocomplete<T>({
  value,
  onChange,
  load,
  getLabel,
  getKey,
  renderOption,
  uppercase = true,
  minChars = 0,
  debounceMs = 250,
  placeholder,
  disabled,
  id,
  name,
  onBlur,
  'aria-label': ariaLabel,
  emptyText = 'Nenhum resultado encontrado.',
}: AutocompleteProps<T>) {
  const field = useFormField();
  const listId = useId();
  const selectedLabel = value === null ? '' : getLabel(value);
  const [text, setText] = useState(selectedLabel);
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<T[]>([]);
  const [state, setState] = useState<LoadState>('idle');
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);

  // Show the chosen option's label whenever the value changes from outside (or is picked).
  const [shownLabel, setShownLabel] = useState(selectedLabel);
  if (shownLabel !== selectedLabel) {
    setShownLabel(selectedLabel);
    setText(selectedLabel);
  }

  const runLoad = useEffectEvent((query: string, signal: AbortSignal) => load(query, signal));

  const query = text === selectedLabel ? '' : text.trim();
  useEffect(() => {
    if (!open) return;
    if (query.length < minChars) {
      setOptions([]);
      setState('idle');
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState('loading');
      runLoad(query, controller.signal).then(
        (items) => {
          if (controller.signal.aborted) return;
          setOptions(items);
          setActive(items.length > 0 ? 0 : -1);
          setState('done');
        },
        () => {
          if (controller.signal.aborted) return;
          setOptions([]);
          setState('failed');
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, query, minChars, debounceMs]);

  useEffect(() => {
    if (active < 0) return;
    listRef.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  function pick(item: T) {
    onChange(item);
    setText(getLabel(item));
    setOpen(false);
  }

  function close() {
    setOpen(false);
    setActive(-1);
    setText(selectedLabel);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    if (uppercase) upperCaseInPlace(event.currentTarget);
    const typed = event.currentTarget.value;
    setText(typed);
    setOpen(true);
    if (typed === '' && value !== null) onChange(null);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        else setActive((i) => Math.min(i + 1, options.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((i) => Math.max(i - 1, 0));
        break;
      case 'Enter': {
        const item = options[active];
        if (open && item !== undefined) {
          event.preventDefault();
          pick(item);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        break;
    }
  }

  const attributes = fieldAttributes(field, { id });
  const optionId = (i: number) => `${listId}-opcao-${i}`;
  const showList = open && state !== 'idle';
  const status =
    state === 'loading'
      ? 'Carregando opções…'
      : state === 'failed'
        ? 'Não foi possível carregar as opções.'
        : state === 'done' && options.length === 0
          ? emptyText
          : null;

  return (
    <div className="relative">
      <input
        {...attributes}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-label={ariaLabel}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          close();
          onBlur?.();
        }}
        className={cx(controlClasses, 'pr-20')}
      />
      <div className="absolute inset-y-0 right-1 flex items-center">
        {state === 'loading' && open && (
          <LoaderCircle className="mr-2 size-4 animate-spin text-slate-400" aria-hidden="true" />
        )}
        {value !== null && !disabled && (
          <button
            type="button"
            aria-label="Limpar seleção"
            className="touch-target flex items-center justify-center rounded-md text-slate-500 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              onChange(null);
              setText('');
            }}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={ariaLabel ?? 'Opções'}
        hidden={!showList || options.length === 0}
        className="absolute z-30 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {options.map((item, i) => (
          <li
            key={getKey(item)}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={cx(
              'flex min-h-11 cursor-pointer flex-col justify-center px-3 py-2 text-sm',
              i === active ? 'bg-brand-50 text-brand-700' : 'text-slate-800',
            )}
            onMouseDown={(e) => e.preventDefault()}
            onMouseEnter={() => setActive(i)}
            onClick={() => pick(item)}
          >
            {renderOption ? renderOption(item) : getLabel(item)}
          </li>
        ))}
      </ul>
      {showList && status && options.length === 0 && (
        <p className="absolute z-30 mt-1 w-full rounded-lg border border-slate-200 bg-white px-3 py-3 text-sm text-slate-600 shadow-lg">
          {status}
        </p>
      )}
      <span role="status" className="sr-only">
        {showList && state === 'done' && options.length > 0
          ? `${options.length} ${options.length === 1 ? 'opção disponível' : 'opções disponíveis'}.`
          : (status ?? '')}
      </span>
    </div>
  );
}
