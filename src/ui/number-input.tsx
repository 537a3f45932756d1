import type { ComponentPropsWithRef } from 'react';
import { useId, useState } from 'react';
import { cx } from '../lib/cx';
import type { TypedNumberFormat } from '../lib/typed-number';
import { formatTypedNumber, readTypedNumber } from '../lib/typed-number';
import { fieldAttributes, useFormField } from './form-field';
import { controlClasses } from './styles';

export interface NumberInputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type'
> {
  /** The number; null when empty (or while the text typed is not a number). */
  value: number | null;
  onChange: (value: number | null) => void;
}

export interface NumberFormat extends TypedNumberFormat {
  /** Shown inside the field, before ('R$') or after ('%') the number. */
  prefix?: string;
  suffix?: string;
}

const shown = (value: number | null, format: NumberFormat) =>
  value === null ? '' : formatTypedNumber(value, format);

/**
 * A Brazilian number input (comma decimals, dot thousands; the rule is in lib/typed-number), the base
 * of MoneyInput and PercentInput. While the person types, the text stays exactly as typed (no caret
 * jumps, backspace and edits in the middle behave as in any text field) and a live line says how it
 * is read ('Lido como R$ 1.200,00'); on blur the text takes the canonical form, or the field says in
 * Portuguese why the text is not a number. The form holds the number (null while the text is not one).
 */
export function NumberInput({
  format,
  value,
  onChange,
  className,
  onFocus,
  onBlur,
  ...rest
}: NumberInputProps & { format: NumberFormat }) {
  const field = useFormField();
  const ids = useId();
  const [text, setText] = useState(() => shown(value, format));
  const [focused, setFocused] = useState(false);
  const [blurredError, setBlurredError] = useState<string | null>(null);
  // The last number this input gave the form, and the last value it was given: a new value from the
  // form (not the echo of what was typed) replaces the text.
  const [emitted, setEmitted] = useState(value);
  const [seen, setSeen] = useState(value);
  if (!Object.is(value, seen)) {
    setSeen(value);
    if (!Object.is(value, emitted)) {
      setEmitted(value);
      setText(shown(value, format));
      setBlurredError(null);
    }
  }

  const reading = readTypedNumber(text, format);
  const canonical = reading.ok ? shown(reading.value, format) : text;
  const hint =
    focused && reading.ok && reading.value !== null && canonical !== text.trim()
      ? `Lido como ${[format.prefix, canonical, format.suffix].filter(Boolean).join(' ')}`
      : null;
  const error = blurredError;
  const hintId = `${ids}-leitura`;
  const errorId = `${ids}-erro`;
  const attributes = fieldAttributes(field, rest);
  const describedBy =
    [attributes['aria-describedby'], hint ? hintId : null, error ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;

  const affix = 'pointer-events-none absolute inset-y-0 flex items-center text-slate-500';
  return (
    <div className="flex flex-col gap-1">
      <div className="relative">
        {format.prefix && (
          <span className={cx(affix, 'left-3')} aria-hidden="true">
            {format.prefix}
          </span>
        )}
        <input
          {...rest}
          {...attributes}
          aria-describedby={describedBy}
          aria-invalid={error ? true : attributes['aria-invalid']}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(e) => {
            const next = e.currentTarget.value;
            const read = readTypedNumber(next, format);
            const number = read.ok ? read.value : null;
            setText(next);
            if (read.ok) setBlurredError(null);
            setEmitted(number);
            setSeen(number);
            if (!Object.is(number, value)) onChange(number);
          }}
          onFocus={(e) => {
            setFocused(true);
            onFocus?.(e);
          }}
          onBlur={(e) => {
            setFocused(false);
            if (reading.ok) {
              setText(canonical);
              setBlurredError(null);
            } else {
              setBlurredError(reading.message);
            }
            onBlur?.(e);
          }}
          className={cx(
            controlClasses,
            'text-right tabular-nums',
            format.prefix && 'pl-10',
            format.suffix && 'pr-9',
            className,
          )}
        />
        {format.suffix && (
          <span className={cx(affix, 'right-3')} aria-hidden="true">
            {format.suffix}
          </span>
        )}
      </div>
      <p id={hintId} className="text-xs text-slate-600 empty:hidden" aria-live="polite">
        {hint}
      </p>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
