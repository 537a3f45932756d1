import type { ComponentPropsWithRef } from 'react';
import { useCallback, useEffect, useRef } from 'react';
import { useIMask } from 'react-imask';
import { cx } from '../lib/cx';
import { fieldAttributes, useFormField } from './form-field';
import { controlClasses } from './styles';

/** R$ amounts: comma decimals, dot thousands, 2 decimals (SPEC.md §5). */
const MONEY_MASK = {
  mask: Number,
  scale: 2,
  radix: ',',
  mapToRadix: ['.'],
  thousandsSeparator: '.',
  padFractionalZeros: true,
  normalizeZeros: true,
  min: 0,
  max: 999_999_999_999.99,
};

export interface MoneyInputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'ref'
> {
  /** The amount in reais; null when empty. */
  value: number | null;
  onChange: (value: number | null) => void;
}

function amountOf(unmasked: string): number | null {
  return unmasked === '' ? null : Number(unmasked);
}

/** A money input in reais: shows 'R$ 1.234,56' while the form holds 1234.56. */
export function MoneyInput({ value, onChange, className, ...rest }: MoneyInputProps) {
  const field = useFormField();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const onAccept = useCallback((_: string, mask: { unmaskedValue: string }) => {
    onChangeRef.current(amountOf(mask.unmaskedValue));
  }, []);
  const { ref, maskRef } = useIMask<HTMLInputElement>(MONEY_MASK, { onAccept });

  // Follow the form's value without fighting the user's typing: only write when it differs.
  useEffect(() => {
    const mask = maskRef.current;
    if (!mask || amountOf(mask.unmaskedValue) === value) return;
    if (value === null) mask.value = '';
    else mask.typedValue = value;
  }, [value, maskRef]);

  return (
    <div className="relative">
      <span
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500"
        aria-hidden="true"
      >
        R$
      </span>
      <input
        {...rest}
        {...fieldAttributes(field, rest)}
        ref={ref}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={cx(controlClasses, 'pl-10 text-right tabular-nums', className)}
      />
    </div>
  );
}
