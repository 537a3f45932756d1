import type { ReactNode } from 'react';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import type { UseComboboxState, UseComboboxStateChangeOptions } from 'downshift';
import { useCombobox } from 'downshift';
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

const LOADING_TEXT = 'Carregando opções…';
const FAILED_TEXT = 'Não foi possível carregar as opções.';

/**
 * An accessible autocomplete over downshift's `useCombobox` (WAI-ARIA 1.2 combobox with a listbox
 * popup): type to filter, arrows (Home, End, PageUp, PageDown) to move, Enter or a tap to pick,
 * Escape to close and keep the chosen option. Options come from an async `load`; the list opens on
 * focus or tap, and a status line tells screen readers how many options there are.
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
  const attributes = fieldAttributes(field, { id });
  const [options, setOptions] = useState<T[]>([]);
  const [state, setState] = useState<LoadState>('idle');
  const labelOf = (item: T | null) => (item === null ? '' : getLabel(item));
  const listId = useId();
  const optionId = (index: number) => `${listId}-opcao-${index}`;

  /**
   * Where our behaviour differs from downshift's defaults: a blur or Escape never picks nor clears,
   * it shows the chosen option again; a tap always opens (focus already opened the list, a toggle
   * would close it at once on touch); clearing the text clears the choice.
   */
  function stateReducer(current: UseComboboxState<T>, { type, changes }: UseComboboxStateChangeOptions<T>) {
    switch (type) {
      case useCombobox.stateChangeTypes.InputBlur:
      case useCombobox.stateChangeTypes.InputKeyDownEscape:
        return {
          ...changes,
          selectedItem: current.selectedItem,
          inputValue: labelOf(current.selectedItem),
        };
      case useCombobox.stateChangeTypes.InputClick:
        return { ...changes, isOpen: true, highlightedIndex: current.highlightedIndex };
      case useCombobox.stateChangeTypes.InputChange:
        return changes.inputValue === '' ? { ...changes, selectedItem: null } : changes;
      default:
        return changes;
    }
  }

  const combobox = useCombobox<T>({
    items: options,
    selectedItem: value,
    itemToString: labelOf,
    itemToKey: (item: T | null) => (item === null ? null : getKey(item)),
    inputId: attributes.id,
    menuId: listId,
    getItemId: optionId,
    stateReducer,
    onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem ?? null),
  });
  const { isOpen, highlightedIndex, inputValue, openMenu, setHighlightedIndex } = combobox;

  const selectedLabel = labelOf(value);
  const query = inputValue === selectedLabel ? '' : inputValue.trim();
  const runLoad = useEffectEvent((text: string, signal: AbortSignal) => load(text, signal));
  const highlight = useEffectEvent((index: number) => setHighlightedIndex(index));

  useEffect(() => {
    if (!isOpen) return;
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
          setState('done');
          // The first option is the one Enter picks, as the list shows it highlighted.
          highlight(items.length > 0 ? 0 : -1);
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
  }, [isOpen, query, minChars, debounceMs]);

  const showList = isOpen && state !== 'idle';
  const listed = showList && options.length > 0;
  const status =
    state === 'loading'
      ? LOADING_TEXT
      : state === 'failed'
        ? FAILED_TEXT
        : state === 'done' && options.length === 0
          ? emptyText
          : null;

  return (
    <div className="relative">
      <input
        {...combobox.getInputProps({
          ...attributes,
          name,
          type: 'text',
          placeholder,
          disabled,
          'aria-label': ariaLabel,
          // The FormField's <label for> names it; downshift would point at a label of its own.
          'aria-labelledby': undefined,
          // Expanded only while options are on screen (not while a message stands in for them).
          'aria-expanded': listed,
          'aria-activedescendant': listed && highlightedIndex >= 0 ? optionId(highlightedIndex) : undefined,
          onChange: (event) => {
            if (uppercase) upperCaseInPlace(event.currentTarget);
          },
          onFocus: () => {
            if (!isOpen) openMenu();
          },
          onBlur: () => onBlur?.(),
          className: cx(controlClasses, 'pr-20'),
        })}
      />
      <div className="absolute inset-y-0 right-1 flex items-center">
        {state === 'loading' && isOpen && (
          <LoaderCircle className="mr-2 size-4 animate-spin text-slate-400" aria-hidden="true" />
        )}
        {value !== null && !disabled && (
          <button
            type="button"
            aria-label="Limpar seleção"
            className="touch-target flex items-center justify-center rounded-md text-slate-500 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => combobox.selectItem(null)}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
      <ul
        {...combobox.getMenuProps({ 'aria-label': ariaLabel ?? 'Opções' })}
        hidden={!listed}
        className="absolute z-30 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {listed &&
          options.map((item, index) => (
            <li
              key={getKey(item)}
              {...combobox.getItemProps({ item, index })}
              className={cx(
                'flex min-h-11 cursor-pointer flex-col justify-center px-3 py-2 text-sm',
                index === highlightedIndex ? 'bg-brand-50 text-brand-700' : 'text-slate-800',
              )}
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
        {listed && state === 'done'
          ? `${options.length} ${options.length === 1 ? 'opção disponível' : 'opções disponíveis'}.`
          : showList
            ? (status ?? '')
            : ''}
      </span>
    </div>
  );
}
