import { useEffect, useEffectEvent, useState } from 'react';
import type { ReactNode } from 'react';
import { Autocomplete } from '../ui/autocomplete';
import { FILTER_DEBOUNCE_MS } from '../ui/data-table/data-table-filter';
import { DateInput } from '../ui/date-input';
import { FormField } from '../ui/form-field';
import { SelectInput } from '../ui/select-input';
import { TextInput } from '../ui/text-input';

/**
 * The filter fields of the paged lists whose filters live in the URL (guarantee and agro quotations):
 * a choice, a record number (one request per pause in typing), a day of a period, and an autocomplete
 * kept by id.
 */

export function ChoiceFilter({
  label,
  value,
  options,
  allLabel,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: readonly { id: string; nome: string }[];
  allLabel: string;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <FormField label={label}>
      <SelectInput value={value ?? ''} onChange={(e) => onChange(e.currentTarget.value || undefined)}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.nome}
          </option>
        ))}
      </SelectInput>
    </FormField>
  );
}

/** The whole number of a record typed as 'COT-000123', 'AGR-000123' or '123' (the digits). */
export function numberOfTyped(text: string): number | undefined {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return undefined;
  const n = Number(digits);
  return n >= 1 && n <= 2_000_000_000 ? n : undefined;
}

export function NumberFilter({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const [urlValue, setUrlValue] = useState(value);
  // The URL changed under us (back button, 'Limpar filtros'): show it, unless it is what we typed.
  if (value !== urlValue) {
    setUrlValue(value);
    if (value !== numberOfTyped(text)) setText(value === undefined ? '' : String(value));
  }
  const emit = useEffectEvent(onChange);
  useEffect(() => {
    const wanted = numberOfTyped(text);
    if (wanted === value) return;
    const timer = setTimeout(() => emit(wanted), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <FormField label="Número">
      <TextInput
        uppercase={false}
        inputMode="numeric"
        autoComplete="off"
        placeholder="Ex.: 123"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
      />
    </FormField>
  );
}

/**
 * A day of the period, kept in the URL only once it is a whole date; emptied (and left), it clears.
 * A clear from outside ('Limpar filtros') empties the field too: the mask keeps a half-typed date
 * otherwise.
 */
export function DateFilter({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  error?: string | undefined;
}) {
  const [resets, setResets] = useState(0);
  const [urlValue, setUrlValue] = useState(value);
  if (value !== urlValue) {
    setUrlValue(value);
    if (value === undefined) setResets((n) => n + 1);
  }
  return (
    <FormField label={label} error={error}>
      <DateInput
        key={resets}
        value={value ?? null}
        onChange={(iso) => {
          if (iso !== null && iso !== value) onChange(iso);
        }}
        onBlur={(e) => {
          if (e.currentTarget.value === '' && value !== undefined) onChange(undefined);
        }}
      />
    </FormField>
  );
}

export interface PickerFilterProps<T> {
  label: string;
  /** The id in the URL. */
  selectedId: string | undefined;
  /** Its name when the screen knows it (from its rows, a lookup); null while unknown. */
  knownName: string | null;
  /** What the field shows when nothing tells the name (a shared link, offline). */
  fallbackName: string;
  toValue: (id: string, nome: string) => T;
  load: (query: string) => Promise<T[]>;
  getLabel: (item: T) => string;
  getKey: (item: T) => string;
  onPick: (item: T | null) => void;
  placeholder?: string;
  emptyText?: string;
  disabled?: boolean;
  hint?: string | undefined;
}

/** A filter over an autocomplete, kept in the URL by id: the name shown is the one picked, else the known one. */
export function PickerFilter<T>({
  label,
  selectedId,
  knownName,
  fallbackName,
  toValue,
  load,
  getLabel,
  getKey,
  onPick,
  placeholder = 'Todos',
  emptyText,
  disabled,
  hint,
}: PickerFilterProps<T>) {
  const [picked, setPicked] = useState<T | null>(null);
  const pickedHere = picked !== null && getKey(picked) === selectedId;
  const value =
    selectedId === undefined ? null : pickedHere ? picked : toValue(selectedId, knownName ?? fallbackName);
  // The autocomplete keeps the text it showed for the same id: once the name of a shared link is
  // known, it starts again with it.
  const provisional = selectedId !== undefined && !pickedHere && knownName === null;
  return (
    <FormField label={label} hint={hint}>
      <Autocomplete<T>
        key={provisional ? 'provisorio' : 'definitivo'}
        value={value}
        onChange={(chosen) => {
          setPicked(chosen);
          onPick(chosen);
        }}
        load={load}
        getLabel={getLabel}
        getKey={getKey}
        placeholder={placeholder}
        emptyText={emptyText}
        disabled={disabled}
      />
    </FormField>
  );
}

/**
 * The folded 'Mais filtros' of a list: open when one of its filters is set (a shared link, a filtered
 * list reopened), its summary counting the active ones.
 */
export function MoreFilters({ active, children }: { active: number; children: ReactNode }) {
  const [open, setOpen] = useState(active > 0);
  return (
    <details
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="rounded-lg border border-slate-200 bg-white"
    >
      <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-slate-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none">
        Mais filtros{active > 0 && ` (${active} ${active === 1 ? 'ativo' : 'ativos'})`}
      </summary>
      <div className="grid grid-cols-1 items-start gap-3 border-t border-slate-200 p-3 sm:grid-cols-2 xl:grid-cols-4">
        {children}
      </div>
    </details>
  );
}
