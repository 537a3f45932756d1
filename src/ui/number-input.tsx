import type { ComponentPropsWithRef } from 'react';
import { useCallback, useEffect, useRef } from 'react';
import { useIMask } from 'react-imask';
import { cx } from '../lib/cx';
import { fieldAttributes, useFormField } from './form-field';
import { controlClasses } from './styles';

export interface NumberInputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'ref'
> {
  /** The number; null when empty. */
  value: number | null;
  onChange: (value: number | null) => void;
}

interface NumberFormat {
  /** Decimal places. */
  scale: number;
  max: number;
  /** Pad the decimals ('1,50'): money does, rates do not. */
  padDecimals: boolean;
  /** Shown inside the field, before ('R$') or after ('%') the number. */
  prefix?: string;
  suffix?: string;
}

function amountOf(unmasked: string): number | null {
  return unmasked === '' ? null : Number(unmasked);
}

/**
 * A Brazilian number input (comma decimals, dot thousands) over react-imask, holding a number while it
 * shows the text; the base of MoneyInput and PercentInput.
 */
export function NumberInput({
  format,
  value,
  onChange,
  className,
  ...rest
}: NumberInputProps & { format: NumberFormat }) {
  const field = useFormField();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const onAccept = useCallback((_: string, mask: { unmaskedValue: string }) => {
    onChangeRef.current(amountOf(mask.unmaskedValue));
  }, []);
  const { ref, maskRef } = useIMask<HTMLInputElement>(
    {
      mask: Number,
      scale: format.scale,
      radix: ',',
      mapToRadix: ['.'],
      thousandsSeparator: '.',
      padFractionalZeros: format.padDecimals,
      normalizeZeros: true,
      min: 0,
      max: format.max,
    },
    { onAccept },
  );

  // Follow the form's value without fighting the user's typing: only write when it differs.
  useEffect(() => {
    const mask = maskRef.current;
    if (!mask || amountOf(mask.unmaskedValue) === value) return;
    if (value === null) mask.value = '';
    else mask.typedValue = value;
  }, [value, maskRef]);

  const affix = 'pointer-events-none absolute inset-y-0 flex items-center text-slate-500';
  return (
    <div className="relative">
      {format.prefix && (
        <span className={cx(affix, 'left-3')} aria-hidden="true">
          {format.prefix}
        </span>
      )}
      <input
        {...rest}
        {...fieldAttributes(field, rest)}
        ref={ref}
        type="text"
        inputMode="decimal"
        autoComplete="off"
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
  );
}
